package org.benchlens.imports.k6.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.Fences;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.k6.K6StoredNames;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

import static org.benchlens.imports.k6.text.K6TextPatterns.match;

/**
 * Reads k6 text output line by line. A run begins with its banner, preamble, progress or first
 * summary line and ends where the next one begins, at a fence, heading, command or context
 * line, or at the end; context in force when a run begins becomes its attributes.
 */
final class K6TextReading {

    private static final int EXAMPLES = 3;
    /** Longest metric, check or group name taken; k6's own are far shorter. */
    static final int MAX_NAME = 200;
    /** Longest step (scenario and group path) the store keeps. */
    static final int MAX_STEP = 500;

    private final ImportContext sink;
    private final String fileName;
    private final K6TextContext context = new K6TextContext();
    private K6TextRun run;
    private boolean inFence;
    private boolean codeFence;
    /** The progress lines read belong to the run whose summary they follow. */
    private boolean trailingProgress;
    private long lineNumber;
    private int notUnderstood;
    private long lastNotUnderstood;
    private int emitted;
    private final List<String> examples = new ArrayList<>();

    K6TextReading(ImportContext sink, String fileName) {
        this.sink = sink;
        this.fileName = fileName;
    }

    void line(long number, String raw) throws ImportFailure {
        lineNumber = number;
        String line = K6TextPatterns.withoutAnsi(raw);
        if (line.isBlank()) {
            return;
        }
        if (Fences.isFence(line)) {
            finishRun();
            codeFence = !inFence && Fences.opensCode(line);
            inFence = !inFence;
            return;
        }
        if (codeFence) {
            // a script or a config in a write-up: its "key: value" lines say nothing about a run
            return;
        }
        K6MetricLine metric = K6MetricLine.match(line);
        if (metric != null) {
            metric(metric);
        } else if (!summaryLine(line) && !preambleLine(line) && !surroundingLine(line)) {
            notUnderstood(line);
        }
    }

    /**
     * The input ended without a line break: unless the run under way already had its last progress lines, when
     * its last line did not read, or the run has neither http_reqs nor iterations, the file was cut inside it.
     * The run is left out with a note; a file with no run before it is refused.
     */
    void leaveOutARunCutShort() throws ImportFailure {
        if (run == null) {
            return;
        }
        boolean lastLineLost = lastNotUnderstood == lineNumber;
        Map<String, K6TextMetric> total = run.metricsByStep().getOrDefault(Steps.TOTAL, Map.of());
        String cut = "the file ends in the middle of line " + lineNumber + ", inside the k6 run that starts at line "
                + run.firstLine() + " (is it truncated?)";
        if (trailingProgress) {
            // k6 prints its last progress bars after the whole summary: the run is whole, and a line after
            // them that does not read (a shell's prompt, a note) was never part of it
            sink.note(LineNote.at(fileName, lineNumber, "the file ends without a line break "
                    + (lastLineLost ? "at line " + lineNumber + ", after the progress lines"
                            : "after the progress line " + lineNumber)
                    + ", printed after the summary of the k6 run that starts at line " + run.firstLine()
                    + "; that run is whole"));
            return;
        }
        if (!lastLineLost && K6TextDrafts.first(total, K6TextDrafts.OPERATIONS) != null) {
            // a line that reads may still have lost figures at its end (vus_max's min and max)
            sink.note(LineNote.at(fileName, lineNumber, cut + "; the line is read as it is, but its last figures may be"
                    + " short or missing"));
            return;
        }
        if (emitted == 0) {
            throw failure(cut);
        }
        sink.note(LineNote.at(fileName, lineNumber, cut + "; that run was left out"));
        if (lastLineLost) {
            notUnderstood--;
            examples.removeIf(example -> example.startsWith("line " + lineNumber + " "));
        }
        run = null;
    }

    /** Ends the last run and notes what was left out. */
    void end() {
        finishRun();
        if (notUnderstood > 0) {
            sink.note(notUnderstood + (notUnderstood == 1 ? " line was" : " lines were")
                    + " not understood as k6 output or context and left out: " + String.join("; ", examples)
                    + (notUnderstood > examples.size() ? "; ..." : ""));
        }
    }

    private void metric(K6MetricLine line) throws ImportFailure {
        trailingProgress = false;
        if (run == null) {
            startRun();
        }
        String name = run.nameOf(line);
        if (run.repeats(name)) {
            finishRun();
            startRun();
            name = run.nameOf(line);
        }
        // the name as stored: a sub-metric line prints only its tags
        if (name.length() > MAX_NAME) {
            throw failure("expected a k6 metric name of at most " + MAX_NAME + " characters, found one of "
                    + name.length());
        }
        K6CutFigure cut = K6CutFigure.atEnd(line.data());
        String data = cut == null ? line.data() : K6CutFigure.without(line.data());
        K6MetricValues.Parsed values = K6MetricValues.parseTolerant(name, data, lineNumber, line.dataColumn());
        if (values.ignored() != null) {
            sink.note(LineNote.at(fileName, lineNumber, "ignored \"" + values.ignored() + "\" after " + name));
        }
        run.metric(line, values.metric());
        if (cut != null) {
            run.cut(name, cut, lineNumber);
        }
    }

    /**
     * A figure the terminal cut is taken from the threshold line that prints it whole, or left out:
     * read as it is, {@code 21.44m} would be minutes where k6 printed milliseconds.
     */
    private void resolveCuts() {
        for (K6TextRun.Cut cut : run.cuts()) {
            K6CutFigure figure = cut.figure();
            K6TextRun.ThresholdFigure whole = figure.stat() == null ? null : run.thresholdFigure(cut.metric(), figure.stat());
            OptionalDouble millis = whole == null || !figure.isStartOf(whole.text())
                    ? OptionalDouble.empty() : Quantities.millis(whole.text());
            if (millis.isPresent()) {
                run.restore(cut, new K6TextMetric.Value(millis.getAsDouble(), Units.MILLISECONDS));
                sink.note(LineNote.at(fileName, cut.line(), "\"" + figure.printed() + "\" of " + cut.metric()
                        + " was cut by the terminal; " + figure.stat() + "=" + whole.text()
                        + " taken from the threshold line " + whole.line()));
            } else {
                sink.note(LineNote.at(fileName, cut.line(), "\"" + figure.printed() + "\" of " + cut.metric()
                        + " was cut by the terminal and no threshold line prints it whole; left out"));
            }
        }
    }

    /** Titles, checks, thresholds and category lines of a summary. */
    private boolean summaryLine(String line) throws ImportFailure {
        Matcher m;
        if ((m = match(K6TextPatterns.CHECK_COUNTS, line)) != null) {
            if (run != null) {
                run.checkCounts(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)));
            }
            return run != null;
        }
        if ((m = match(K6TextPatterns.BLOCK_TITLE, line)) != null) {
            if (run == null || run.isOpenedAgainBy(m.group(2))) {
                finishRun();
                startRun();
            }
            run.title(true, m.group(1).length(), named(m.group(2), "group or scenario"));
            stepFits();
            return true;
        }
        if (run == null) {
            return false;
        }
        if ((m = match(K6TextPatterns.NESTED_GROUP, line)) != null) {
            run.title(false, m.group(1).length(), named(m.group(2), "group"));
            stepFits();
            return true;
        }
        if ((m = match(K6TextPatterns.MARKED, line)) != null) {
            boolean passed = m.group(2).equals("✓");
            if (run.inThresholds() || m.group(3).startsWith("'")) {
                run.thresholdResult(passed);
                Matcher figure = K6TextPatterns.THRESHOLD_FIGURE.matcher(m.group(3));
                if (figure.matches()) {
                    run.thresholdFigure(figure.group(1), figure.group(2), lineNumber);
                }
            } else {
                run.check(m.group(1).length(), passed, named(m.group(3), "check"));
            }
            return true;
        }
        if (run.inThresholds() && (m = match(K6TextPatterns.BARE_NAME, line)) != null) {
            run.thresholdMetric(m.group(1));
            return true;
        }
        return match(K6TextPatterns.CATEGORY, line) != null;
    }

    /** The banner, options, scenarios, progress and log lines k6 prints before its summary. */
    private boolean preambleLine(String line) {
        Matcher m;
        if ((m = match(K6TextPatterns.RUNNING, line)) != null) {
            OptionalDouble millis = Quantities.millis(m.group(1));
            if (millis.isPresent()) {
                double seconds = millis.getAsDouble() / 1000;
                K6TextRun current = endOfSummarised(seconds, Double.parseDouble(m.group(4))) ? run : freshRun();
                current.running(seconds, Integer.parseInt(m.group(3)));
            }
            return millis.isPresent();
        }
        if ((m = match(K6TextPatterns.PROGRESS, line)) != null) {
            K6TextRun current = trailingProgress ? run : freshRun();
            if ("✗".equals(m.group(2))) {
                current.status(AttributeKeys.STATUS_CANCELLED);
            }
            return true;
        }
        if ((m = match(K6TextPatterns.SCENARIOS, line)) != null) {
            freshRun().plannedMaxVus(Integer.parseInt(m.group(1)));
            return true;
        }
        if ((m = match(K6TextPatterns.EXECUTOR, line)) != null && run != null && !run.hasSummary()) {
            run.executor(m.group(1), m.group(2));
            return true;
        }
        if ((m = match(K6TextPatterns.PREAMBLE, line)) != null) {
            K6TextRun current = freshRun();
            if (m.group(1).equals("script") && !m.group(2).isEmpty() && !m.group(2).equals("-")) {
                current.bannerScript(m.group(2));
            }
            return true;
        }
        if (match(K6TextPatterns.INIT, line) != null || K6TextPatterns.isBanner(line)) {
            freshRun();
            return true;
        }
        if (match(K6TextPatterns.LOG, line) != null) {
            logged(line);
            return true;
        }
        return false;
    }

    /**
     * Headings, command lines and context lines: they describe the runs that follow. Each ends the
     * run before it, which keeps the context it began with.
     */
    private boolean surroundingLine(String line) {
        if (line.startsWith("#") && context.heading(line)) {
            finishRun();
            return true;
        }
        K6CommandLine command = K6CommandLine.match(line);
        if (command != null) {
            finishRun();
            context.command(command);
            return true;
        }
        if (context.contextLine(line)) {
            finishRun();
            return true;
        }
        return false;
    }

    /** k6 logs why a run stopped early: a signal (cancelled) or abortOnFail, test.abort() (aborted). */
    private void logged(String line) {
        if (run == null) {
            return;
        }
        String text = line.toLowerCase(Locale.ROOT);
        if (text.contains("signal") || text.contains("interrupted by")) {
            run.status(AttributeKeys.STATUS_CANCELLED);
        } else if (text.contains("abort") || text.contains("prematurely")) {
            run.status(AttributeKeys.STATUS_ABORTED);
        }
    }

    /**
     * k6 1.x prints the last state of its progress bars after the summary (its summary is written
     * before the bars stop), and k6 0.x writing to a file repeats its last one there: a {@code running}
     * line whose completed iterations are the summarised run's, at the time of the run's last
     * {@code running} line if it had one, and the scenario bars after it, end that run rather than
     * begin another.
     */
    private boolean endOfSummarised(double seconds, double completeIterations) {
        K6TextMetric iterations = run == null || !run.hasSummary() ? null
                : run.metricsByStep().getOrDefault(Steps.TOTAL, Map.of()).get("iterations");
        K6TextMetric.Value count = iterations == null ? null : iterations.stat("count");
        trailingProgress = count != null && count.number() == completeIterations
                && (run.durationSeconds() == null || run.durationSeconds() == seconds);
        return trailingProgress;
    }

    /** The run to add preamble lines to: a new one when the current one already has its summary. */
    private K6TextRun freshRun() {
        if (run != null && run.hasSummary()) {
            finishRun();
        }
        if (run == null) {
            startRun();
        }
        return run;
    }

    private void startRun() {
        trailingProgress = false;
        run = new K6TextRun(lineNumber, context.snapshot());
    }

    private void finishRun() {
        trailingProgress = false;
        if (run == null) {
            return;
        }
        if (run.hasSummary()) {
            resolveCuts();
            noteThroughputSource();
            noteMetricsKeptApart();
            sink.emit(K6TextDrafts.draft(run, K6TextSummaryImporter.FORMAT));
            emitted++;
        } else {
            sink.note("line " + run.firstLine() + ": a k6 run starts there but no end-of-test summary follows;"
                    + " nothing was stored for it");
        }
        run = null;
    }

    /** Without http_reqs the throughput is the iterations rate: say so, and name the other counters. */
    private void noteThroughputSource() {
        Map<String, K6TextMetric> total = run.metricsByStep().getOrDefault(Steps.TOTAL, Map.of());
        K6TextMetric operations = K6TextDrafts.first(total, K6TextDrafts.OPERATIONS);
        if (operations == null) {
            sink.note(LineNote.at(fileName, run.firstLine(), "the k6 summary there has neither http_reqs nor"
                    + " iterations, so its throughput is not known"));
        } else if (!operations.name().equals("http_reqs")) {
            List<String> counters = total.values().stream()
                    .filter(m -> m.kind() == K6TextMetric.Kind.COUNTER && m.stats().containsKey("rate")
                            && Units.PER_SECOND.equals(m.stats().get("rate").unit()) && m != operations)
                    .map(m -> m.name() + " " + rounded(m.stats().get("rate").number()) + "/s")
                    .toList();
            sink.note(LineNote.at(fileName, run.firstLine(), "the k6 summary there has no http_reqs (not an HTTP"
                    + " test), so its throughput is the iterations rate, "
                    + rounded(operations.stats().get("rate").number()) + "/s"
                    + (counters.isEmpty() ? "" : "; its own counters are kept under their names: "
                    + String.join(", ", counters))));
        }
    }

    /** A script's metric that would bear a normalised name is stored as k6:<name>: say which. */
    private void noteMetricsKeptApart() {
        List<String> apart = run.metricsByStep().values().stream()
                .flatMap(metrics -> metrics.values().stream())
                .flatMap(metric -> metric.stats().keySet().stream()
                        .filter(stat -> K6StoredNames.isApart(metric.name(), stat))
                        .map(stat -> metric.name() + "." + stat))
                .distinct().toList();
        if (!apart.isEmpty()) {
            sink.note(LineNote.at(fileName, run.firstLine(), "the script's own " + String.join(", ", apart)
                    + (apart.size() == 1 ? " is" : " are") + " kept as " + K6StoredNames.APART
                    + "<name>, apart from BenchLens's normalised measurements of the same names"));
        }
    }

    private static String rounded(double perSecond) {
        return String.format(Locale.ROOT, "%.2f", perSecond);
    }

    private String named(String name, String what) throws ImportFailure {
        if (name.length() > MAX_NAME) {
            throw failure("expected a " + what + " name of at most " + MAX_NAME + " characters, found one of "
                    + name.length());
        }
        return name;
    }

    private void stepFits() throws ImportFailure {
        if (run.step().length() > MAX_STEP) {
            throw failure("expected groups nested less deeply: the group path is longer than " + MAX_STEP
                    + " characters");
        }
    }

    private ImportFailure failure(String message) {
        return ImportFailure.atLine(lineNumber, message);
    }

    private void notUnderstood(String line) {
        notUnderstood++;
        lastNotUnderstood = lineNumber;
        if (examples.size() < EXAMPLES) {
            String text = line.strip();
            examples.add("line " + lineNumber + " \"" + (text.length() > 80 ? text.substring(0, 77) + "..." : text) + "\"");
        }
    }
}
