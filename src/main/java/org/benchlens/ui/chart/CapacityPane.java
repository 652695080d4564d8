package org.benchlens.ui.chart;

import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.benchlens.export.CapacityWriter;
import org.benchlens.ui.common.ColumnWidths;

/**
 * Under a sweep: the capacity table (coefficients with their intervals, N*, peak, knee, SLO limit,
 * cost) and the sentence of each series. Shown only while the chart draws a capacity.
 */
public final class CapacityPane extends VBox {

    /** The window's font size (benchlens.css), for fitting the columns to their text. */
    private static final double FONT_SIZE = 13;

    CapacityPane(ChartViewModel model) {
        super(6);
        setId("capacity");
        setPadding(new Insets(6, 8, 4, 8));
        TableView<List<String>> table = new TableView<>(model.capacityRows());
        table.setId("capacity-table");
        for (int c = 0; c < CapacityWriter.HEADERS.size(); c++) {
            int column = c;
            TableColumn<List<String>, String> col = new TableColumn<>(CapacityWriter.HEADERS.get(c));
            col.setCellValueFactory(row -> new ReadOnlyStringWrapper(row.getValue().get(column)));
            col.setSortable(false);
            if (c > 0) {
                col.setStyle("-fx-alignment: CENTER-RIGHT");
            }
            table.getColumns().add(col);
        }
        // eleven columns, each as wide as its header and figures: the table scrolls sideways
        // rather than cutting "λ (req/s per VU)" or "1290 ± 73" short
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        model.capacityRows().addListener((ListChangeListener<List<String>>) change -> fitColumns(table));
        // a header, one line per series and the sideways scroll bar: no empty rows under them
        table.setFixedCellSize(26);
        table.prefHeightProperty().bind(Bindings.size(model.capacityRows()).multiply(26).add(60));
        table.minHeightProperty().bind(table.prefHeightProperty());

        Label sentences = new Label();
        sentences.setId("capacity-sentences");
        sentences.setWrapText(true);
        // the chart above gives way, not the sentences: a cut sentence loses its figures
        sentences.setMinHeight(Region.USE_PREF_SIZE);
        model.capacitySentences().addListener((ListChangeListener<String>) change ->
                sentences.setText(String.join("\n", model.capacitySentences())));
        getChildren().setAll(table, sentences);
        visibleProperty().bind(Bindings.isNotEmpty(model.capacityRows()));
        managedProperty().bind(visibleProperty());
    }

    private static void fitColumns(TableView<List<String>> table) {
        for (int c = 0; c < table.getColumns().size(); c++) {
            int column = c;
            TableColumn<List<String>, ?> col = table.getColumns().get(c);
            col.setPrefWidth(ColumnWidths.fitted(FONT_SIZE, col.getText(),
                    table.getItems().stream().map(row -> row.get(column)).toList()));
        }
    }
}
