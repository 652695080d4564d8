package org.benchlens.ui.chart;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

/**
 * Above the chart, after a way out was taken: which runs are drawn ("Only the runs with
 * batch_size=10") and what bars pool over, each with the button that undoes it.
 */
public final class ChartWaysBack extends HBox {

    ChartWaysBack(ChartViewModel model) {
        super(10);
        Label only = new Label();
        only.setId("chart-narrowing");
        only.setMnemonicParsing(false);
        only.textProperty().bind(Bindings.concat("Only the runs with ", model.narrowingProperty()));
        Button all = new Button("Show all runs");
        all.setId("chart-show-all");
        all.setOnAction(e -> model.showAll());
        BooleanBinding narrowed = model.narrowingProperty().isNotEmpty();

        StringBinding pooledOver = Bindings.createStringBinding(() -> "Bars pooled over "
                + String.join(", ", model.pool()), model.pool());
        Label pooled = new Label();
        pooled.setId("chart-pooled");
        pooled.textProperty().bind(pooledOver);
        Button stop = new Button("Stop pooling");
        stop.setId("chart-stop-pooling");
        stop.setOnAction(e -> model.pool().clear());
        BooleanBinding pooling = Bindings.isNotEmpty(model.pool());

        showWhile(narrowed, only, all);
        showWhile(pooling, pooled, stop);
        getChildren().addAll(only, all, pooled, stop);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 10, 0, 10));
        visibleProperty().bind(narrowed.or(pooling));
        managedProperty().bind(visibleProperty());
    }

    private static void showWhile(BooleanBinding condition, Node... nodes) {
        for (Node node : nodes) {
            node.visibleProperty().bind(condition);
            node.managedProperty().bind(condition);
        }
    }
}
