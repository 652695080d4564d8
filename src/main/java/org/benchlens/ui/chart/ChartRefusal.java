package org.benchlens.ui.chart;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.benchlens.ui.common.UnlikeRunsActions;

/**
 * Where the chart would be, when it cannot be drawn: the sentence the command line prints, whole
 * and wrapped, and where the runs of a bar differ in an attribute, the ways out one click each.
 */
public final class ChartRefusal extends VBox {

    ChartRefusal(ChartViewModel model) {
        super(14);
        setId("chart-refusal");
        getStyleClass().add("chart-refusal");
        Label sentence = new Label();
        sentence.setId("chart-problem");
        sentence.getStyleClass().add("chart-problem");
        sentence.setWrapText(true);
        sentence.textProperty().bind(model.problemProperty());
        getChildren().addAll(sentence,
                new UnlikeRunsActions(model.unlikeProperty(), model::splitBy, model::only, model::poolOver));
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(32, 40, 32, 40));
        setMaxWidth(760);
        setMaxHeight(USE_PREF_SIZE);
        visibleProperty().bind(model.problemProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
    }
}
