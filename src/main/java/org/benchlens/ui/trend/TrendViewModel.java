package org.benchlens.ui.trend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.benchlens.analysis.changepoint.ChangePointSettings;
import org.benchlens.analysis.trend.NaturalOrder;
import org.benchlens.analysis.trend.TrendChange;
import org.benchlens.analysis.trend.TrendOrder;
import org.benchlens.analysis.trend.TrendRequest;
import org.benchlens.analysis.trend.TrendSeries;
import org.benchlens.analysis.trend.Trends;
import org.benchlens.app.Workspace;
import org.benchlens.charts.BuiltChart;
import org.benchlens.charts.ChartText;
import org.benchlens.charts.TrendChart;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.ui.common.Background;
import org.benchlens.ui.common.CompareScope;
import org.benchlens.ui.common.CompareSides;

/**
 * The Trend window's state: the runs of its scope, the settings of {@code benchlens trend}, and what
 * they give: the chart, and the change points as rows of a table, each able to say which runs lie on
 * either side of it.
 */
public final class TrendViewModel {

    /** The step choice that makes every step a series of its own, as {@code trend} without {@code --step}. */
    public static final String EVERY_STEP = "every step";
    /** The lines choice of one series per step. */
    public static final String NO_LINES = "none";

    private final Workspace workspace;
    private final Background background;
    private final CompareScope scope;
    private final List<RunResult> runs = new ArrayList<>();
    private final StringProperty metric = new SimpleStringProperty();
    private final StringProperty step = new SimpleStringProperty(EVERY_STEP);
    private final StringProperty lines = new SimpleStringProperty(NO_LINES);
    private final StringProperty order = new SimpleStringProperty(TrendOrder.DATE.attribute());
    private final ObjectProperty<Integer> window = new SimpleObjectProperty<>(ChangePointSettings.DEFAULT_WINDOW);
    private final ObjectProperty<Double> maxPValue = new SimpleObjectProperty<>(ChangePointSettings.DEFAULT_MAX_P_VALUE);
    /** Otava's --min-magnitude as a percentage: 5 is 0.05. */
    private final ObjectProperty<Double> minMagnitudePercent = new SimpleObjectProperty<>(0.0);
    private final ObservableList<String> metrics = FXCollections.observableArrayList();
    private final ObservableList<String> steps = FXCollections.observableArrayList();
    private final ObservableList<String> lineChoices = FXCollections.observableArrayList();
    private final ObservableList<String> orders = FXCollections.observableArrayList();
    private final ObservableList<ChangeRow> changes = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<BuiltChart> chart = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("Reading the runs…");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private boolean loading;

    public TrendViewModel(Workspace workspace, Background background, CompareScope scope) {
        this.workspace = workspace;
        this.background = background;
        this.scope = scope;
        for (Observable setting : List.of(metric, step, lines, order, window, maxPValue, minMagnitudePercent)) {
            setting.addListener(o -> recompute());
        }
    }

    /** Reads the runs of the scope in the background, then finds the changes. */
    public void load() {
        List<Long> ids = scope.runs().stream().map(Run::id).toList();
        background.run("Reading " + ids.size() + " runs for their trend", progress -> workspace.runs().results(Map.of(), ids),
                this::loaded, failure -> problem.set("Could not read the runs: " + failure.getMessage()));
    }

    private void loaded(List<RunResult> read) {
        runs.clear();
        runs.addAll(read);
        Set<String> metricNames = new TreeSet<>();
        Set<String> stepNames = new TreeSet<>(NaturalOrder.INSTANCE);
        Map<String, Set<String>> valuesOf = new HashMap<>();
        for (RunResult result : read) {
            result.run().attributes().values().forEach((key, value) ->
                    valuesOf.computeIfAbsent(key, k -> new TreeSet<>()).add(value));
            for (Measurement m : result.measurements()) {
                metricNames.add(m.metric());
                stepNames.add(m.step());
            }
        }
        // lines and order by what tells the runs apart: an attribute all of them share orders nothing, nor does
        // where a run was found (a report's row number)
        Set<String> keys = new TreeSet<>();
        valuesOf.forEach((key, values) -> {
            if (values.size() > 1 && !AttributeKeys.WHERE_FOUND.contains(key)) {
                keys.add(key);
            }
        });
        loading = true;
        try {
            metrics.setAll(metricNames);
            steps.setAll(withFirst(EVERY_STEP, stepNames));
            lineChoices.setAll(withFirst(NO_LINES, keys));
            List<String> orderChoices = new ArrayList<>(List.of(TrendOrder.DATE.attribute(), TrendOrder.ID.attribute()));
            orderChoices.addAll(keys);
            orders.setAll(orderChoices);
            metric.set(read.isEmpty() ? null : Trends.defaultMetric(read));
            // opens on one step and by version where runs carry one: every step on one axis flattens all but the
            // largest, and dates of imported reports are often the day of the import
            step.set(stepNames.size() > 1 ? (stepNames.contains(Steps.TOTAL) ? Steps.TOTAL : stepNames.iterator().next())
                    : EVERY_STEP);
            boolean versioned = keys.contains(AttributeKeys.VERSION)
                    && read.stream().allMatch(r -> r.run().attribute(AttributeKeys.VERSION) != null);
            order.set(versioned ? AttributeKeys.VERSION : TrendOrder.DATE.attribute());
        } finally {
            loading = false;
        }
        recompute();
    }

    private static List<String> withFirst(String first, Set<String> rest) {
        List<String> all = new ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return all;
    }

    private void recompute() {
        if (loading) {
            return;
        }
        changes.clear();
        if (runs.isEmpty()) {
            fail(scope.runs().isEmpty() ? "No runs: the list shows none" : "Reading the runs…");
            return;
        }
        List<TrendSeries> series;
        TrendRequest request;
        try {
            ChangePointSettings settings = new ChangePointSettings(number(window.get(), "window"),
                    number(maxPValue.get(), "largest p value"), number(minMagnitudePercent.get(), "smallest change") / 100);
            request = new TrendRequest(metric.get(), EVERY_STEP.equals(step.get()) ? null : step.get(),
                    NO_LINES.equals(lines.get()) ? null : lines.get(), TrendOrder.parse(order.get()), settings);
            series = Trends.of(runs, request);
            chart.set(TrendChart.build(series, Trends.labels(runs, request), runs, ChartText.NONE, Set.of()));
        } catch (IllegalArgumentException e) {
            fail(e.getMessage());
            return;
        }
        for (TrendSeries s : series) {
            for (int i = 0; i < s.changes().size(); i++) {
                changes.add(new ChangeRow(s, i));
            }
        }
        problem.set("");
        long found = changes.size();
        summary.set(series.size() + " series, " + found
                + (found == 1 ? " change" : " changes") + " (window " + window.get() + ", p ≤ " + maxPValue.get()
                + (minMagnitudePercent.get() > 0 ? ", at least " + minMagnitudePercent.get() + " %" : "") + "); "
                + scope.describe());
    }

    private void fail(String message) {
        chart.set(null);
        summary.set("");
        problem.set(message);
    }

    private static <T extends Number> T number(T value, String what) {
        if (value == null) {
            throw new IllegalArgumentException("Type a number as the " + what);
        }
        return value;
    }

    /** The Compare window's scope for a change: the runs of the level before it against those of the level it starts. */
    public CompareScope sidesOf(ChangeRow row) {
        Map<Long, String> sideOf = new HashMap<>();
        List<Run> compared = new ArrayList<>();
        Map<Long, Run> byId = new HashMap<>();
        runs.forEach(r -> byId.put(r.run().id(), r.run()));
        List<TrendChange> all = row.series().changes();
        int from = row.position() == 0 ? 0 : all.get(row.position() - 1).index();
        int at = row.change().index();
        int to = row.position() + 1 < all.size() ? all.get(row.position() + 1).index() : row.series().points().size();
        for (int i = from; i < to; i++) {
            long id = row.series().points().get(i).run();
            if (sideOf.putIfAbsent(id, i < at ? CompareSides.BEFORE : CompareSides.AFTER) == null) {
                compared.add(byId.get(id));
            }
        }
        String about = row.series().name() + " before and after " + row.change().x() + " (the trend's "
                + (at - from) + " + " + (to - at) + " points)";
        return CompareScope.of(compared, new CompareSides(sideOf, row.series().metric(), about));
    }

    /** One change point of one series, the {@code position}-th of its changes. */
    public record ChangeRow(TrendSeries series, int position) {

        public TrendChange change() {
            return series.changes().get(position);
        }
    }

    public StringProperty metricProperty() {
        return metric;
    }

    public StringProperty stepProperty() {
        return step;
    }

    public StringProperty linesProperty() {
        return lines;
    }

    public StringProperty orderProperty() {
        return order;
    }

    public ObjectProperty<Integer> windowProperty() {
        return window;
    }

    public ObjectProperty<Double> maxPValueProperty() {
        return maxPValue;
    }

    public ObjectProperty<Double> minMagnitudePercentProperty() {
        return minMagnitudePercent;
    }

    public ObservableList<String> metrics() {
        return metrics;
    }

    public ObservableList<String> steps() {
        return steps;
    }

    public ObservableList<String> lineChoices() {
        return lineChoices;
    }

    public ObservableList<String> orders() {
        return orders;
    }

    public ObservableList<ChangeRow> changes() {
        return changes;
    }

    public ReadOnlyObjectProperty<BuiltChart> chartProperty() {
        return chart.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
