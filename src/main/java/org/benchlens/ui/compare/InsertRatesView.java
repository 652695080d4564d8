package org.benchlens.ui.compare;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import org.benchlens.analysis.InsertRates;
import org.benchlens.analysis.RatioColor;
import org.benchlens.export.InsertRatesWriter;
import org.benchlens.export.Numbers;
import org.benchlens.ui.common.FrozenColumnTable;
import org.benchlens.ui.common.ColumnWidths;

/**
 * The background insert rates of the compared runs beside their target, the missed ones marked,
 * as the Insert Benchmark report's third table shows them. Hidden when the runs have none.
 */
public final class InsertRatesView extends VBox {

    /** Row height, as compare.css gives it. */
    private static final double ROW_HEIGHT = 28;
    private static final double HEADER_AND_SCROLLBAR = 52;

    private final FrozenColumnTable<InsertRates.Row> table = new FrozenColumnTable<>();
    private final ObservableList<InsertRates.Row> rows = FXCollections.observableArrayList();
    private final Label summary = new Label();
    private final BooleanProperty open = new SimpleBooleanProperty();

    InsertRatesView(ReadOnlyObjectProperty<InsertRates> rates) {
        super(6);
        setId("insert-rates");
        Label title = new Label("Background inserts/s in the read-write steps, against their target");
        title.setId("insert-rates-title");
        title.getStyleClass().add("compare-title");
        table.setId("insert-rates-table");
        table.setItems(rows);
        table.prefHeightProperty().bind(Bindings.size(rows).multiply(ROW_HEIGHT).add(HEADER_AND_SCROLLBAR));
        table.maxHeightProperty().bind(table.prefHeightProperty());
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        table.setRowFactory(t -> new TargetMarkingRow());
        summary.setId("insert-rates-summary");
        summary.setWrapText(true);
        // when every row kept its target the sentence says all: the table opens on request and
        // leaves the comparison above it its height
        table.visibleProperty().bind(open);
        table.managedProperty().bind(open);
        Hyperlink toggle = new Hyperlink();
        toggle.setId("insert-rates-toggle");
        toggle.textProperty().bind(Bindings.when(open).then("Hide the rates").otherwise("Show the rates"));
        toggle.setOnAction(e -> open.set(!open.get()));
        HBox sentence = new HBox(8, summary, toggle);
        sentence.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(title, table, sentence);
        visibleProperty().bind(rates.isNotNull());
        managedProperty().bind(visibleProperty());
        rates.addListener((o, was, now) -> show(now));
        show(rates.get());
    }

    private void show(InsertRates rates) {
        if (rates == null) {
            rows.clear();
            return;
        }
        List<TableColumn<InsertRates.Row, ?>> columns = new ArrayList<>();
        TableColumn<InsertRates.Row, String> name = new TableColumn<>(rates.rowAttribute());
        name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()));
        name.setSortable(false);
        name.setPrefWidth(ColumnWidths.fitted(CompareView.TABLE_FONT_SIZE, rates.rowAttribute(),
                rates.rows().stream().map(InsertRates.Row::name).toList()));
        columns.add(name);
        table.freeze(name);
        for (int i = 0; i < rates.steps().size(); i++) {
            int index = i;
            TableColumn<InsertRates.Row, InsertRates.Rate> step = new TableColumn<>(rates.steps().get(i));
            step.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().rates().get(index)));
            step.setCellFactory(c -> new RateCell());
            step.setSortable(false);
            step.getStyleClass().add("number-column");
            List<String> texts = new ArrayList<>();
            rates.rows().forEach(r -> texts.add(text(r.rates().get(index))));
            texts.add(Numbers.format(rates.targets().get(index)));
            step.setPrefWidth(ColumnWidths.fitted(CompareView.TABLE_FONT_SIZE, rates.steps().get(i), texts));
            columns.add(step);
        }
        table.getColumns().setAll(columns);
        List<InsertRates.Row> shown = new ArrayList<>();
        shown.add(new InsertRates.Row(InsertRatesWriter.TARGET_ROW, rates.targets().stream()
                .map(t -> t.isNaN() ? null : new InsertRates.Rate(t, false)).toList()));
        shown.addAll(rates.rows());
        rows.setAll(shown);
        summary.setText(InsertRatesWriter.summary(rates));
        open.set(rates.rows().stream().flatMap(r -> r.rates().stream()).anyMatch(r -> r != null && r.missed()));
    }

    private static String text(InsertRates.Rate rate) {
        return InsertRatesWriter.text(rate);
    }

    /** A rate; a missed one in the red tint of the comparison, with its mark. */
    private static final class RateCell extends TableCell<InsertRates.Row, InsertRates.Rate> {
        private static final PseudoClass MISSED = PseudoClass.getPseudoClass("sla-missed");

        @Override
        protected void updateItem(InsertRates.Rate rate, boolean empty) {
            super.updateItem(rate, empty);
            setText(empty ? null : text(rate));
            boolean missed = !empty && rate != null && rate.missed();
            pseudoClassStateChanged(MISSED, missed);
            RatioTint.paint(this, missed ? RatioColor.RED : null);
        }
    }

    /** The target row in italics, so it is not read as one more DBMS. */
    private static final class TargetMarkingRow extends TableRow<InsertRates.Row> {
        @Override
        protected void updateItem(InsertRates.Row row, boolean empty) {
            super.updateItem(row, empty);
            boolean target = !empty && row != null && getIndex() == 0;
            if (target && !getStyleClass().contains("target-row")) {
                getStyleClass().add("target-row");
            } else if (!target) {
                getStyleClass().remove("target-row");
            }
        }
    }
}
