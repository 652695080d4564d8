package org.benchlens.ui.compare;

import java.util.List;
import java.util.function.Function;

import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;

import org.benchlens.analysis.Comparison;

/**
 * The base row of a comparison, shown again under the table's header while the table has scrolled
 * it out of view: every other row is divided by it, so its figures stay in sight as a
 * spreadsheet's frozen row. It is drawn over the table's top row, its cells as wide as the
 * columns and moved sideways with them, its name kept in place as the frozen names are.
 */
public final class PinnedBaseRow extends Pane {

    private final TableView<Comparison.Row> table;
    private final Function<Comparison.Cell, String> text;
    private final HBox figures = new HBox();
    private final Label name = new Label();
    private final Rectangle clip = new Rectangle();
    private Comparison.Row base;
    private ScrollBar vertical;
    private ScrollBar sideways;

    /**
     * @param text a cell's words as the table shows them
     */
    PinnedBaseRow(TableView<Comparison.Row> table, Function<Comparison.Cell, String> text) {
        this.table = table;
        this.text = text;
        setId("pinned-base");
        getStyleClass().add("pinned-base");
        setManaged(false);
        setVisible(false);
        name.setId("pinned-base-name");
        name.getStyleClass().addAll("pinned-cell", "pinned-name");
        name.setMaxHeight(Double.MAX_VALUE);
        getChildren().setAll(figures, name);
        setClip(clip);
        table.getItems().addListener((ListChangeListener<Comparison.Row>) c -> follow());
        table.widthProperty().addListener(o -> follow());
        table.heightProperty().addListener(o -> follow());
    }

    /** Shows {@code comparison}'s base row, or none, in the columns the table has now. */
    void show(Comparison comparison) {
        base = comparison == null || comparison.baseRow() == null ? null
                : comparison.rows().stream().filter(r -> r.name().equals(comparison.baseRow())).findFirst().orElse(null);
        figures.getChildren().clear();
        if (base != null) {
            name.setText(base.name());
            List<TableColumn<Comparison.Row, ?>> columns = table.getColumns();
            name.prefWidthProperty().bind(columns.get(0).widthProperty());
            name.minWidthProperty().bind(columns.get(0).widthProperty());
            for (TableColumn<Comparison.Row, ?> column : columns.subList(1, columns.size())) {
                int index = (Integer) column.getUserData();
                Comparison.Cell cell = index < base.cells().size() ? base.cell(index) : null;
                Label figure = new Label(cell == null ? "" : text.apply(cell));
                figure.getStyleClass().add("pinned-cell");
                figure.setAlignment(Pos.CENTER_RIGHT);
                RatioTint.paint(figure, cell == null ? null : cell.color());
                figure.prefWidthProperty().bind(column.widthProperty());
                figure.minWidthProperty().bind(column.widthProperty());
                figure.maxWidthProperty().bind(column.widthProperty());
                figures.getChildren().add(figure);
            }
        }
        follow();
    }

    /** Finds the table's scroll bars once its skin made them, then follows them. */
    private void attach() {
        for (Node node : table.lookupAll(".scroll-bar")) {
            if (node instanceof ScrollBar bar && bar.getParent() instanceof VirtualFlow<?>) {
                if (bar.getOrientation() == Orientation.VERTICAL && vertical == null) {
                    vertical = bar;
                    bar.valueProperty().addListener(o -> follow());
                } else if (bar.getOrientation() == Orientation.HORIZONTAL && sideways == null) {
                    sideways = bar;
                    bar.valueProperty().addListener(o -> follow());
                }
            }
        }
    }

    /** Shown while the base row is out of the table's view, at the top of its rows. */
    void follow() {
        if (vertical == null || sideways == null) {
            attach();
        }
        boolean out = base != null && outOfView(table.getItems().indexOf(base));
        setVisible(out);
        if (!out) {
            return;
        }
        Node header = table.lookup(".column-header-background");
        double top = header == null ? 0 : header.getBoundsInParent().getMaxY();
        double width = table.getWidth() - (vertical != null && vertical.isVisible() ? vertical.getWidth() : 0);
        double height = CompareView.ROW_HEIGHT;
        resizeRelocate(0, top, width, height);
        clip.setWidth(width);
        clip.setHeight(height);
        name.resizeRelocate(0, 0, name.prefWidth(height), height);
        figures.resizeRelocate(0, 0, figures.prefWidth(height), height);
        for (Node figure : figures.getChildren()) {
            ((Label) figure).setPrefHeight(height);
        }
        figures.setTranslateX(table.getColumns().isEmpty() ? 0
                : table.getColumns().get(0).getWidth() - (sideways == null ? 0 : sideways.getValue()));
    }

    private boolean outOfView(int index) {
        if (index < 0 || !(table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow)) {
            return false;
        }
        IndexedCell<?> first = flow.getFirstVisibleCell();
        IndexedCell<?> last = flow.getLastVisibleCell();
        if (first == null || last == null) {
            return false;
        }
        // a row cut at the top edge is out of view too: its figures are half hidden under the header
        return index < first.getIndex() || index > last.getIndex()
                || index == first.getIndex() && first.getLayoutY() < -1;
    }
}
