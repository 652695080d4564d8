package org.benchlens.ui.runner;

import java.util.List;

import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.layout.VBox;

import org.benchlens.model.ThroughputUnit;
import org.benchlens.runner.LivePoint;

/**
 * Throughput and p95 of the selected workload, second by second, as two small charts one above
 * the other (one value axis each). Each part of a workload (a level of a sweep, a step of YBIO or
 * the Insert Benchmark) counts its time from zero: it is drawn as its own series on its own time,
 * not joined to the part before it. The p95 chart shows only when the workload measures p95 live.
 */
public final class LiveChart extends VBox {

    private final LineChart<Number, Number> throughputChart;
    private final LineChart<Number, Number> p95Chart;
    private XYChart.Series<Number, Number> throughput;
    private XYChart.Series<Number, Number> p95;
    private long lastSecond;
    private final ListChangeListener<LivePoint> follow = change -> {
        while (change.next()) {
            if (change.wasRemoved()) {
                reset(change.getList());
                return;
            }
            change.getAddedSubList().forEach(this::add);
        }
    };
    private ObservableList<LivePoint> shown;

    LiveChart() {
        throughputChart = chart("Throughput", ThroughputUnit.OPERATIONS, "throughput");
        p95Chart = chart("p95 latency", "ms", "p95");
        throughputChart.setId("throughputChart");
        p95Chart.setId("p95Chart");
        p95Chart.managedProperty().bind(p95Chart.visibleProperty());
        getChildren().addAll(throughputChart, p95Chart);
        setSpacing(4);
    }

    /**
     * Shows the points of another workload, and follows them as they come; the value axis says what the
     * workload counts in the words of the runs list (req/s for HTTP load and k6, rows/s for YBIO).
     */
    void show(ObservableList<LivePoint> points, String workloadKind) {
        throughputChart.getYAxis().setLabel(workloadKind == null ? ThroughputUnit.OPERATIONS
                : ThroughputUnit.of("http".equals(workloadKind) ? "runner-http" : workloadKind, null));
        if (shown != null) {
            shown.removeListener(follow);
        }
        shown = points;
        reset(points == null ? FXCollections.observableArrayList() : points);
        if (points != null) {
            points.addListener(follow);
        }
    }

    /** New series rather than emptied ones: a line chart does not redraw a series that became empty. */
    private void reset(List<? extends LivePoint> points) {
        throughputChart.getData().clear();
        p95Chart.getData().clear();
        throughput = null;
        p95 = null;
        p95Chart.setVisible(false);
        points.forEach(this::add);
    }

    private void add(LivePoint point) {
        if (throughput == null || point.elapsedSeconds() < lastSecond
                || (point.part() != null && !point.part().equals(throughput.getName()))) {
            startPart(point.part());
        }
        lastSecond = point.elapsedSeconds();
        throughput.getData().add(new XYChart.Data<>(point.elapsedSeconds(), point.throughput()));
        if (!Double.isNaN(point.p95Millis())) {
            p95Chart.setVisible(true);
            p95.getData().add(new XYChart.Data<>(point.elapsedSeconds(), point.p95Millis()));
        }
    }

    /**
     * A part of the workload begins: its own series, named as the workload names it (the VU level, the
     * step) or else by its place, the legend once there are two.
     */
    private void startPart(String part) {
        String name = part != null ? part : "part " + (throughputChart.getData().size() + 1);
        throughput = new XYChart.Series<>();
        throughput.setName(name);
        p95 = new XYChart.Series<>();
        p95.setName(name);
        throughputChart.getData().add(throughput);
        p95Chart.getData().add(p95);
        boolean parts = throughputChart.getData().size() > 1;
        throughputChart.setLegendVisible(parts);
        p95Chart.setLegendVisible(parts);
    }

    private static LineChart<Number, Number> chart(String title, String unit, String styleClass) {
        NumberAxis time = new NumberAxis();
        time.setLabel("time in this part (s)");
        time.setForceZeroInRange(true);
        NumberAxis value = new NumberAxis();
        value.setLabel(unit);
        LineChart<Number, Number> chart = new LineChart<>(time, value);
        chart.setTitle(title);
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.setCreateSymbols(true);
        chart.getStyleClass().add("live-" + styleClass);
        chart.setMinHeight(160);
        return chart;
    }
}
