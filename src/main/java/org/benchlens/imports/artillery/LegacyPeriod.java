package org.benchlens.imports.artillery;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LocatedJson;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * A period of Artillery 1's report (also Artillery 2 with legacy reporting): {@code requestsCompleted} responses,
 * {@code rps} the requests sent ({@code count}) and their rate since the first ({@code mean}), {@code latency}
 * and {@code scenarioDuration} in ms, {@code errors} and {@code codes} by code, {@code timestamp} when the period
 * was reported (its end).
 */
final class LegacyPeriod implements ArtilleryPeriod {

    static final String RATE = "rps.mean";
    private static final List<String> COUNTED = List.of("scenariosCreated", "scenariosCompleted", "requestsCompleted",
            "scenariosAvoided");

    private final Instant reportedAt;
    private final RequestFigures figures;
    private final double rate;
    private final Map<String, Double> counts;
    private final Map<String, Map<String, Double>> summaries;
    private final Map<String, Double> scenarios;

    private LegacyPeriod(Instant reportedAt, RequestFigures figures, double rate, Map<String, Double> counts,
                         Map<String, Map<String, Double>> summaries, Map<String, Double> scenarios) {
        this.reportedAt = reportedAt;
        this.figures = figures;
        this.rate = rate;
        this.counts = counts;
        this.summaries = summaries;
        this.scenarios = scenarios;
    }

    static LegacyPeriod read(LocatedJson object, String what) throws ImportFailure {
        Instant reportedAt = timestamp(object, what);
        double completed = object.require("requestsCompleted", what).count("\"requestsCompleted\" of " + what);
        Map<String, Double> rps = ArtilleryStats.numbers(object, "rps", what);
        Map<String, Double> errors = ArtilleryStats.numbers(object, "errors", what);
        double errorCount = errors.values().stream().mapToDouble(Double::doubleValue).sum();
        double sent = rps.getOrDefault("count", completed + errorCount);
        Double mean = rps.get("mean");
        // rps.mean is the requests sent over the seconds since the first of them: count / mean is that time
        OptionalDouble seconds = mean != null && mean > 0 && sent > 0 ? OptionalDouble.of(sent / mean)
                : OptionalDouble.empty();
        RequestFigures figures = new RequestFigures(sent, completed, errors, seconds,
                ArtilleryStats.latencies(ArtilleryStats.numbers(object, "latency", what)));

        Map<String, Double> counts = new LinkedHashMap<>();
        for (String field : COUNTED) {
            Optional<LocatedJson> value = object.field(field).filter(v -> !v.isNull());
            if (value.isPresent()) {
                counts.put(field, (double) value.get().count("\"" + field + "\" of " + what));
            }
        }
        rps.forEach((stat, value) -> counts.put("rps." + stat, value));
        ArtilleryStats.numbers(object, "codes", what).forEach((code, n) -> counts.put("codes." + code, n));
        ArtilleryStats.numbers(object, "counters", what).forEach((name, n) -> counts.put("counters." + name, n));

        Map<String, Map<String, Double>> summaries = new LinkedHashMap<>();
        summaries.put("scenarioDuration", ArtilleryStats.numbers(object, "scenarioDuration", what));
        Optional<LocatedJson> custom = object.field("customStats").filter(v -> !v.isNull());
        if (custom.isPresent()) {
            for (String name : custom.get().fields("\"customStats\" of " + what).keySet()) {
                summaries.put("customStats." + name, ArtilleryStats.numbers(custom.get(), name, "customStats"));
            }
        }
        return new LegacyPeriod(reportedAt, figures, mean == null ? Double.NaN : mean, counts, summaries,
                ArtilleryStats.numbers(object, "scenarioCounts", what));
    }

    private static Instant timestamp(LocatedJson object, String what) throws ImportFailure {
        LocatedJson value = object.require("timestamp", what);
        String text = value.text("\"timestamp\" of " + what);
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw value.failure("expected the \"timestamp\" of " + what + " as an ISO time such as "
                    + "2018-03-12T15:40:39.730Z, found " + text);
        }
    }

    @Override
    public String layout() {
        return "Artillery 1";
    }

    @Override
    public void addPointTo(ArtillerySeries series) {
        series.add(startOfPeriod(series.lastReported()).getEpochSecond(), figures, RATE, rate);
        series.reported(reportedAt);
    }

    /**
     * A period starts when the one before was reported; the first when its first request was sent, as far as
     * its rate tells.
     */
    private Instant startOfPeriod(Instant previous) {
        if (previous != null) {
            return previous;
        }
        return figures.seconds().isPresent()
                ? reportedAt.minusMillis(Math.round(figures.seconds().getAsDouble() * 1000)) : reportedAt;
    }

    @Override
    public void addTotalsTo(RunDraft draft, ImportContext context, String fileName) {
        figures.addTo(draft, Steps.TOTAL);
        counts.forEach((name, value) -> draft.measure(Steps.TOTAL, name,
                value, name.equals(RATE) ? Units.PER_SECOND : Units.COUNT));
        summaries.forEach((name, summary) -> ArtilleryStats.addSummary(draft, Steps.TOTAL, name, summary,
                name.equals("scenarioDuration") ? Units.MILLISECONDS : Units.NONE));
        scenarios.forEach((name, count) -> draft.measure(Steps.TOTAL, "scenarioCounts." + name, count, Units.COUNT));
        if (scenarios.size() == 1) {
            draft.attribute(AttributeKeys.SCENARIO, scenarios.keySet().iterator().next());
        }
        draft.endedAt(reportedAt);
        figures.seconds().ifPresent(s -> draft.startedAt(reportedAt.minusMillis(Math.round(s * 1000))));
    }
}
