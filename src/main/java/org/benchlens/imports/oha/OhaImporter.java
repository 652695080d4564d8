package org.benchlens.imports.oha;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Quantities;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.HttpStatuses;
import org.benchlens.imports.http.JsonReportImporter;
import org.benchlens.imports.http.StepFigures;

/**
 * oha's {@code --json} output (also {@code --output-format json}): the summary, latency and
 * requests-per-second percentiles in seconds, status codes and errors. Requests that were under
 * way when the time was up ("aborted due to deadline") are the end of the run, not failures.
 */
public final class OhaImporter extends JsonReportImporter {

    static final String FORMAT = "oha";
    /** The error oha gives the requests under way when the time was up: the end of the run, no failure. */
    static final String DEADLINE = "aborted due to deadline";

    public OhaImporter() {
        super("summary", "successRate", "requestsPerSec");
    }

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "oha --json";
    }

    /**
     * oha's output as oha writes it, or kept whole inside another document (a harness that ran oha and stored its
     * standard output as a field): that one is read where it is, and a note says where.
     */
    @Override
    protected LocatedJson document(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        LocatedJson root = LocatedJson.read(source);
        if (root.isObject() && root.field("summary").isEmpty()) {
            Optional<NestedOhaOutput> nested = NestedOhaOutput.within(root);
            if (nested.isPresent()) {
                context.note(source.path().getFileName() + ": oha's JSON output is read at " + nested.get().path()
                        + ", inside another document");
                return nested.get().output();
            }
        }
        return root;
    }

    @Override
    protected List<RunDraft> runs(LocatedJson root) throws ImportFailure {
        RunDraft draft = new RunDraft(FORMAT, "");
        StepFigures total = new StepFigures(draft, Steps.TOTAL);
        LocatedJson summary = root.require("summary", "oha's JSON output");
        summary.fields("oha's summary");
        seconds(summary, "total", "summary.total", total, Metrics.DURATION, 0);
        seconds(summary, "slowest", "summary.slowest", total, Metrics.LATENCY_MAX, 3);
        seconds(summary, "fastest", "summary.fastest", total, Metrics.LATENCY_MIN, 3);
        seconds(summary, "average", "summary.average", total, Metrics.LATENCY_AVG, 3);
        total.both("summary.requestsPerSec", Metrics.THROUGHPUT, optional(summary, "requestsPerSec"), Units.PER_SECOND);
        total.both("summary.totalData", Metrics.DATA_RECEIVED, optional(summary, "totalData"), Units.BYTES);
        total.own("summary.sizePerRequest", optional(summary, "sizePerRequest"), Units.BYTES);
        total.own("summary.sizePerSec", optional(summary, "sizePerSec"), Units.BYTES_PER_SECOND);
        double successRate = optional(summary, "successRate");
        total.own("summary.successRate", successRate, Units.RATIO);
        var percentiles = root.field("latencyPercentiles");
        if (percentiles.isPresent()) {
            for (Map.Entry<String, LocatedJson> p : percentiles.get().fields("latencyPercentiles").entrySet()) {
                OptionalDouble seconds = p.getValue().optionalNumber("latencyPercentiles." + p.getKey());
                if (seconds.isPresent()) {
                    total.percentile("latencyPercentiles." + p.getKey(), percent(p.getKey(), p.getValue()),
                            Quantities.timesPowerOfTen(seconds.getAsDouble(), 3));
                }
            }
        }
        rps(root, total);
        for (String own : List.of("firstBytePercentiles", "latencyPercentilesSuccessful",
                "latencyPercentilesNotSuccessful")) {
            milliseconds(root, own, total);
        }
        var details = root.field("details");
        if (details.isPresent()) {
            for (Map.Entry<String, LocatedJson> detail : details.get().fields("details").entrySet()) {
                milliseconds(details.get(), detail.getKey(), total, "details." + detail.getKey());
            }
        }
        outcome(total, counts(root, "statusCodeDistribution"), counts(root, "errorDistribution"));
        draft.attribute(AttributeKeys.TOOL, "oha");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return List.of(draft);
    }

    /**
     * Each error under its own name, and the requests and failures: responses with a status of 400 or more
     * and errors that got no response, but not the requests the deadline cut. Shared by the text reader.
     */
    static void outcome(StepFigures total, Map<String, Long> statuses, Map<String, Long> errors) {
        errors.forEach((error, n) -> total.own("errors." + error, n, Units.COUNT));
        long transportErrors = errors.entrySet().stream().filter(e -> !e.getKey().equals(DEADLINE))
                .mapToLong(Map.Entry::getValue).sum();
        long failed = HttpStatuses.record(total, statuses) + transportErrors;
        long requests = statuses.values().stream().mapToLong(Long::longValue).sum() + transportErrors;
        total.outcome(requests, failed, requests);
    }

    /** {@code rps}: requests per second over the run's seconds, their mean, spread and percentiles. */
    private static void rps(LocatedJson root, StepFigures total) throws ImportFailure {
        var rps = root.field("rps");
        if (rps.isEmpty()) {
            return;
        }
        for (Map.Entry<String, LocatedJson> field : rps.get().fields("rps").entrySet()) {
            if (field.getKey().equals("percentiles")) {
                for (Map.Entry<String, LocatedJson> p : field.getValue().fields("rps.percentiles").entrySet()) {
                    total.own("rps.percentiles." + p.getKey(), orNaN(p.getValue(), "rps.percentiles." + p.getKey()),
                            Units.PER_SECOND);
                }
            } else {
                total.own("rps." + field.getKey(), orNaN(field.getValue(), "rps." + field.getKey()), Units.PER_SECOND);
            }
        }
    }

    /**
     * An object of durations in seconds under its own name in ms: the percentiles of the first byte (1.13 on) and of
     * the responses with and without a 2xx ({@code --stats-success-breakdown}), the details' average, fastest and
     * slowest. oha 1.15's {@code metrics} repeats figures read elsewhere and is left out.
     */
    private static void milliseconds(LocatedJson parent, String field, StepFigures total) throws ImportFailure {
        milliseconds(parent, field, total, field);
    }

    private static void milliseconds(LocatedJson parent, String field, StepFigures total, String name)
            throws ImportFailure {
        var object = parent.field(field);
        if (object.isEmpty() || !object.get().isObject()) {
            return;
        }
        for (Map.Entry<String, LocatedJson> value : object.get().fields(name).entrySet()) {
            OptionalDouble seconds = value.getValue().optionalNumber(name + "." + value.getKey());
            if (seconds.isPresent()) {
                total.own(name + "." + value.getKey(), Quantities.timesPowerOfTen(seconds.getAsDouble(), 3),
                        Units.MILLISECONDS);
            }
        }
    }

    private static void seconds(LocatedJson summary, String field, String own, StepFigures total, String normalised,
                                int power) throws ImportFailure {
        double seconds = optional(summary, field);
        total.both(own, normalised, Quantities.timesPowerOfTen(seconds, power), power == 0 ? Units.SECONDS : Units.MILLISECONDS);
    }

    private static double optional(LocatedJson object, String field) throws ImportFailure {
        var value = object.field(field);
        return value.isEmpty() ? Double.NaN : orNaN(value.get(), "summary." + field);
    }

    private static double orNaN(LocatedJson value, String what) throws ImportFailure {
        return value.optionalNumber(what).orElse(Double.NaN);
    }

    /** {@code p99.9} → 99.9. */
    private static double percent(String key, LocatedJson at) throws ImportFailure {
        try {
            return Double.parseDouble(key.startsWith("p") ? key.substring(1) : key);
        } catch (NumberFormatException e) {
            throw at.failure("expected a percentile such as \"p99.9\", found \"" + key + "\"");
        }
    }

    private static Map<String, Long> counts(LocatedJson root, String field) throws ImportFailure {
        Map<String, Long> counts = new LinkedHashMap<>();
        var object = root.field(field);
        if (object.isPresent()) {
            for (Map.Entry<String, LocatedJson> entry : object.get().fields(field).entrySet()) {
                counts.put(entry.getKey(), entry.getValue().count(field + "." + entry.getKey()));
            }
        }
        return counts;
    }
}
