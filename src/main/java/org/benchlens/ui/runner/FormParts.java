package org.benchlens.ui.runner;

import javafx.beans.value.ObservableStringValue;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The pieces the run dialogs are laid out with, so that they look alike. */
public final class FormParts {

    private FormParts() {
    }

    /** Labels right-aligned in the first column, fields growing in the second. */
    static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.setPadding(new Insets(12));
        ColumnConstraints labels = new ColumnConstraints();
        labels.setHalignment(HPos.RIGHT);
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);
        return grid;
    }

    /** A label and its field on one row; the label names the field as the problem sentences do. */
    static void row(GridPane grid, int row, String label, Node field) {
        Label name = new Label(label + ":");
        name.setLabelFor(field);
        GridPane.setValignment(name, field instanceof TextArea ? VPos.TOP : VPos.CENTER);
        grid.addRow(row, name, field);
    }

    static TextField field(String id, String text, String prompt, int columns) {
        TextField field = new TextField(text);
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefColumnCount(columns);
        field.setMaxWidth(Region.USE_PREF_SIZE);
        return field;
    }

    static TextArea area(String id, String text, String prompt, int rows) {
        TextArea area = new TextArea(text);
        area.setId(id);
        area.setPromptText(prompt);
        area.setPrefRowCount(rows);
        area.setPrefColumnCount(36);
        return area;
    }

    /**
     * The first problem in red under the whole form, from the left edge, with room for three lines
     * so that the dialog does not grow.
     */
    static void addProblem(GridPane grid, int row, ObservableStringValue sentence) {
        addProblem(grid, row, 2, sentence);
    }

    /** The same, under a form of {@code columns} columns (a field's Choose… button makes a third). */
    static void addProblem(GridPane grid, int row, int columns, ObservableStringValue sentence) {
        Label problem = problem(sentence);
        GridPane.setHalignment(problem, HPos.LEFT);
        grid.add(problem, 0, row, columns, 1);
    }

    private static Label problem(ObservableStringValue sentence) {
        Label problem = new Label();
        problem.setId("problem");
        problem.setWrapText(true);
        problem.setStyle("-fx-text-fill: -color-danger-fg;");
        problem.textProperty().bind(sentence);
        problem.setMaxWidth(640);
        problem.setMinHeight(Region.USE_PREF_SIZE);
        problem.setPrefHeight(54);
        problem.setAlignment(Pos.TOP_LEFT);
        return problem;
    }
}
