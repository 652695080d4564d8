package org.benchlens.imports.k6.text;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.benchlens.model.Attributes;
import org.benchlens.model.Steps;

/**
 * One k6 run being read from its text output: the preamble (banner, scenarios), the progress
 * lines, and the end-of-test summary, in the layout before v1 (metrics, then {@code █ group}
 * lines with their checks) or from v1 ({@code █ THRESHOLDS}, {@code █ TOTAL RESULTS},
 * {@code █ GROUP: …}, {@code █ SCENARIO: …} with nested {@code ↳ GROUP: …}).
 */
final class K6TextRun {

    /** A check and its outcome; passes and fails are NaN where k6 printed only the mark. */
    record Check(String step, String name, boolean passed, double passes, double fails) {

        /** The share of passes; 1 for a check marked passed without its counts, unknown for a failed one. */
        double rate() {
            if (passes + fails > 0) {
                return passes / (passes + fails);
            }
            return passed ? 1.0 : Double.NaN;
        }
    }

    private record Level(int indent, String path) {
    }

    /** A figure of a metric line cut by the terminal, and where. */
    record Cut(String step, String metric, K6CutFigure figure, long line) {
    }

    /** A statistic as a threshold line prints it whole: {@code p(95)=21.44ms}. */
    record ThresholdFigure(String text, long line) {
    }

    private final long firstLine;
    private final Attributes context;
    private final Map<String, Map<String, K6TextMetric>> metricsByStep = new LinkedHashMap<>();
    private final Map<String, String> parentMetricByStep = new LinkedHashMap<>();
    private final List<Check> checks = new ArrayList<>();
    private final Set<String> groups = new LinkedHashSet<>();
    private final Deque<Level> levels = new ArrayDeque<>();
    private final Set<String> failedThresholds = new LinkedHashSet<>();
    private final Map<String, String> executors = new LinkedHashMap<>();
    private final List<Cut> cuts = new ArrayList<>();
    private final Map<String, Map<String, ThresholdFigure>> thresholdFigures = new LinkedHashMap<>();
    private String step = Steps.TOTAL;
    private String scenarioBlock = "";
    private boolean v1Layout;
    private boolean inThresholds;
    private String thresholdMetric = "";
    private boolean anyThreshold;
    private Double durationSeconds;
    private Integer runningVus;
    private Integer plannedMaxVus;
    private String status;
    private String bannerScript;

    K6TextRun(long firstLine, Attributes context) {
        this.firstLine = firstLine;
        this.context = context;
    }

    long firstLine() {
        return firstLine;
    }

    Attributes context() {
        return context;
    }

    boolean hasSummary() {
        return !metricsByStep.isEmpty();
    }

    /** The step the lines now read belong to: total, a scenario or a group path. */
    String step() {
        return step;
    }

    boolean inThresholds() {
        return inThresholds;
    }

    /** The full k6 name of a metric line: sub-metric lines print only their tags. */
    String nameOf(K6MetricLine line) {
        if (line.isSubMetric()) {
            return line.subMetricName(parentMetricByStep.getOrDefault(step, ""));
        }
        return line.name();
    }

    /** True when a {@code █ title} line opens the summary of a next run. */
    boolean isOpenedAgainBy(String blockTitle) {
        return blockTitle.equals("THRESHOLDS") && hasSummary()
                || blockTitle.equals("TOTAL RESULTS") && metricsByStep.containsKey(Steps.TOTAL);
    }

    /** True when the current block already has this metric: the line belongs to a next run. */
    boolean repeats(String name) {
        return !v1Layout && metricsByStep.getOrDefault(step, Map.of()).containsKey(name);
    }

    void metric(K6MetricLine line, K6TextMetric metric) {
        if (!v1Layout) {
            levels.clear();
        }
        if (!line.isSubMetric()) {
            parentMetricByStep.put(step, metric.name());
        }
        if (line.thresholdMark() != 0) {
            anyThreshold = true;
            if (line.thresholdMark() == '✗') {
                failedThresholds.add(metric.name());
            }
        }
        metricsByStep.computeIfAbsent(step, s -> new LinkedHashMap<>()).put(metric.name(), metric);
    }

    /** A {@code █ title} line ({@code block}) or a nested {@code ↳ GROUP: name} line. */
    void title(boolean block, int indent, String title) {
        inThresholds = false;
        if (block && title.equals("THRESHOLDS")) {
            v1Layout = true;
            inThresholds = true;
        } else if (block && title.equals("TOTAL RESULTS")) {
            v1Layout = true;
            enterBlock("", Steps.TOTAL);
        } else if (block && title.startsWith("SCENARIO: ")) {
            v1Layout = true;
            String scenario = title.substring("SCENARIO: ".length()).strip();
            enterBlock(scenario, scenario);
        } else if (block && v1Layout && title.startsWith("GROUP: ")) {
            enterBlock("", Steps.TOTAL);
            nestGroup(indent, title.substring("GROUP: ".length()).strip());
        } else if (!block) {
            nestGroup(indent, title.startsWith("GROUP: ") ? title.substring("GROUP: ".length()).strip() : title);
        } else {
            // before v1, a group prints as its name and shows only its checks
            nestGroup(indent, title);
            step = Steps.TOTAL;
        }
    }

    /** A bare metric name in the thresholds block, naming the metric of the lines that follow. */
    void thresholdMetric(String name) {
        boolean tags = name.startsWith("{") && name.endsWith("}");
        thresholdMetric = tags
                ? thresholdMetric.split("\\{", 2)[0] + "{" + name.substring(1, name.length() - 1).strip() + "}"
                : name;
    }

    /** {@code ✓ 'p(95)<1500' p(95)=148.21ms} in the thresholds block. */
    void thresholdResult(boolean passed) {
        anyThreshold = true;
        if (!passed) {
            failedThresholds.add(thresholdMetric);
        }
    }

    /** The figure after a threshold's expression: {@code 'p(95)<2000' p(95)=21.44ms}. */
    void thresholdFigure(String stat, String text, long line) {
        thresholdFigures.computeIfAbsent(thresholdMetric, m -> new LinkedHashMap<>())
                .putIfAbsent(stat, new ThresholdFigure(text, line));
    }

    ThresholdFigure thresholdFigure(String metric, String stat) {
        return thresholdFigures.getOrDefault(metric, Map.of()).get(stat);
    }

    /** The last figure of the metric line just read was cut by the terminal and left out of it. */
    void cut(String metric, K6CutFigure figure, long line) {
        cuts.add(new Cut(step, metric, figure, line));
    }

    List<Cut> cuts() {
        return cuts;
    }

    /** Gives a metric read earlier one more statistic: a cut figure taken from its threshold line. */
    void restore(Cut cut, K6TextMetric.Value value) {
        Map<String, K6TextMetric> metrics = metricsByStep.get(cut.step());
        K6TextMetric metric = metrics == null ? null : metrics.get(cut.metric());
        if (metric != null) {
            Map<String, K6TextMetric.Value> stats = new LinkedHashMap<>(metric.stats());
            stats.put(cut.figure().stat(), value);
            metrics.put(metric.name(), new K6TextMetric(metric.name(), metric.kind(), stats));
        }
    }

    void check(int indent, boolean passed, String name) {
        String checkStep = step;
        if (!v1Layout) {
            while (!levels.isEmpty() && levels.peek().indent() >= indent) {
                levels.pop();
            }
            checkStep = levels.isEmpty() ? Steps.TOTAL : levels.peek().path();
        }
        checks.add(new Check(checkStep, name, passed, Double.NaN, passed ? 0 : Double.NaN));
    }

    /** {@code ↳  50% — ✓ 45 / ✗ 45} under a failed check. */
    void checkCounts(double passes, double fails) {
        if (!checks.isEmpty()) {
            Check last = checks.remove(checks.size() - 1);
            checks.add(new Check(last.step(), last.name(), last.passed(), passes, fails));
        }
    }

    void running(double seconds, int vus) {
        durationSeconds = seconds;
        runningVus = vus;
    }

    void plannedMaxVus(int vus) {
        plannedMaxVus = vus;
    }

    void executor(String name, String description) {
        executors.put(name, description);
    }

    void bannerScript(String script) {
        bannerScript = script;
    }

    /** Cancelled or aborted; the first reason given is kept. */
    void status(String incomplete) {
        if (status == null) {
            status = incomplete;
        }
    }

    Map<String, Map<String, K6TextMetric>> metricsByStep() {
        return metricsByStep;
    }

    List<Check> checks() {
        return checks;
    }

    Set<String> groups() {
        return groups;
    }

    /** passed or failed, or null when no threshold was shown. */
    String thresholds() {
        return anyThreshold ? (failedThresholds.isEmpty() ? "passed" : "failed") : null;
    }

    Set<String> failedThresholds() {
        return failedThresholds;
    }

    Map<String, String> executors() {
        return executors;
    }

    Double durationSeconds() {
        return durationSeconds;
    }

    Integer runningVus() {
        return runningVus;
    }

    Integer plannedMaxVus() {
        return plannedMaxVus;
    }

    String status() {
        return status;
    }

    String bannerScript() {
        return bannerScript;
    }

    private void enterBlock(String scenario, String blockStep) {
        levels.clear();
        scenarioBlock = scenario;
        step = blockStep;
    }

    /** Groups nest by indentation; a group inside a scenario block is named {@code scenario::group}. */
    private void nestGroup(int indent, String name) {
        while (!levels.isEmpty() && levels.peek().indent() >= indent) {
            levels.pop();
        }
        String parent = levels.isEmpty() ? scenarioBlock : levels.peek().path();
        String path = parent.isEmpty() ? name : parent + "::" + name;
        levels.push(new Level(indent, path));
        groups.add(path);
        step = path;
    }
}
