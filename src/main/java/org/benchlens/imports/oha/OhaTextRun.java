package org.benchlens.imports.oha;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.http.LineRules;
import org.benchlens.imports.http.StepFigures;
import org.benchlens.imports.http.TextRun;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * One summary oha printed, from {@code Summary:} to its status codes and errors, under the names its JSON
 * gives the same figures ({@link OhaImporter}), so that a run's text and JSON read alike. Times are in the
 * unit oha chose for the run (secs before 1.10; then ns, us, ms, sec, min or hr by the slowest request).
 */
final class OhaTextRun implements TextRun {

    static final String FORMAT = "oha-text";
    /** One time and its unit as oha prints them: {@code 0.0475 secs}, {@code 34.2389 ms}, {@code 1.2 10 sec}. */
    private static final String TIME = "(\\S+) (ns|us|µs|ms|secs?|10 sec|min|10 min|hr)";

    private final RunDraft draft = new RunDraft(FORMAT, "");
    private final StepFigures total = new StepFigures(draft, Steps.TOTAL);
    private final Map<String, Long> statuses = new LinkedHashMap<>();
    private final Map<String, Long> errors = new LinkedHashMap<>();
    /** The breakdown a distribution under way belongs to: "" for all requests, " (2xx only)", " (4xx + 5xx only)". */
    private String breakdown = "";
    private boolean summarised;

    private final LineRules rules = new LineRules()
            .on("Summary:", (m, at) -> { })
            // a share in percent from 0.6 on, a fraction before
            .on("Success rate:\\s*(\\S+?)(%?)", (m, at) -> {
                double rate = at.number(m, 1, "a success rate");
                total.own("summary.successRate", m.group(2).isEmpty() ? rate : rate / 100, Units.RATIO);
            })
            .on("Total:\\s*" + TIME, (m, at) ->
                    total.both("summary.total", Metrics.DURATION, millis(m, 1, at) / 1000, Units.SECONDS))
            .on("(Slowest|Fastest|Average):\\s*" + TIME, (m, at) -> total.both("summary." + m.group(1).toLowerCase(),
                    switch (m.group(1)) {
                        case "Slowest" -> Metrics.LATENCY_MAX;
                        case "Fastest" -> Metrics.LATENCY_MIN;
                        default -> Metrics.LATENCY_AVG;
                    }, millis(m, 2, at), Units.MILLISECONDS))
            .on("Requests/sec:\\s*(\\S+)", (m, at) -> {
                total.both("summary.requestsPerSec", Metrics.THROUGHPUT, at.number(m, 1, "requests per second"),
                        Units.PER_SECOND);
                summarised = true;
            })
            .on("Total data:\\s*(.+)", (m, at) ->
                    total.both("summary.totalData", Metrics.DATA_RECEIVED, bytes(m, at), Units.BYTES))
            .on("Size/request:\\s*NaN", (m, at) -> { })
            .on("Size/request:\\s*(.+)", (m, at) -> total.own("summary.sizePerRequest", bytes(m, at), Units.BYTES))
            .on("Size/sec:\\s*(.+)", (m, at) -> total.own("summary.sizePerSec", bytes(m, at), Units.BYTES_PER_SECOND))
            // the histogram's eleven bars are too coarse to store as a latency histogram
            .on("Response time histogram.*:", (m, at) -> { })
            .on(".*\\[\\d+\\]\\s*\\|.*", (m, at) -> { })
            .on("(?:Response time|Latency) distribution(.*):", (m, at) -> breakdown = m.group(1))
            .on("(\\d+(?:\\.\\d+)?)% in " + TIME, (m, at) -> {
                double percent = at.number(m, 1, "a percentage");
                // named as the JSON names it: 99.90% is p99.9
                String p = new BigDecimal(m.group(1)).stripTrailingZeros().toPlainString();
                if (breakdown.isEmpty()) {
                    total.percentile("latencyPercentiles.p" + p, percent, millis(m, 2, at));
                } else {
                    total.own("latencyPercentiles" + breakdown + ".p" + p, millis(m, 2, at), Units.MILLISECONDS);
                }
            })
            .on("Details \\(average, fastest, slowest\\):", (m, at) -> { })
            .on("(DNS\\+dialup|DNS-lookup):\\s*" + TIME + ", " + TIME + ", " + TIME, (m, at) -> {
                String phase = m.group(1).equals("DNS+dialup") ? "details.DNSDialup" : "details.DNSLookup";
                String[] statistics = {"average", "fastest", "slowest"};
                for (int i = 0; i < statistics.length; i++) {
                    total.own(phase + "." + statistics[i], millis(m, 2 + 2 * i, at), Units.MILLISECONDS);
                }
            })
            .on("Status code distribution:", (m, at) -> { })
            .on("\\[(\\d{3})\\]\\s+(\\d+) responses", (m, at) ->
                    statuses.merge(m.group(1), (long) at.number(m, 2, "a number of responses"), Long::sum))
            .on("Error distribution:", (m, at) -> { })
            .on("\\[(\\d+)\\]\\s+(.+)", (m, at) ->
                    errors.merge(m.group(2).strip(), (long) at.number(m, 1, "a number of errors"), Long::sum));

    @Override
    public boolean accept(LineRules.Line line) throws ImportFailure {
        return line.isBlank() || rules.apply(line);
    }

    /** Write-ups often keep only the summary and a distribution: the summary is what a run cannot be without. */
    @Override
    public boolean complete() {
        return summarised;
    }

    @Override
    public RunDraft finish() {
        // a paste that kept only the summary says nothing of the requests' outcome
        if (!statuses.isEmpty() || !errors.isEmpty()) {
            OhaImporter.outcome(total, statuses, errors);
        }
        draft.attribute(AttributeKeys.TOOL, "oha");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }

    /** A time as milliseconds, in the unit printed after it. */
    private static double millis(Matcher m, int group, LineRules.Line at) throws ImportFailure {
        double value = at.number(m, group, "a time");
        return switch (m.group(group + 1)) {
            case "ns" -> Quantities.timesPowerOfTen(value, -6);
            case "us", "µs" -> Quantities.timesPowerOfTen(value, -3);
            case "ms" -> value;
            case "sec", "secs" -> Quantities.timesPowerOfTen(value, 3);
            case "10 sec" -> Quantities.timesPowerOfTen(value, 4);
            case "min" -> value * 60_000;
            case "10 min" -> value * 600_000;
            default -> value * 3_600_000;
        };
    }

    /** A size as oha prints it through byte-unit: {@code 22.08 MiB}, {@code 58.13 KiB}, {@code 60 B}. */
    private static double bytes(Matcher m, LineRules.Line at) throws ImportFailure {
        return Quantities.bytes(m.group(1).strip()).orElseThrow(() -> at.failure(m, 1, "a size such as 22.08 MiB"));
    }
}
