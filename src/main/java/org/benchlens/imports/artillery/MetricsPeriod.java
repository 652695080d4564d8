package org.benchlens.imports.artillery;

import java.time.Instant;
import java.util.LinkedHashMap;
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
 * A period of Artillery 2's report: {@code counters} ({@code http.requests} sent, {@code http.responses},
 * {@code http.codes.*}, {@code errors.*}, {@code vusers.*}), {@code rates} (events a second, a whole number),
 * {@code summaries} of histograms (DDSketch, 1 % relative accuracy; {@code histograms} repeats them) and the
 * times of its first and last counter (epoch ms). Endpoint figures of the metrics-by-endpoint plugin are steps.
 */
final class MetricsPeriod implements ArtilleryPeriod {

    static final String RATE = "http.request_rate";
    private static final String RESPONSE_TIME = "http.response_time";
    private static final String CREATED_BY_NAME = "vusers.created_by_name.";

    private final OptionalDouble startMillis;
    private final OptionalDouble endMillis;
    private final OptionalDouble periodMillis;
    private final Map<String, Double> counters;
    private final Map<String, Double> rates;
    private final Map<String, Map<String, Double>> summaries;
    private final RequestFigures figures;

    private MetricsPeriod(OptionalDouble startMillis, OptionalDouble endMillis, OptionalDouble periodMillis,
                          Map<String, Double> counters, Map<String, Double> rates,
                          Map<String, Map<String, Double>> summaries) {
        this.startMillis = startMillis;
        this.endMillis = endMillis;
        this.periodMillis = periodMillis;
        this.counters = counters;
        this.rates = rates;
        this.summaries = summaries;
        this.figures = counters.containsKey("http.requests") ? figures(Endpoints.NOT_AN_ENDPOINT) : null;
    }

    static MetricsPeriod read(LocatedJson object, String what) throws ImportFailure {
        Map<String, Double> counters = ArtilleryStats.numbers(object, "counters", what);
        Map<String, Double> rates = ArtilleryStats.numbers(object, "rates", what);
        Map<String, Map<String, Double>> summaries = summaries(object, "summaries", what);
        if (summaries.isEmpty()) {
            summaries = summaries(object, "histograms", what);
        }
        return new MetricsPeriod(time(object, "firstCounterAt", "firstMetricAt", what),
                time(object, "lastCounterAt", "lastMetricAt", what), time(object, "period", "period", what),
                counters, rates, summaries);
    }

    private static Map<String, Map<String, Double>> summaries(LocatedJson object, String field, String what)
            throws ImportFailure {
        Map<String, Map<String, Double>> summaries = new LinkedHashMap<>();
        Optional<LocatedJson> all = object.field(field).filter(v -> !v.isNull());
        if (all.isPresent()) {
            for (String name : all.get().fields("\"" + field + "\" of " + what).keySet()) {
                summaries.put(name, ArtilleryStats.numbers(all.get(), name, "\"" + field + "\" of " + what));
            }
        }
        return summaries;
    }

    /** Epoch milliseconds, written as a number or (an intermediate's period) as a string. */
    private static OptionalDouble time(LocatedJson object, String field, String otherwise, String what)
            throws ImportFailure {
        Optional<LocatedJson> value = object.field(field).or(() -> object.field(otherwise));
        return value.isPresent() ? value.get().optionalNumber("\"" + field + "\" of " + what) : OptionalDouble.empty();
    }

    /** The request figures of the whole run ({@link Endpoints#NOT_AN_ENDPOINT}) or of one endpoint. */
    private RequestFigures figures(String endpoint) {
        boolean whole = endpoint.equals(Endpoints.NOT_AN_ENDPOINT);
        Map<String, Double> codes = whole ? withPrefix(counters, "http.codes.") : Endpoints.codes(counters, endpoint);
        Map<String, Double> errors = whole ? withPrefix(counters, "errors.") : Endpoints.errors(counters, endpoint);
        double answered = codes.values().stream().mapToDouble(Double::doubleValue).sum();
        double responses = whole ? counters.getOrDefault("http.responses", answered) : answered;
        double failed = errors.values().stream().mapToDouble(Double::doubleValue).sum();
        double requests = whole ? counters.get("http.requests") : answered + failed;
        Map<String, Double> summary = summaries.getOrDefault(whole ? RESPONSE_TIME : Endpoints.SUMMARY + endpoint,
                Map.of());
        return new RequestFigures(requests, responses, errors, seconds(), ArtilleryStats.latencies(summary));
    }

    /** The span of the counters, at least a second as Artillery takes it for its rates. */
    private OptionalDouble seconds() {
        if (startMillis.isEmpty() || endMillis.isEmpty()) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(Math.max(endMillis.getAsDouble() - startMillis.getAsDouble(), 1000) / 1000);
    }

    private static Map<String, Double> withPrefix(Map<String, Double> numbers, String prefix) {
        Map<String, Double> found = new LinkedHashMap<>();
        numbers.forEach((name, value) -> {
            if (name.startsWith(prefix)) {
                found.put(name.substring(prefix.length()), value);
            }
        });
        return found;
    }

    @Override
    public String layout() {
        return "Artillery 2";
    }

    @Override
    public void addPointTo(ArtillerySeries series) {
        OptionalDouble at = periodMillis.isPresent() ? periodMillis : startMillis;
        if (figures != null && at.isPresent()) {
            series.add((long) Math.floor(at.getAsDouble() / 1000), figures, RATE, rates.getOrDefault(RATE, Double.NaN));
        }
    }

    @Override
    public void addTotalsTo(RunDraft draft, ImportContext context, String fileName) {
        if (figures != null) {
            figures.addTo(draft, Steps.TOTAL);
        } else {
            context.note(fileName + ": Artillery counted no HTTP requests (\"http.requests\"), so the run has "
                    + "Artillery's own figures but no requests, throughput or latencies to compare");
        }
        counters.forEach((name, value) -> {
            boolean normalised = figures != null && name.startsWith("errors.");
            if (!normalised && !name.startsWith(Endpoints.PREFIX)) {
                draft.measure(Steps.TOTAL, name, value, Units.COUNT);
            }
        });
        rates.forEach((name, value) -> draft.measure(Steps.TOTAL, name, value, Units.PER_SECOND));
        summaries.forEach((name, summary) -> {
            if (!name.startsWith(Endpoints.PREFIX)) {
                ArtilleryStats.addSummary(draft, Steps.TOTAL, name, summary, unitOf(name));
            }
        });
        for (String endpoint : Endpoints.names(counters, summaries)) {
            figures(endpoint).addTo(draft, endpoint);
            Endpoints.codes(counters, endpoint).forEach((code, count) ->
                    draft.measure(endpoint, "codes." + code, count, Units.COUNT));
        }
        var scenarios = withPrefix(counters, CREATED_BY_NAME).keySet();
        if (scenarios.size() == 1) {
            draft.attribute(AttributeKeys.SCENARIO, scenarios.iterator().next());
        }
        startMillis.ifPresent(ms -> draft.startedAt(Instant.ofEpochMilli((long) ms)));
        endMillis.ifPresent(ms -> draft.endedAt(Instant.ofEpochMilli((long) ms)));
    }

    /** Artillery's HTTP timings and session lengths are ms; a plugin's or a script's may be anything. */
    private static String unitOf(String summary) {
        return summary.startsWith("http.") || summary.equals("vusers.session_length") ? Units.MILLISECONDS : Units.NONE;
    }
}
