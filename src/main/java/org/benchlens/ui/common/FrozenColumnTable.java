package org.benchlens.ui.common;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.util.Callback;

/**
 * A table whose row names stay in view while its figures scroll sideways, as a spreadsheet's
 * frozen first column. JavaFX's table has no frozen columns, and a second table beside it would be
 * a second scroll area to keep in step; so the frozen column's header and cells are moved right by
 * as far as the table has scrolled, and painted over the cells passing under them.
 *
 * <p>Rows must not have a fixed cell size: with one, the table takes a cell whose column has
 * scrolled out of view off the row, frozen or not. Give their height in CSS instead ({@code -fx-cell-size}).
 */
public class FrozenColumnTable<S> extends TableView<S> {

    private final DoubleProperty scrolled = new SimpleDoubleProperty();
    private TableColumn<S, ?> frozen;
    private ScrollBar sideways;

    public FrozenColumnTable() {
        scrolled.addListener(o -> pinHeader());
    }

    /** Freezes {@code column}, the table's first; its cells are made by its cell factory as set now. */
    public <T> void freeze(TableColumn<S, T> column) {
        frozen = column;
        Callback<TableColumn<S, T>, TableCell<S, T>> factory = column.getCellFactory();
        column.setCellFactory(c -> pinned(factory.call(c)));
        requestLayout();
    }

    private <T> TableCell<S, T> pinned(TableCell<S, T> cell) {
        cell.translateXProperty().bind(scrolled);
        cell.setViewOrder(-1);
        cell.getStyleClass().add("frozen-cell");
        return cell;
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (sideways == null) {
            for (Node node : lookupAll(".scroll-bar")) {
                if (node instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL) {
                    sideways = bar;
                    // the bar of a table's rows counts pixels: its value is how far the columns moved left
                    scrolled.bind(bar.valueProperty());
                }
            }
        }
        pinHeader();
    }

    /** Headers are made anew when the columns change, so each is looked up again. */
    private void pinHeader() {
        for (Node node : lookupAll(".column-header")) {
            if (node instanceof TableColumnHeader header) {
                boolean pinned = frozen != null && header.getTableColumn() == frozen;
                header.setTranslateX(pinned ? scrolled.get() : 0);
                header.setViewOrder(pinned ? -1 : 0);
            }
        }
    }
}
