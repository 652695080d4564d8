package org.benchlens.ui.runner;

import java.util.List;

import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.layout.VBox;

import org.benchlens.runner.LivePoint;

/**
 * Throughput and p95 of the selected workload, second by second, as two small charts one above
 * the other (one value axis each), in the house colours (Okabe–Ito blue and vermillion).
 */
final class LiveChart extends VBox {

    private final LineChart<Number, Number> throughputChart;
    private final LineChart<Number, Number> p95Chart;
    private XYChart.Series<Number, Number> throughput;
    private XYChart.Series<Number, Number> p95;
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
        throughputChart = chart("Throughput", "operations/s", "throughput");
        p95Chart = chart("p95 latency", "ms", "p95");
        throughputChart.setId("throughputChart");
        p95Chart.setId("p95Chart");
        getChildren().addAll(throughputChart, p95Chart);
        setSpacing(4);
    }

    /** Shows the points of another workload, and follows them as they come. */
    void show(ObservableList<LivePoint> points) {
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
        throughput = new XYChart.Series<>();
        p95 = new XYChart.Series<>();
        throughputChart.getData().setAll(List.of(throughput));
        p95Chart.getData().setAll(List.of(p95));
        p95Chart.setTitle("p95 latency");
        points.forEach(this::add);
    }

    private void add(LivePoint point) {
        throughput.getData().add(new XYChart.Data<>(point.elapsedSeconds(), point.throughput()));
        if (Double.isNaN(point.p95Millis())) {
            p95Chart.setTitle("p95 latency (not measured live: it comes with the results)");
        } else {
            p95.getData().add(new XYChart.Data<>(point.elapsedSeconds(), point.p95Millis()));
        }
    }

    private static LineChart<Number, Number> chart(String title, String unit, String styleClass) {
        NumberAxis time = new NumberAxis();
        time.setLabel("time (s)");
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
