package org.benchlens.ui.chart;

import java.util.ArrayList;
import java.util.List;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.benchlens.analysis.ComparisonRequest;

/** What the Chart window's settings may choose among, for the runs loaded: read-only lists the fields show. */
public final class ChartChoices {

    private final ObservableList<String> attributes = FXCollections.observableArrayList();
    private final ObservableList<String> metrics = FXCollections.observableArrayList();
    private final ObservableList<String> steps = FXCollections.observableArrayList();
    private final ObservableList<String> columns = FXCollections.observableArrayList();
    private final ObservableList<String> bases = FXCollections.observableArrayList();

    // read-only views made once: a view made per call drops the listeners bound to it when collected

    private final ObservableList<String> attributesView = FXCollections.unmodifiableObservableList(attributes);
    private final ObservableList<String> metricsView = FXCollections.unmodifiableObservableList(metrics);
    private final ObservableList<String> stepsView = FXCollections.unmodifiableObservableList(steps);
    private final ObservableList<String> columnsView = FXCollections.unmodifiableObservableList(columns);
    private final ObservableList<String> basesView = FXCollections.unmodifiableObservableList(bases);

    /** The choices of the runs loaded: the attributes that vary among them first, then those they share. */
    void offer(List<String> varying, List<String> shared, List<String> metricNames, List<String> stepNames) {
        List<String> all = new ArrayList<>(varying);
        all.addAll(shared);
        attributes.setAll(all);
        List<String> columnList = new ArrayList<>();
        columnList.add(ComparisonRequest.STEP_COLUMNS);
        columnList.addAll(all);
        columns.setAll(columnList);
        metrics.setAll(metricNames);
        steps.setAll(stepNames);
    }

    /** The values of the lines' attribute, when it changes. */
    void bases(List<String> values) {
        bases.setAll(values);
    }

    public ObservableList<String> attributes() {
        return attributesView;
    }

    public ObservableList<String> metrics() {
        return metricsView;
    }

    public ObservableList<String> steps() {
        return stepsView;
    }

    /** {@code step} and the attributes that vary among the runs. */
    public ObservableList<String> columns() {
        return columnsView;
    }

    /** The values of the lines (variants) attribute among the runs. */
    public ObservableList<String> bases() {
        return basesView;
    }
}
