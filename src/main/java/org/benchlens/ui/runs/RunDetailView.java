package org.benchlens.ui.runs;

import java.util.List;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.benchlens.model.Run;
import org.benchlens.ui.common.ColumnWidths;
import org.benchlens.ui.common.DisplayNumbers;
import org.benchlens.ui.common.FrozenColumnTable;

/**
 * The selected runs side by side, one column per run, the lines where they differ highlighted
 * (attributes, tags, thresholds, source file, dates); under them every measurement of all of them.
 */
public final class RunDetailView extends VBox {

    /** Runs shown side by side, one column each; more are named by count only. */
    static final int SIDE_BY_SIDE = 8;
    /** The main window's font size (benchlens.css), for fitting the columns to their text. */
    private static final double FONT_SIZE = 13;
    /** A run's column is as wide as its longest value up to this; a longer one (a path) is in its tooltip. */
    private static final double WIDEST_RUN_COLUMN = 260;
    /** The width a vertical scroll bar and the table's borders take beside one run's values. */
    private static final double SCROLL_BAR_ROOM = 18;
    /** The names of the lines are as wide as the longest up to this: a long key must not squeeze one run's values. */
    private static final double WIDEST_NAME_COLUMN = 200;

    private final FrozenColumnTable<DetailLine> lines = new FrozenColumnTable<>();

    RunDetailView(RunsViewModel model) {
        setSpacing(6);
        setPadding(new Insets(8));
        Label title = new Label();
        title.setId("run-title");
        title.getStyleClass().add("run-title");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        title.textProperty().bind(Bindings.createStringBinding(() -> title(model.selectedRuns()),
                model.selectedRuns()));

        lines.setId("run-lines");
        lines.setPlaceholder(new Label("Select runs to see them side by side"));
        lines.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(DetailLine line, boolean empty) {
                super.updateItem(line, empty);
                getStyleClass().remove("differs");
                if (!empty && line != null && line.differs()) {
                    getStyleClass().add("differs");
                }
            }
        });
        model.selectedRuns().addListener((ListChangeListener<Run>) c -> showLines(model.selectedRuns()));

        TableView<MeasurementRow> table = new TableView<>(model.measurements());
        table.setId("measurements");
        table.setPlaceholder(new Label("Select a run to see what it measured"));
        TableColumn<MeasurementRow, String> run = column("Run", r -> "#" + r.run().id() + " " + r.run().name(), 140);
        table.getColumns().add(run);
        table.getColumns().add(column("Step", r -> r.measurement().step(), 110));
        table.getColumns().add(column("Metric", r -> r.measurement().metric(), 170));
        TableColumn<MeasurementRow, String> value = column("Value",
                r -> DisplayNumbers.format(r.measurement().value()), 100);
        value.setStyle("-fx-alignment: CENTER-RIGHT;");
        table.getColumns().add(value);
        table.getColumns().add(column("Unit", r -> r.measurement().unit(), 60));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        run.setVisible(false);
        model.selectedRuns().addListener((ListChangeListener<Run>) c -> run.setVisible(model.selectedRuns().size() > 1));
        // what is cut in a column can be read in its tooltip, or by moving the divider
        SplitPane split = new SplitPane(lines, table);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.45);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().addAll(title, split);
    }

    TableView<DetailLine> lines() {
        return lines;
    }

    /**
     * One column per run, each as wide as its values; the names of the lines stay in view while
     * the runs scroll sideways, so eight runs side by side are read one screen at a time.
     */
    private void showLines(List<Run> selected) {
        List<Run> runs = selected.subList(0, Math.min(selected.size(), SIDE_BY_SIDE));
        List<DetailLine> shown = DetailLine.of(runs);
        // one run fills the pane (no empty column beside it); several scroll sideways as wide as they are
        lines.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        lines.getColumns().clear();
        TableColumn<DetailLine, String> what = new TableColumn<>("");
        what.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().what()));
        what.setCellFactory(c -> new ReadableCell());
        what.setPrefWidth(Math.min(WIDEST_NAME_COLUMN,
                ColumnWidths.fitted(FONT_SIZE, "", shown.stream().map(DetailLine::what).toList())));
        lines.getColumns().add(what);
        lines.freeze(what);
        for (int i = 0; i < runs.size(); i++) {
            int index = i;
            Run run = runs.get(i);
            TableColumn<DetailLine, String> column = new TableColumn<>(runs.size() == 1 ? "" : "#" + run.id());
            column.setId("run-" + run.id());
            column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().values().get(index)));
            column.setCellFactory(c -> new ReadableCell());
            if (runs.size() == 1) {
                // the names as wide as they need, the run's values the rest: a constrained policy, left to
                // itself, gave the names the pane and the values 80 pixels
                column.prefWidthProperty().bind(lines.widthProperty().subtract(what.widthProperty())
                        .subtract(SCROLL_BAR_ROOM));
            } else {
                column.setPrefWidth(Math.min(WIDEST_RUN_COLUMN, ColumnWidths.fitted(FONT_SIZE, column.getText(),
                        shown.stream().map(line -> line.values().get(index)).toList())));
            }
            lines.getColumns().add(column);
        }
        lines.getItems().setAll(shown);
    }

    /** A cell whose whole text is in its tooltip, so that a value cut by the column can still be read. */
    private static final class ReadableCell extends TableCell<DetailLine, String> {
        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            setText(empty ? null : text);
            setTooltip(empty || text == null || text.isEmpty() ? null : new Tooltip(text));
            // a path cut short keeps its file name, the end that tells files apart
            DetailLine line = empty || getTableRow() == null ? null : getTableRow().getItem();
            setTextOverrun(line != null && DetailLine.SOURCE.equals(line.what())
                    ? OverrunStyle.LEADING_ELLIPSIS : OverrunStyle.ELLIPSIS);
        }
    }

    private static TableColumn<MeasurementRow, String> column(String name, Function<MeasurementRow, String> text,
                                                              double width) {
        TableColumn<MeasurementRow, String> column = new TableColumn<>(name);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    static String title(List<Run> runs) {
        if (runs.isEmpty()) {
            return "No run selected";
        }
        if (runs.size() == 1) {
            Run run = runs.get(0);
            return "Run " + run.id() + ": " + run.name() + "  (" + run.format() + ")";
        }
        String sideBySide = runs.size() > SIDE_BY_SIDE ? ", the first " + SIDE_BY_SIDE + " side by side" : "";
        String more = runs.size() > RunsViewModel.DETAIL_LIMIT
                ? ", measurements of the first " + RunsViewModel.DETAIL_LIMIT : "";
        return runs.size() + " runs selected" + sideBySide + more + "; the lines where they differ are highlighted";
    }
}
