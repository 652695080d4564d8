package org.benchlens.imports.redisbench;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The report redis-benchmark prints for one test, stored as the step named after the test. The layout
 * before Redis 6.2 ends with {@code N requests per second}; the later one with its summary's latencies.
 */
final class TestReport {

    private static final String NUMBER = "(\\d+(?:\\.\\d+)?)";
    private static final Pattern COMPLETED = Pattern.compile("(\\d+) requests completed in " + NUMBER + " seconds");
    private static final Pattern CLIENTS = Pattern.compile("(\\d+) parallel clients");
    private static final Pattern PAYLOAD = Pattern.compile("(\\d+) bytes payload");
    private static final Pattern SETTING = Pattern.compile("(keep alive|multi-thread|threads|cluster mode): (.+)");
    private static final Pattern HOST_SETTING = Pattern.compile("host configuration \"(save|appendonly)\":\\s*(.*)");
    private static final Pattern NODE_SETTING = Pattern.compile("node \\[\\d+\\] configuration:|(save|appendonly): .*");
    private static final Pattern SHARE = Pattern.compile(NUMBER + "% <= " + NUMBER
            + " milliseconds(?: \\(cumulative count \\d+\\))?");
    private static final Pattern THROUGHPUT = Pattern.compile("(?:throughput summary: )?" + NUMBER
            + " requests per second");
    private static final Pattern SUMMARY_VALUES = Pattern.compile(NUMBER + "(\\s+" + NUMBER + ")*");

    private enum Section { OLD_DISTRIBUTION, PERCENTILES, CUMULATIVE, SUMMARY }

    private final RunDraft run;
    private final String name;
    private final long line;
    private Section section = Section.OLD_DISTRIBUTION;
    private List<String> summaryColumns;
    private boolean closed;

    TestReport(RunDraft run, String name, long line) {
        this.run = run;
        this.name = name;
        this.line = line;
    }

    String name() {
        return name;
    }

    long line() {
        return line;
    }

    boolean closed() {
        return closed;
    }

    String closingLine() {
        return section == Section.OLD_DISTRIBUTION ? "its 'requests per second' line" : "its latency summary";
    }

    /** Reads a line of the report; false when it is not one. */
    boolean accept(String text, long number) throws ImportFailure {
        Matcher m;
        if ((m = COMPLETED.matcher(text)).matches()) {
            measure(Metrics.OPERATIONS, number(m, 1, number), Units.COUNT);
            measure(Metrics.DURATION, number(m, 2, number), Units.SECONDS);
        } else if ((m = CLIENTS.matcher(text)).matches()) {
            measure("parallel clients", number(m, 1, number), Units.COUNT);
            run.attribute(AttributeKeys.VUS, m.group(1));
        } else if ((m = PAYLOAD.matcher(text)).matches()) {
            measure("payload", number(m, 1, number), Units.BYTES);
        } else if ((m = SETTING.matcher(text)).matches() || (m = HOST_SETTING.matcher(text)).matches()) {
            run.attribute(m.group(1), m.group(2).strip());
        } else if (NODE_SETTING.matcher(text).matches() || text.equals("Summary:")) {
            return true;
        } else if (text.equals("Latency by percentile distribution:")) {
            section = Section.PERCENTILES;
        } else if (text.equals("Cumulative distribution of latencies:")) {
            section = Section.CUMULATIVE;
        } else if ((m = SHARE.matcher(text)).matches()) {
            share(m, number);
        } else if ((m = THROUGHPUT.matcher(text)).matches()) {
            measure(Metrics.THROUGHPUT, number(m, 1, number), Units.PER_SECOND);
            closed = section == Section.OLD_DISTRIBUTION;
        } else if (text.equals("latency summary (msec):")) {
            section = Section.SUMMARY;
        } else if (section == Section.SUMMARY && summaryColumns == null && text.startsWith("avg")) {
            summaryColumns = List.of(text.split("\\s+"));
        } else if (summaryColumns != null && SUMMARY_VALUES.matcher(text).matches()) {
            latencies(summaryColumns, List.of(text.split("\\s+")), number);
            closed = true;
        } else {
            return false;
        }
        return true;
    }

    /**
     * A line of a distribution: before Redis 6.2 the share of requests answered within a whole or tenth
     * millisecond; later the latency at a percentile of hdrhistogram's iteration. The later cumulative
     * distribution repeats the same histogram in 0.1 ms buckets and is not kept.
     */
    private void share(Matcher m, long number) throws ImportFailure {
        double percent = number(m, 1, number);
        double milliseconds = number(m, 2, number);
        switch (section) {
            case OLD_DISTRIBUTION -> measure("<= " + m.group(2) + " ms", percent, Units.PERCENT);
            case PERCENTILES -> measure(m.group(1) + "% <=", milliseconds, Units.MILLISECONDS);
            default -> { }
        }
    }

    private void latencies(List<String> columns, List<String> values, long number) throws ImportFailure {
        if (columns.size() != values.size()) {
            throw ImportFailure.atLine(number, "expected " + columns.size() + " latencies under " + columns
                    + " of test " + name + ", found " + values.size());
        }
        for (int i = 0; i < columns.size(); i++) {
            String metric = Metrics.latencyFor(columns.get(i));
            if (metric != null) {
                measure(metric, parse(values.get(i), number), Units.MILLISECONDS);
            }
        }
    }

    /** A {@code -q} line: the test's requests per second and, from Redis 6.2, its median latency. */
    static void quiet(RunDraft run, String name, long number, String rps, String p50) throws ImportFailure {
        run.measure(name, Metrics.THROUGHPUT, parse(rps, number), Units.PER_SECOND);
        if (p50 != null) {
            run.measure(name, Metrics.LATENCY_MED, parse(p50, number), Units.MILLISECONDS);
        }
    }

    /**
     * A {@code --csv} row: the test and its requests per second, and from Redis 6.2 the latencies its
     * header names ({@code avg_latency_ms} …).
     */
    static void csv(RunDraft run, String name, long number, List<String> header, List<String> fields)
            throws ImportFailure {
        run.measure(name, Metrics.THROUGHPUT, parse(fields.get(1), number), Units.PER_SECOND);
        if (header == null) {
            return;
        }
        for (int i = 2; i < Math.min(header.size(), fields.size()); i++) {
            String metric = Metrics.latencyFor(header.get(i).replace("_latency_ms", ""));
            if (metric != null) {
                run.measure(name, metric, parse(fields.get(i), number), Units.MILLISECONDS);
            }
        }
    }

    private void measure(String metric, double value, String unit) {
        run.measure(name, metric, value, unit);
    }

    private static double number(Matcher m, int group, long number) throws ImportFailure {
        return parse(m.group(group), number);
    }

    private static double parse(String text, long number) throws ImportFailure {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw ImportFailure.atLine(number, "expected a number, found '" + Texts.abbreviate(text, 40) + "'");
        }
    }
}
