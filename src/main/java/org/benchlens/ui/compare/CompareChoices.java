package org.benchlens.ui.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.model.Metrics;

/** What the Compare window's settings may choose among, for the runs loaded: read-only lists the fields show. */
public final class CompareChoices {

    private final ObservableList<String> attributeKeys = FXCollections.observableArrayList();
    private final ObservableList<String> columns = FXCollections.observableArrayList();
    private final ObservableList<String> metrics = FXCollections.observableArrayList();
    private final ObservableList<String> steps = FXCollections.observableArrayList();
    private final ObservableList<String> rowNames = FXCollections.observableArrayList();

    // read-only views made once: a view made per call drops the listeners bound to it when collected

    private final ObservableList<String> attributeKeysView = FXCollections.unmodifiableObservableList(attributeKeys);
    private final ObservableList<String> columnsView = FXCollections.unmodifiableObservableList(columns);
    private final ObservableList<String> metricsView = FXCollections.unmodifiableObservableList(metrics);
    private final ObservableList<String> stepsView = FXCollections.unmodifiableObservableList(steps);
    private final ObservableList<String> rowNamesView = FXCollections.unmodifiableObservableList(rowNames);

    /** The choices of the runs loaded: {@code attributes} already ordered, the varying ones first. */
    void offer(List<String> attributes, Set<String> metricNames, Set<String> stepNames) {
        attributeKeys.setAll(attributes);
        List<String> columnList = new ArrayList<>();
        columnList.add(ComparisonRequest.STEP_COLUMNS);
        columnList.add(ComparisonRequest.METRIC_COLUMNS);
        columnList.addAll(attributes);
        columns.setAll(columnList);
        metrics.setAll(normalisedFirst(metricNames));
        steps.setAll(stepNames);
    }

    /** The rows of the table made, as the choices of base; unchanged lists are not set again, so a choice stays. */
    void rows(List<String> names) {
        if (!names.equals(rowNames)) {
            rowNames.setAll(names);
        }
    }

    private static List<String> normalisedFirst(Set<String> names) {
        List<String> ordered = new ArrayList<>();
        Metrics.NORMALISED.stream().filter(names::contains).forEach(ordered::add);
        names.stream().filter(n -> !ordered.contains(n)).forEach(ordered::add);
        return ordered;
    }

    public ObservableList<String> attributeKeys() {
        return attributeKeysView;
    }

    /** {@code step}, {@code metric}, then the attributes. */
    public ObservableList<String> columns() {
        return columnsView;
    }

    public ObservableList<String> metrics() {
        return metricsView;
    }

    public ObservableList<String> steps() {
        return stepsView;
    }

    /** The rows of the table in the order the runs came: the choices of base. */
    public ObservableList<String> rowNames() {
        return rowNamesView;
    }
}
