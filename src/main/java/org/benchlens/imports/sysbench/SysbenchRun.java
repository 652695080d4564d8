package org.benchlens.imports.sysbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * One sysbench run: the options it echoes, the {@code --report-interval} lines, the {@code --histogram}
 * section and the final report (SQL statistics, general statistics or throughput, latency, threads
 * fairness). Report lines are {@code name: value} under a section heading; they are stored as
 * {@code section.name} in sysbench's words, and the ones every tool has under the normalised names.
 */
final class SysbenchRun {

    private static final Pattern KEY_VALUE = Pattern.compile("([A-Za-z0-9][A-Za-z0-9 ./()]*?):\\s+(\\S.*)");
    private static final Pattern PER_SECOND = Pattern.compile("(\\S+)\\s+\\((\\S+) per sec\\.\\)");
    private static final Pattern AVG_STDDEV = Pattern.compile("(\\S+)/(\\S+)");
    /** 1.0's {@code 95th percentile}, 0.4's and 0.5's {@code approx.  95 percentile}. */
    private static final Pattern PERCENTILE = Pattern.compile("(?:approx\\.\\s+)?(\\d+(?:\\.\\d+)?)(?:th)? percentile");
    /** 0.4's and 0.5's latencies, in the report's general section: a figure with its unit, {@code 6.35ms}. */
    private static final Pattern MILLIS = Pattern.compile("(\\S+?)ms");
    /** The subsections of 0.4's and 0.5's latencies, which 1.0 made a section of its own. */
    private static final Set<String> OLD_LATENCY = Set.of("per-request_statistics", "response_time");
    private static final Pattern SECONDS = Pattern.compile("(\\S+?)s");
    /** What sysbench says while it starts and stops, without figures. */
    private static final Pattern CHATTER = Pattern.compile("(Initializing |Threads started!|Report intermediate results"
            + "|Done\\.|setting write concern|Random number generator seed"
            // 0.4 and 0.5 say what they do before the report
            + "|No DB drivers specified|Doing |Running (?!the test with)|Using |Skipping BEGIN|Not using |Time limit exceeded"
            + "|\\(last message repeated|Maximum number of requests).*");

    private final RunDraft draft = new RunDraft(SysbenchNames.FORMAT, "");
    private final long firstLine;
    private final List<IntervalLine> intervals = new ArrayList<>();
    private HistogramSection histogram;
    private boolean inHistogram;
    private String section = "";
    private String subsection = "";
    private int sectionIndent = -1;
    private int subsectionIndent = -1;
    private boolean reportStarted;
    private boolean latencySeen;
    private boolean complete;
    private boolean partial;
    private double transactions = Double.NaN;
    private double transactionRate = Double.NaN;
    private double ignoredErrors = Double.NaN;
    private double events = Double.NaN;
    private double eventRate = Double.NaN;

    SysbenchRun(long firstLine) {
        this.firstLine = firstLine;
    }

    long firstLine() {
        return firstLine;
    }

    boolean reportStarted() {
        return reportStarted;
    }

    /** True after the report's last section, threads fairness, or at least its latency: the run can end. */
    /** The report lost its last lines to a cut. */
    void partial() {
        partial = true;
    }

    boolean complete() {
        return complete || latencySeen;
    }

    boolean finished() {
        return complete;
    }

    void attribute(String key, String value) {
        draft.attribute(key, value);
    }

    /** Reads a line of the run; false when the line is none of its own. */
    boolean accept(String line, String stripped, int at, long lineNumber) throws ImportFailure {
        if (inHistogram) {
            if (histogram.accept(line, stripped, at, lineNumber)) {
                return true;
            }
            inHistogram = false;
        }
        if (stripped.equals(HistogramSection.HEADING)) {
            histogram = new HistogramSection();
            inHistogram = true;
            return true;
        }
        if (CHATTER.matcher(stripped).matches()) {
            return true;
        }
        var interval = IntervalLine.parse(line, stripped, at, lineNumber);
        if (interval.isPresent()) {
            intervals.add(interval.get());
            return true;
        }
        if (stripped.endsWith(":") && !stripped.contains(": ")) {
            heading(stripped.substring(0, stripped.length() - 1), at);
            return true;
        }
        Matcher kv = KEY_VALUE.matcher(stripped);
        if (!kv.matches()) {
            return false;
        }
        if (!subsection.isEmpty() && at <= subsectionIndent) {
            subsection = "";
        }
        if (!reportStarted) {
            return option(kv.group(1), kv.group(2), line, at + kv.start(2), lineNumber);
        }
        figure(kv.group(1), kv.group(2), line, at + kv.start(2), lineNumber);
        return true;
    }

    /** A heading: a section at the left, or a subsection indented under one ({@code queries performed}). */
    private void heading(String name, int indent) {
        String key = name.toLowerCase(Locale.ROOT).replace(" (ms)", "").replace(' ', '_');
        if (!section.isEmpty() && indent > sectionIndent) {
            subsection = key;
            subsectionIndent = indent;
            return;
        }
        if (!name.startsWith("Running the test")) {
            reportStarted = true;
        }
        section = key;
        sectionIndent = indent;
        subsection = "";
    }

    /** The lines before the report: the options sysbench echoes. */
    private boolean option(String key, String value, String line, int at, long lineNumber) throws ImportFailure {
        switch (key) {
            case "Number of threads" -> {
                double threads = LineNumbers.number(line, lineNumber, at, value, "a number of threads");
                draft.attribute(SysbenchNames.ATTR_THREADS, whole(threads, value));
                draft.attribute(AttributeKeys.VUS, whole(threads, value));
            }
            case "Target transaction rate" -> draft.attribute(SysbenchNames.ATTR_RATE, value.replace("/sec", ""));
            default -> {
                return false;
            }
        }
        return true;
    }

    private void figure(String key, String value, String line, int at, long lineNumber) throws ImportFailure {
        String name = ownName(key);
        Matcher percentile = PERCENTILE.matcher(key);
        if (section.equals("threads_fairness")) {
            Matcher pair = AVG_STDDEV.matcher(value);
            if (!pair.matches()) {
                throw LineNumbers.failure(line, lineNumber, at, value, "an average and a deviation such as '428.5000/24.50'");
            }
            String base = "fairness." + key.replace(" (avg/stddev)", "").replace(' ', '_');
            draft.measure(Steps.TOTAL, base + ".avg", LineNumbers.number(line, lineNumber, at, pair.group(1), "a number"), Units.NONE);
            draft.measure(Steps.TOTAL, base + ".stddev",
                    LineNumbers.number(line, lineNumber, at + pair.start(2), pair.group(2), "a number"), Units.NONE);
            complete = complete || key.startsWith("execution time");
            return;
        }
        boolean oldLatency = OLD_LATENCY.contains(subsection);
        if (section.equals("latency") && key.equals("percentile stats") && value.equals("disabled")) {
            // --percentile=0: sysbench kept no histogram, so there is no percentile to read
            return;
        }
        if (section.equals("latency") || oldLatency) {
            Matcher unit = MILLIS.matcher(value);
            if (oldLatency && !unit.matches()) {
                throw LineNumbers.failure(line, lineNumber, at, value, "a latency in milliseconds such as '6.35ms'");
            }
            double millis = LineNumbers.number(line, lineNumber, at, oldLatency ? unit.group(1) : value,
                    "a latency in milliseconds");
            String normalised = percentile.matches() ? Metrics.latencyFor("p" + percentile.group(1)) : Metrics.latencyFor(key);
            if (percentile.matches() && normalised == null) {
                normalised = "latency.p" + percentile.group(1);
            }
            draft.measure(Steps.TOTAL, "latency_ms." + name, millis, Units.MILLISECONDS);
            if (normalised != null) {
                draft.measure(Steps.TOTAL, normalised, millis, Units.MILLISECONDS);
            }
            latencySeen = latencySeen || key.equals("avg");
            return;
        }
        Matcher perSecond = PER_SECOND.matcher(value);
        String metric = (subsection.isEmpty() ? "" : subsection + ".") + name;
        if (perSecond.matches()) {
            double count = LineNumbers.number(line, lineNumber, at, perSecond.group(1), "a count");
            double rate = LineNumbers.number(line, lineNumber, at + perSecond.start(2), perSecond.group(2), "a rate per second");
            draft.measure(Steps.TOTAL, metric, count, Units.COUNT);
            draft.measure(Steps.TOTAL, metric + ".per_sec", rate, Units.PER_SECOND);
            switch (name) {
                case "transactions" -> {
                    transactions = count;
                    transactionRate = rate;
                }
                case "ignored_errors" -> ignoredErrors = count;
                default -> { }
            }
            return;
        }
        Matcher seconds = SECONDS.matcher(value);
        if (seconds.matches() && (key.equals("total time") || key.equals("time elapsed"))) {
            draft.measure(Steps.TOTAL, Metrics.DURATION,
                    LineNumbers.number(line, lineNumber, at, seconds.group(1), "a time in seconds"), Units.SECONDS);
            return;
        }
        if (seconds.matches() && !Character.isDigit(value.charAt(value.length() - 1))) {
            // 0.5's "total time taken by event execution: 38636.1208s"
            draft.measure(Steps.TOTAL, metric, LineNumbers.number(line, lineNumber, at, seconds.group(1),
                    "a time in seconds"), Units.SECONDS);
            return;
        }
        double number = LineNumbers.number(line, lineNumber, at, value, "a number");
        draft.measure(Steps.TOTAL, metric, number, Units.NONE);
        switch (key) {
            case "total number of events" -> events = number;
            case "events/s (eps)", "events per second" -> eventRate = number;
            default -> { }
        }
    }

    /** The run with its normalised figures and series. */
    RunDraft finish() {
        boolean sql = !Double.isNaN(transactions);
        double operations = sql ? transactions : events;
        double throughput = sql ? transactionRate : eventRate;
        if (Double.isNaN(throughput) && !Double.isNaN(events)) {
            double duration = draft.value(Steps.TOTAL, Metrics.DURATION);
            throughput = events / duration;
        }
        draft.measure(Steps.TOTAL, Metrics.OPERATIONS, operations, Units.COUNT);
        draft.measure(Steps.TOTAL, Metrics.THROUGHPUT, throughput, Units.PER_SECOND);
        if (!Double.isNaN(ignoredErrors)) {
            draft.measure(Steps.TOTAL, Metrics.ERRORS, ignoredErrors, Units.COUNT);
            double attempts = transactions + ignoredErrors;
            draft.measure(Steps.TOTAL, Metrics.ERRORS_RATE, attempts == 0 ? 0 : ignoredErrors / attempts, Units.RATIO);
        }
        draft.attribute(AttributeKeys.STATUS, partial ? AttributeKeys.STATUS_PARTIAL : AttributeKeys.STATUS_COMPLETED);
        if (histogram != null && !histogram.isEmpty()) {
            draft.histogram(LatencyHistogram.of(Steps.TOTAL, SysbenchNames.HISTOGRAM, histogram.micros()));
        }
        addSeries();
        return draft;
    }

    private void addSeries() {
        String percentile = intervals.stream().map(IntervalLine::percentile).filter(p -> p != null).findFirst().orElse(null);
        String latency = percentile == null ? null : Metrics.latencyFor("p" + percentile);
        series(intervals.stream().anyMatch(i -> i.figures().containsKey("tps")) ? "tps" : "eps", Metrics.SERIES_RATE, Units.PER_SECOND);
        series("qps", "qps", Units.PER_SECOND);
        series("lat", latency == null ? "latency.p" + percentile : latency, Units.MILLISECONDS);
        series("err/s", "errors.per_sec", Units.PER_SECOND);
        series("reconn/s", "reconnects.per_sec", Units.PER_SECOND);
        series("thds", Metrics.SERIES_VUS, Units.COUNT);
    }

    private void series(String figure, String metric, String unit) {
        List<SeriesPoint> points = new ArrayList<>();
        for (IntervalLine interval : intervals) {
            Double value = interval.figures().get(figure);
            if (value != null) {
                points.add(new SeriesPoint(Math.round(interval.seconds()), value));
            }
        }
        if (!points.isEmpty()) {
            draft.series(new Series(Steps.TOTAL, metric, unit, points));
        }
    }

    /** sysbench's words as a metric name: {@code ignored errors} → {@code ignored_errors}. */
    private static String ownName(String key) {
        // 0.4's and 0.5's "approx.  95 percentile" as approx_95_percentile
        return key.toLowerCase(Locale.ROOT).replace(" (eps)", "").replaceAll("\\.?\\s+", "_");
    }

    private static String whole(double value, String text) {
        return value == Math.rint(value) ? Long.toString((long) value) : text;
    }

    Map<String, String> attributes() {
        return draft.attributes().values();
    }
}
