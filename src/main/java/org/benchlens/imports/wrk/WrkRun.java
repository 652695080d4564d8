package org.benchlens.imports.wrk;

import java.util.regex.Matcher;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.LineRules;
import org.benchlens.imports.http.PercentileSpectrum;
import org.benchlens.imports.http.StepFigures;
import org.benchlens.imports.http.TextRun;

/**
 * One run of wrk or wrk2, from {@code Running 30s test @ URL} to {@code Requests/sec:} and the
 * {@code Transfer/sec:} after it: the thread statistics, the {@code --latency} distribution,
 * wrk2's percentile spectrum (kept as a histogram; the uncorrected one of {@code -U} is not), the totals
 * and the errors. Times are printed
 * in us, ms, s, m or h, counts with k or M, sizes in powers of 1024.
 */
final class WrkRun implements TextRun {

    static final String FORMAT = "wrk";
    static final String HISTOGRAM = "latency";

    private enum Section { HEAD, DISTRIBUTION, UNCORRECTED, SPECTRUM }

    private final RunDraft draft = new RunDraft(FORMAT, "");
    private final StepFigures total = new StepFigures(draft, Steps.TOTAL);
    private final PercentileSpectrum spectrum = new PercentileSpectrum();
    private Section section = Section.HEAD;
    private boolean rateSeen;
    private boolean transferSeen;
    private boolean wrk2;
    /** Whether the spectrum being read is that of the uncorrected latencies ({@code -U}), which is not kept. */
    private boolean uncorrectedSpectrum;
    private double requests = Double.NaN;
    private long failed;
    private long unfinished;

    private final LineRules rules = new LineRules()
            .on("Running (\\S+) test @ (.+)", (m, at) -> {
                draft.attribute("test_duration", m.group(1));
                draft.attribute("url", m.group(2));
                draft.attribute(AttributeKeys.SCENARIO, m.group(2));
            })
            .on("(\\d+) threads and (\\d+) connections", (m, at) -> {
                draft.attribute("threads", m.group(1));
                draft.attribute("connections", m.group(2));
                draft.attribute(AttributeKeys.VUS, m.group(2));
            })
            .on("Thread calibration: .*", (m, at) -> wrk2 = true)
            .on("Thread Stats\\s+Avg\\s+Stdev\\s+Max\\s+\\+/- Stdev", (m, at) -> { })
            .on("Latency\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)%", (m, at) -> {
                total.both("Latency.Avg", Metrics.LATENCY_AVG, time(m, 1, at), Units.MILLISECONDS);
                total.both("Latency.Stdev", Metrics.LATENCY_STDDEV, time(m, 2, at), Units.MILLISECONDS);
                total.both("Latency.Max", Metrics.LATENCY_MAX, time(m, 3, at), Units.MILLISECONDS);
                total.own("Latency.+/- Stdev", at.number(m, 4, "a percentage"), Units.PERCENT);
            })
            .on("Req/Sec\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)%", (m, at) -> {
                total.own("Req/Sec.Avg", count(m, 1, at), Units.PER_SECOND);
                total.own("Req/Sec.Stdev", count(m, 2, at), Units.PER_SECOND);
                total.own("Req/Sec.Max", count(m, 3, at), Units.PER_SECOND);
                total.own("Req/Sec.+/- Stdev", at.number(m, 4, "a percentage"), Units.PERCENT);
            })
            .on("Latency Distribution.*", (m, at) -> {
                section = m.group().contains("Uncorrected") ? Section.UNCORRECTED : Section.DISTRIBUTION;
                wrk2 |= m.group().contains("HdrHistogram");
            })
            .on("Detailed Percentile spectrum:", (m, at) -> {
                // wrk2 prints one after each distribution: -U's follows the uncorrected one
                uncorrectedSpectrum = section == Section.UNCORRECTED;
                section = Section.SPECTRUM;
                wrk2 = true;
            })
            .on("Uncorrected Latency .*", (m, at) -> section = Section.UNCORRECTED)
            .on("#\\[(Mean|Max|Buckets)\\s+=.*\\]|-{10,}", (m, at) -> section = Section.HEAD)
            .on("(\\d+) requests in (\\S+), (\\S+) read", (m, at) -> {
                requests = at.number(m, 1, "a number of requests");
                total.own("requests", requests, Units.COUNT);
                total.both("duration", Metrics.DURATION, time(m, 2, at) / 1000, Units.SECONDS);
                total.both("read", Metrics.DATA_RECEIVED, at.quantity(m, 3, Quantities::binaryBytes,
                        "a size such as 376.50MB"), Units.BYTES);
            })
            .on("Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)", (m, at) -> {
                String[] kinds = {"connect", "read", "write", "timeout"};
                for (int i = 0; i < kinds.length; i++) {
                    long n = (long) at.number(m, i + 1, "a number of errors");
                    total.own("socket_errors." + kinds[i], n, Units.COUNT);
                    unfinished += n;
                }
            })
            .on("Non-2xx or 3xx responses: (\\d+)", (m, at) -> {
                long n = (long) at.number(m, 1, "a number of responses");
                total.own("non_2xx_3xx_responses", n, Units.COUNT);
                failed += n;
            })
            .on("Requests/sec:\\s*(\\S+)", (m, at) -> {
                total.both("Requests/sec", Metrics.THROUGHPUT, at.number(m, 1, "requests per second"), Units.PER_SECOND);
                rateSeen = true;
            })
            .on("Transfer/sec:\\s*(\\S+)", (m, at) -> {
                total.own("Transfer/sec", at.quantity(m, 1, Quantities::binaryBytes, "a size such as 12.52MB"),
                        Units.BYTES_PER_SECOND);
                transferSeen = true;
            });

    @Override
    public boolean accept(LineRules.Line line) throws ImportFailure {
        if (rateSeen && !line.stripped().startsWith("Transfer/sec:")) {
            return false;
        }
        if (section == Section.SPECTRUM && spectrumLine(line)) {
            return true;
        }
        if ((section == Section.DISTRIBUTION || section == Section.UNCORRECTED) && percentileLine(line)) {
            return true;
        }
        return rules.apply(line);
    }

    @Override
    public boolean complete() {
        return rateSeen;
    }

    /** wrk's summary always ends with Transfer/sec, after Requests/sec. */
    @Override
    public boolean closed() {
        return transferSeen;
    }

    @Override
    public String closingLine() {
        return "its Transfer/sec line";
    }

    @Override
    public RunDraft finish() {
        if (!Double.isNaN(requests)) {
            // a socket error ends a request that is not among those counted as done
            total.outcome(requests, failed + unfinished, requests + unfinished);
        }
        if (!spectrum.isEmpty()) {
            draft.histogram(LatencyHistogram.of(Steps.TOTAL, HISTOGRAM, spectrum.micros()));
        }
        draft.attribute(AttributeKeys.TOOL, wrk2 ? "wrk2" : "wrk");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }

    /** {@code 50%  1.20ms} (wrk) or {@code 50.000%  1.37ms} (wrk2). */
    private boolean percentileLine(LineRules.Line line) throws ImportFailure {
        Matcher m = PERCENTILE.matcher(line.stripped());
        if (!m.matches()) {
            return false;
        }
        double percent = line.number(m, 1, "a percentage");
        double millis = time(m, 2, line);
        if (section == Section.UNCORRECTED) {
            total.own("Uncorrected Latency." + m.group(1) + "%", millis, Units.MILLISECONDS);
        } else {
            total.percentile("Latency Distribution." + m.group(1) + "%", percent, millis);
        }
        return true;
    }

    /** A row of the spectrum, its column header, or the blank line after it. */
    private boolean spectrumLine(LineRules.Line line) throws ImportFailure {
        if (line.isBlank() || line.stripped().startsWith("Value")) {
            return true;
        }
        Matcher m = SPECTRUM_ROW.matcher(line.stripped());
        if (!m.matches()) {
            return false;
        }
        double value = line.number(m, 1, "a latency in milliseconds");
        long totalCount = (long) line.number(m, 3, "a total count");
        if (uncorrectedSpectrum) {
            return true;
        }
        if (!spectrum.add(value, totalCount)) {
            throw line.failure(m, 3, "a total count of at least the previous row's " + spectrum.totalCount());
        }
        return true;
    }

    private static final java.util.regex.Pattern PERCENTILE =
            java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)%\\s+(\\S+)");
    private static final java.util.regex.Pattern SPECTRUM_ROW =
            java.util.regex.Pattern.compile("(\\S+)\\s+(\\S+)\\s+(\\d+)\\s+(\\S+)");

    private static double time(Matcher m, int group, LineRules.Line at) throws ImportFailure {
        return at.quantity(m, group, Quantities::millis, "a time such as 635.91us, 12.92ms or 1.71s");
    }

    private static double count(Matcher m, int group, LineRules.Line at) throws ImportFailure {
        return at.quantity(m, group, Quantities::withMetricPrefix, "a number such as 386.23 or 8.74k");
    }
}
