package org.benchlens.ui.runs;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.TextFieldTableCell;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.ui.common.ColumnWidths;

/**
 * The runs table: name, format, attributes and tags (both edited in place), headline throughput,
 * date and source; sortable by any column; grouped by a first column that names each group once.
 */
public final class RunsTable extends TableView<RunRow> {

    /** The attribute that says when a run happened where its file does not. */
    static final String RUN_DATE = "date";
    /** Dates as the table and the details show them: local time, to the minute. */
    static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.systemDefault());

    private final RunsViewModel model;
    private final TableColumn<RunRow, String> groupColumn = new TableColumn<>("Group");
    private final TableColumn<RunRow, String> attributesColumn;
    private final Map<String, Integer> groupSizes = new HashMap<>();
    /** The shorter names of the runs in view, by id: rebuilt when the rows in view change. */
    private Map<Long, String> shortNames = Map.of();
    /** The Name column's width as it opens, and the most it widens to by itself for long names. */
    private static final double NAME_WIDTH = 190;
    private static final double WIDEST_NAME = 380;
    /** How many of the longest names in view are measured to fit the column. */
    private static final int NAMES_MEASURED = 20;
    /** The window's font size (benchlens.css), for fitting the names. */
    private static final double FONT_SIZE = 13;
    private final TableColumn<RunRow, String> nameColumn;
    private final TableColumn<RunRow, Measurement> throughputColumn;
    /** The width the table last gave the Name column; another one was set by the person, and is kept. */
    private double fittedNameWidth = NAME_WIDTH;

    RunsTable(RunsViewModel model) {
        this.model = model;
        setId("runs");
        setItems(model.shownRows());
        // The view model sorts as it filters, in one pass over the rows. The policy runs on every sort, a
        // change from ascending to descending included: the comparator property alone does not say so, as
        // the new comparator equals the old one (same columns) and its listeners are not told.
        setSortPolicy(table -> {
            model.sortBy(table.getComparator());
            return true;
        });
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        setEditable(true);
        Label placeholder = new Label();
        placeholder.setWrapText(true);
        placeholder.textProperty().bind(Bindings.when(model.importingProperty())
                .then("Importing… the runs appear here as soon as the import ends (progress in the status bar)")
                .otherwise(Bindings.when(model.loadingProperty()).then("Loading the runs of the store…")
                .otherwise(Bindings.when(model.filterTextProperty().isEmpty())
                .then("No runs yet: import k6, YBIO or Insert Benchmark results (Ctrl+O), drop files here, "
                        + "or paste a result table (Ctrl+V)")
                .otherwise("No run matches the filter. key=value needs the whole value (dbms=pg17beta3); "
                        + "a word alone matches any part of a name, value or tag. Escape clears the filter."))));
        setPlaceholder(placeholder);

        groupColumn.setId("col-group");
        groupColumn.setCellValueFactory(cell -> new ReadOnlyStringWrapper(
                model.groupingProperty().get().groupOf(cell.getValue().run())));
        groupColumn.setCellFactory(column -> new GroupCell());
        groupColumn.setPrefWidth(150);
        groupColumn.setEditable(false);
        getColumns().add(groupColumn);

        TableColumn<RunRow, Long> id = new TableColumn<>("#");
        id.setId("col-id");
        id.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().id()));
        id.setPrefWidth(45);
        id.setStyle("-fx-alignment: CENTER-RIGHT;");
        id.setEditable(false);
        getColumns().add(id);
        // the figure an analyst looks for first, where no long name can push it out of view
        throughputColumn = throughputColumn();
        getColumns().add(throughputColumn);
        nameColumn = nameColumn();
        getColumns().add(nameColumn);
        getColumns().add(readOnly("col-format", "Format", Run::format, 95));
        getColumns().add(dateColumn("col-date", "Run date", RunsTable::runDate));
        attributesColumn = editable("col-attributes", "Attributes", r -> r.attributes().toString(), 300,
                model.labels()::editAttributes);
        getColumns().add(attributesColumn);
        getColumns().add(editable("col-tags", "Tags", r -> String.join(" ", r.tags()), 90, model.labels()::editTags));
        getColumns().add(readOnly("col-source", "Source", r -> r.sourceFile() == null ? "" : r.sourceFile(), 200));
        getColumns().add(dateColumn("col-imported", "Imported", r -> DATE.format(r.importedAt())));

        model.groupingProperty().addListener((o, was, now) -> showGrouping(now));
        model.shownRows().addListener((ListChangeListener<RunRow>) change -> {
            countGroups();
            shortNames = ShortNames.of(model.shownRows().stream().map(RunRow::run).toList());
            fitNames();
            fitThroughput();
        });
        showGrouping(model.groupingProperty().get());
    }

    /**
     * Widens the Name column, up to {@value #WIDEST_NAME} pixels, so the names in view read whole
     * ("RPCGETSingleEmbed on t3axlarge (master)"); the longest few by their letters are measured, as
     * a store may show a hundred thousand. A width the person gave the column is left as it is.
     */
    private void fitNames() {
        if (Math.abs(nameColumn.getPrefWidth() - fittedNameWidth) > 0.5) {
            return;
        }
        double fitted = ColumnWidths.fitted(FONT_SIZE, "Name", longestNames());
        fittedNameWidth = Math.max(NAME_WIDTH, Math.min(WIDEST_NAME, fitted));
        nameColumn.setPrefWidth(fittedNameWidth);
    }

    /** Widens the Throughput column to its longest figure in view, so "1,000,000 inserts/s (l.i0)" reads whole. */
    private void fitThroughput() {
        PriorityQueue<String> longest = new PriorityQueue<>(Comparator.comparingInt(String::length));
        for (RunRow row : model.shownRows()) {
            longest.add(row.headline());
            if (longest.size() > NAMES_MEASURED) {
                longest.poll();
            }
        }
        throughputColumn.setPrefWidth(Math.max(throughputColumn.getPrefWidth(),
                ColumnWidths.fitted(FONT_SIZE, "Throughput", List.copyOf(longest))));
    }

    /**
     * The 20 longest names in view, by their letters: kept in a small heap as the rows pass, since this
     * runs on the FX thread at every keystroke of the filter and sorting 100 000 names took most of it.
     */
    private List<String> longestNames() {
        PriorityQueue<String> longest = new PriorityQueue<>(Comparator.comparingInt(String::length));
        for (RunRow row : model.shownRows()) {
            String name = shortNames.getOrDefault(row.id(), row.run().name());
            if (longest.size() < NAMES_MEASURED) {
                longest.add(name);
            } else if (name.length() > longest.peek().length()) {
                longest.poll();
                longest.add(name);
            }
        }
        return List.copyOf(longest);
    }

    TableColumn<RunRow, String> attributesColumn() {
        return attributesColumn;
    }

    /** The selected runs, in the order the table shows them. */
    List<Run> selectedRuns() {
        return getSelectionModel().getSelectedItems().stream().map(RunRow::run).toList();
    }

    private void showGrouping(Grouping grouping) {
        groupColumn.setVisible(!grouping.isNone());
        countGroups();
        getSortOrder().remove(groupColumn);
        if (!grouping.isNone()) {
            getSortOrder().add(0, groupColumn);
        }
        sort();
        refresh();
    }

    private void countGroups() {
        groupSizes.clear();
        Grouping grouping = model.groupingProperty().get();
        if (!grouping.isNone()) {
            for (RunRow row : model.shownRows()) {
                groupSizes.merge(grouping.groupOf(row.run()), 1, Integer::sum);
            }
        }
    }

    /** Names its group on the first row of each group only, with how many runs it holds. */
    private final class GroupCell extends TableCell<RunRow, String> {
        @Override
        protected void updateItem(String group, boolean empty) {
            super.updateItem(group, empty);
            int index = getIndex();
            boolean first = !empty && group != null && (index == 0 || index >= getTableView().getItems().size()
                    || !group.equals(groupColumn.getCellObservableValue(index - 1).getValue()));
            setText(first ? group + " (" + groupSizes.getOrDefault(group, 0) + ")" : null);
            getStyleClass().remove("group-start");
            if (first) {
                getStyleClass().add("group-start");
            }
        }
    }

    private TableColumn<RunRow, Measurement> throughputColumn() {
        TableColumn<RunRow, Measurement> column = new TableColumn<>("Throughput");
        column.setId("col-throughput");
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().throughput()));
        column.setComparator(Comparator.nullsFirst(Comparator.comparingDouble(Measurement::value)));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Measurement m, boolean empty) {
                super.updateItem(m, empty);
                RunRow row = empty || m == null ? null : getTableRow().getItem();
                setText(row == null ? null : row.headline());
                getStyleClass().remove("run-failed");
                if (row != null && row.failed()) {
                    getStyleClass().add("run-failed");
                }
            }
        });
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        column.setPrefWidth(200); // "1,000,000 inserts/s (l.i0)" and "11,434 req/s ✗ 100 % failed" whole
        column.setEditable(false);
        return column;
    }

    /**
     * When the run happened: its start where the source says it, else the {@code date} attribute
     * (an attrs file beside the results can give it), else nothing: the import time has its own column.
     */
    static String runDate(Run run) {
        if (run.startedAt() != null) {
            return DATE.format(run.startedAt());
        }
        String date = run.attribute(RUN_DATE);
        return date == null ? "" : date;
    }

    /** The name column: the shorter name where the generated one is long, the full one in a tooltip. */
    private TableColumn<RunRow, String> nameColumn() {
        TableColumn<RunRow, String> column = readOnly("col-name", "Name", Run::name, NAME_WIDTH);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String name, boolean empty) {
                super.updateItem(name, empty);
                RunRow row = empty || name == null ? null : getTableRow().getItem();
                setText(row == null ? null : shortNames.getOrDefault(row.id(), name));
                setTooltip(row == null ? null : new Tooltip(name));
            }
        });
        return column;
    }

    private static TableColumn<RunRow, String> readOnly(String id, String name, Function<Run, String> text,
                                                        double width) {
        TableColumn<RunRow, String> column = new TableColumn<>(name);
        column.setId(id);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue().run())));
        column.setPrefWidth(width);
        column.setEditable(false);
        return column;
    }

    /** A column of times, as wide as the widest one the table's font draws ("2026-12-04 23:27" whole). */
    private static TableColumn<RunRow, String> dateColumn(String id, String name, Function<Run, String> text) {
        TableColumn<RunRow, String> column = readOnly(id, name, text,
                ColumnWidths.fitted(FONT_SIZE, name, List.of("2088-08-28 20:08")));
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        return column;
    }

    /** A column edited in place; the committed text goes to the view model, which saves it. */
    private static TableColumn<RunRow, String> editable(String id, String name, Function<Run, String> text,
                                                        double width, Edit edit) {
        TableColumn<RunRow, String> column = readOnly(id, name, text, width);
        column.setEditable(true);
        column.setCellFactory(TextFieldTableCell.forTableColumn());
        column.setOnEditCommit(e -> edit.apply(e.getRowValue().run(), e.getNewValue()));
        return column;
    }

    @FunctionalInterface
    private interface Edit {
        void apply(Run run, String text);
    }
}
