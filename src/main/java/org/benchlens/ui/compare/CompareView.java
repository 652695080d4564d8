package org.benchlens.ui.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.RatioColor;
import org.benchlens.analysis.RatioRule;
import org.benchlens.export.CellText;
import org.benchlens.export.CellTip;
import org.benchlens.export.ColourLegend;
import org.benchlens.export.ComparisonWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.ui.chart.ChartViewModel;
import org.benchlens.ui.chart.ChartWindow;
import org.benchlens.ui.common.FrozenColumnTable;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.ColumnWidths;
import org.benchlens.ui.common.DisplayNumbers;
import org.benchlens.ui.common.UnlikeRunsActions;

/**
 * The Compare view: the settings of {@code benchlens compare} above, the coloured relative table
 * with its legend, and copy and save below. It binds to {@link CompareViewModel} and does nothing else.
 */
public final class CompareView extends BorderPane {

    /** Where "Save as…" writes: a file chooser in the window, a fixed path in tests. */
    @FunctionalInterface
    public interface FileTarget {
        Optional<Path> choose(Window owner);
    }

    static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination SAVE = new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN);
    /** Export table is Ctrl+E in every window, as in the main window's File menu. */
    static final KeyCombination EXPORT_TABLE = new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination REPORT = new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);

    /** The tables' font size in compare.css, for fitting the columns to their text. */
    static final double TABLE_FONT_SIZE = 14;
    static final double ROW_HEIGHT = 28;
    private static final double HEADER_AND_SCROLLBAR = 52;

    private final CompareViewModel model;
    private final FileTarget fileTarget;
    private final FileTarget reportTarget;
    /** "Repeat these runs…" on a cell; null where the window has no runner (a report). */
    private final CellRepeats repeats;
    private final FrozenColumnTable<Comparison.Row> table = new FrozenColumnTable<>();
    private final ObservableList<Comparison.Row> rows = FXCollections.observableArrayList();
    private final TableColumn<Comparison.Row, String> nameColumn = new TableColumn<>();
    private final PinnedBaseRow pinnedBase = new PinnedBaseRow(table, this::cellWords);
    private List<String> shownColumns = List.of();
    private boolean updating;

    CompareView(CompareViewModel model, FileTarget fileTarget) {
        this(model, fileTarget, fileTarget, null);
    }

    /**
     * @param reportTarget where "Export report…" writes
     * @param repeats      what a cell's "Repeat these runs…" does, or null for no such menu
     */
    CompareView(CompareViewModel model, FileTarget fileTarget, FileTarget reportTarget, CellRepeats repeats) {
        AppTheme.ensureApplied();
        this.model = model;
        this.fileTarget = fileTarget;
        this.reportTarget = reportTarget;
        this.repeats = repeats;
        getStyleClass().add("compare");
        getStylesheets().add(RatioTint.stylesheet());
        setTop(new CompareSettingsBar(model.settings(), model.choices(),
                Bindings.createBooleanBinding(this::turned, model.comparisonProperty())));
        setCenter(tableArea());
        setBottom(actions());
        model.comparisonProperty().addListener((o, was, now) -> show(now));
        for (Observable shown : List.of(model.settings().contentProperty(), model.settings().showStatisticsProperty())) {
            shown.addListener(o -> {
                table.refresh();
                fitColumns();
                pinnedBase.show(model.comparisonProperty().get());
            });
        }
        show(model.comparisonProperty().get());
    }

    /**
     * The table as tall as its rows, so the legend sits right under a short one; a long or wide one
     * scrolls in itself, the row names frozen at its left. The page has no scroll area of its own:
     * a table scrolling inside a scrolling page is two scroll bars for one movement.
     */
    private VBox tableArea() {
        Label title = new Label();
        title.setId("compare-title");
        title.getStyleClass().add("compare-title");
        title.textProperty().bind(Bindings.createStringBinding(() -> model.comparisonProperty().get() == null ? ""
                : ComparisonWriter.title(model.comparisonProperty().get(), model.settings().contentProperty().get()),
                model.comparisonProperty(), model.settings().contentProperty()));
        title.setWrapText(true);

        table.setId("comparison");
        table.setItems(rows);
        table.getSelectionModel().setCellSelectionEnabled(false);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        nameColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()));
        nameColumn.setUserData(RowOrder.ROW_NAMES);
        table.freeze(nameColumn);
        table.setRowFactory(t -> new BaseMarkingRow());
        table.setSortPolicy(t -> {
            if (!updating) {
                TableColumn<Comparison.Row, ?> first = t.getSortOrder().isEmpty() ? null : t.getSortOrder().get(0);
                model.sortBy(first == null ? null : (Integer) first.getUserData(),
                        first != null && first.getSortType() == TableColumn.SortType.DESCENDING);
            }
            return true;
        });
        // rows are ROW_HEIGHT tall by compare.css (a fixed cell size would drop the frozen names)
        table.prefHeightProperty().bind(Bindings.max(4, Bindings.size(rows)).multiply(ROW_HEIGHT)
                .add(HEADER_AND_SCROLLBAR));
        table.maxHeightProperty().bind(table.prefHeightProperty());
        table.setMinHeight(4 * ROW_HEIGHT + HEADER_AND_SCROLLBAR);

        Label problem = new Label();
        problem.setId("compare-problem");
        problem.getStyleClass().add("compare-problem");
        problem.textProperty().bind(model.problemProperty());
        problem.visibleProperty().bind(model.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        problem.setWrapText(true);

        Label notes = new Label();
        notes.setId("compare-notes");
        notes.getStyleClass().add("compare-notes");
        notes.setWrapText(true);
        notes.textProperty().bind(Bindings.createStringBinding(() -> {
            Comparison c = model.comparisonProperty().get();
            return c == null || c.rows().isEmpty() ? "" : String.join("\n", c.notes().stream()
                    .map(n -> "Note: " + n).toList());
        }, model.comparisonProperty()));
        notes.visibleProperty().bind(notes.textProperty().isNotEmpty());
        notes.managedProperty().bind(notes.visibleProperty());

        Label described = new Label();
        described.setId("compare-described");
        described.getStyleClass().add("compare-described");
        described.textProperty().bind(model.describedProperty());
        // the base row stays in sight over the table's top row while the table has scrolled it away
        StackPane tableWithBase = new StackPane(table, pinnedBase);
        tableWithBase.setAlignment(Pos.TOP_LEFT);
        tableWithBase.maxHeightProperty().bind(table.maxHeightProperty());
        tableWithBase.minHeightProperty().bind(table.minHeightProperty());
        VBox area = new VBox(8, described, title, refreshBar(), problem, waysOut(), tableWithBase, legend(), notes,
                new InsertRatesView(model.insertRatesProperty()));
        area.setPadding(new Insets(4, 12, 8, 12));
        for (Node part : area.getChildren()) {
            if (part instanceof Label || part instanceof HBox) {
                ((Region) part).setMinHeight(Region.USE_PREF_SIZE); // the tables give up height, not the words
            }
        }
        VBox.setVgrow(tableWithBase, Priority.ALWAYS);
        return area;
    }

    /** When the main window's filter changed: says so, and a button compares the new filtered list. */
    private HBox refreshBar() {
        Label offer = new Label();
        offer.setId("refresh-offer");
        offer.textProperty().bind(model.refreshOfferProperty());
        Button refresh = new Button("Compare these runs");
        refresh.setId("refresh-scope");
        refresh.setOnAction(e -> model.refreshScope());
        HBox bar = new HBox(10, offer, refresh);
        bar.setId("refresh-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.visibleProperty().bind(model.refreshOfferProperty().isNotEmpty());
        bar.managedProperty().bind(bar.visibleProperty());
        return bar;
    }

    /** The ways out of a refusal to mix unlike runs: split by the attribute (as columns), keep one value, pool. */
    private UnlikeRunsActions waysOut() {
        return new UnlikeRunsActions(model.unlikeProperty(), model::splitBy, model::only, model::poolOver);
    }

    /** The colours and what they mean, with the thresholds and the base as set now. */
    private HBox legend() {
        // red is worse than the base: the high ratio where every column improves downwards (decision 0176)
        Label red = swatch(RatioColor.RED);
        red.textProperty().bind(Bindings.createStringBinding(() -> turned()
                ? "≥ " + model.settings().greenProperty().get() : "≤ " + model.settings().redProperty().get(), model.settings().redProperty(),
                model.settings().greenProperty(), model.comparisonProperty()));
        Label grey = swatch(RatioColor.GREY);
        grey.setText("between");
        Label green = swatch(RatioColor.GREEN);
        green.textProperty().bind(Bindings.createStringBinding(() -> turned()
                ? "≤ " + model.settings().redProperty().get() : "≥ " + model.settings().greenProperty().get(), model.settings().redProperty(),
                model.settings().greenProperty(), model.comparisonProperty()));
        Label meaning = new Label();
        meaning.setId("legend-text");
        meaning.textProperty().bind(Bindings.createStringBinding(() -> legendText(model.comparisonProperty().get()),
                model.comparisonProperty()));
        meaning.setWrapText(true);
        // the sentence wraps; the swatches keep their words ("≤ 0.95", never "…")
        for (Label chip : List.of(red, grey, green)) {
            chip.setMinWidth(Region.USE_PREF_SIZE);
            // metrics as columns are values as measured: no cell is coloured, no ratio to explain
            chip.visibleProperty().bind(model.settings().columnsProperty().isNotEqualTo(ComparisonRequest.METRIC_COLUMNS));
            chip.managedProperty().bind(chip.visibleProperty());
        }
        meaning.setMinWidth(0);
        HBox.setHgrow(meaning, Priority.ALWAYS);
        HBox legend = new HBox(8, red, grey, green, meaning);
        legend.setId("legend");
        legend.setAlignment(Pos.CENTER_LEFT);
        legend.getStyleClass().add("compare-legend");
        return legend;
    }

    private boolean turned() {
        Comparison shown = model.comparisonProperty().get();
        return shown != null && ColourLegend.turned(shown);
    }

    private static String legendText(Comparison comparison) {
        if (comparison == null || comparison.baseRow() == null) {
            return "";
        }
        boolean errors = comparison.rows().stream().flatMap(r -> r.cells().stream())
                .anyMatch(c -> c != null && c.hasErrors());
        boolean failed = comparison.rows().stream().flatMap(r -> r.cells().stream())
                .anyMatch(c -> c != null && c.failed());
        String cells = comparison.request().columnsAreMetrics()
                ? "Each cell is the value as measured, in the unit its column names; no cell is coloured."
                : "Each cell's ratio is its value divided by the value of " + comparison.baseRow()
                + " in the same column; the colour follows the "
                + (comparison.request().rule().colourBy() == RatioRule.ColourBy.EXACT ? "exact ratio." : "ratio as shown.");
        return cells + lowerIsBetter(comparison)
                + (errors ? " ! marks cells where some operations failed." : "")
                + (failed ? " ✗ marks cells where " + comparison.request().failures().meaning()
                + ": no colour there, nor where the base cell failed." : "");
    }

    /** Which figures improve downwards, where the swatches cannot say it for every column. */
    private static String lowerIsBetter(Comparison comparison) {
        if (comparison.lowerIsBetter().isEmpty() || comparison.request().columnsAreMetrics()) {
            return "";
        }
        return ColourLegend.turned(comparison)
                ? " Lower " + comparison.request().metric() + " is better: red is slower or worse."
                : " Lower is better in " + String.join(", ", ColourLegend.downwards(comparison))
                + ": there the colours turn, red "
                + "at or above the green threshold.";
    }

    private static Label swatch(RatioColor color) {
        Label swatch = new Label();
        swatch.setId("legend-" + color.id());
        swatch.getStyleClass().add("legend-swatch");
        RatioTint.paint(swatch, color);
        return swatch;
    }

    private HBox actions() {
        Button copy = new Button("Copy table");
        copy.setId("copy");
        copy.setTooltip(new Tooltip("Copies the table as HTML with its colours and as Markdown (Ctrl+C in the table)"));
        copy.setOnAction(e -> copy());
        Button save = new Button("Save as…");
        save.setId("save");
        save.setTooltip(new Tooltip("Saves the table as CSV, Markdown, HTML (coloured), JSON or text, "
                + "by the file's extension (Ctrl+S)"));
        save.setOnAction(e -> save());
        Button report = new Button("Export report…");
        report.setId("report");
        report.setTooltip(new Tooltip("Writes one HTML page to share: this table, its bars, the runs and the "
                + "command that writes it again (Ctrl+Shift+R)"));
        report.setOnAction(e -> exportReport());
        Button chart = new Button("Chart this table");
        chart.setId("chart-table");
        chart.setTooltip(new Tooltip("Opens the bars of this table in the Chart window: the same runs, rows, "
                + "columns, metric, step, base and aggregate (not for the per $/h view)"));
        chart.disableProperty().bind(model.comparisonProperty().isNull().or(model.settings().perDollarHourProperty())
                .or(model.settings().columnsProperty().isEqualTo(ComparisonRequest.METRIC_COLUMNS)));
        chart.setOnAction(e -> chartTable());
        CheckBox statistics = new CheckBox("n and p in cells");
        statistics.setId("show-statistics");
        statistics.setTooltip(new Tooltip("Shows in each cell its number of runs (tests) and, against the base, "
                + "the p value of the test; every statistic is in the cell's tooltip"));
        statistics.selectedProperty().bindBidirectional(model.settings().showStatisticsProperty());
        Label status = new Label();
        status.setId("compare-status");
        status.textProperty().bind(model.statusProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(10, copy, save, report, chart, statistics, status, spacer);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 12, 8, 12));
        bar.getStyleClass().add("status-bar");
        sceneProperty().addListener((o, was, now) -> {
            if (now != null) {
                now.getAccelerators().put(SAVE, this::save);
                now.getAccelerators().put(EXPORT_TABLE, this::save);
                now.getAccelerators().put(REPORT, this::exportReport);
                // Ctrl+C copies the table wherever the keyboard is, but text being edited keeps its own copy
                now.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                    if (COPY.match(e) && !(now.getFocusOwner() instanceof TextInputControl)) {
                        copy();
                        e.consume();
                    }
                });
            }
        });
        return bar;
    }

    /** The table as HTML with its colours, for mail and documents, and as Markdown, for issues and plain text. */
    void copy() {
        if (model.comparisonProperty().get() == null) {
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putHtml(model.text(TableFormat.HTML));
        content.putString(model.text(TableFormat.MD));
        Clipboard.getSystemClipboard().setContent(content);
        model.copied();
    }

    /** Opens the Chart window on this table's bars. */
    void chartTable() {
        ChartViewModel chart = model.chartOfTable();
        if (chart != null) {
            ChartWindow.open(getScene().getWindow(), chart, model.runCount());
        }
    }

    private void save() {
        fileTarget.choose(getScene().getWindow()).ifPresent(model::export);
    }

    /** Asks where to write the report of what the window shows, and writes it in the background. */
    void exportReport() {
        reportTarget.choose(getScene().getWindow()).ifPresent(model::exportReport);
    }

    /** Shows a new table; the columns are rebuilt only when they changed, so a sort by a column stays shown. */
    private void show(Comparison comparison) {
        updating = true;
        try {
            List<String> columns = comparison == null ? List.of() : comparison.columns();
            nameColumn.setText(comparison == null ? "" : comparison.request().rowAttribute());
            if (!columns.equals(shownColumns) || table.getColumns().isEmpty()) {
                List<TableColumn<Comparison.Row, ?>> all = new ArrayList<>();
                all.add(nameColumn);
                for (int i = 0; i < columns.size(); i++) {
                    all.add(valueColumn(comparison.header(i), i));
                }
                table.getSortOrder().clear();
                table.getColumns().setAll(all);
                shownColumns = columns;
            }
            rows.setAll(comparison == null ? List.of() : comparison.rows());
            fitColumns();
            pinnedBase.show(comparison);
            table.setPlaceholder(new Label(model.problemProperty().get().isEmpty() ? "No runs to compare"
                    : model.problemProperty().get()));
            table.refresh();
        } finally {
            updating = false;
        }
    }

    /**
     * Widens each column to its longest text as the cells show it, n and p included when they are
     * shown, so "10323 (1.00)" is never cut to "10323 (…" nor "1.00 ±0.01  n=13" to "1.00 ±0.0…".
     */
    private void fitColumns() {
        for (TableColumn<Comparison.Row, ?> column : table.getColumns()) {
            List<String> texts = rows.stream().map(row -> column == nameColumn ? row.name()
                    : shownText(row, (Integer) column.getUserData())).toList();
            column.setPrefWidth(ColumnWidths.fitted(TABLE_FONT_SIZE, column.getText(), texts));
        }
    }

    private String shownText(Comparison.Row row, int index) {
        Comparison.Cell cell = index < row.cells().size() ? row.cell(index) : null;
        return cell == null ? "" : cellWords(cell);
    }

    private TableColumn<Comparison.Row, Comparison.Cell> valueColumn(String name, int index) {
        TableColumn<Comparison.Row, Comparison.Cell> column = new TableColumn<>(name);
        column.setUserData(index);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().cell(index)));
        column.setCellFactory(c -> new RatioCell());
        column.getStyleClass().add("number-column");
        return column;
    }

    /** A cell as the command prints it, painted with the tint of its colour (the HTML export's on the light theme). */
    private final class RatioCell extends TableCell<Comparison.Row, Comparison.Cell> {
        @Override
        protected void updateItem(Comparison.Cell cell, boolean empty) {
            super.updateItem(cell, empty);
            RatioTint.paint(this, empty || cell == null ? null : cell.color());
            if (empty || cell == null) {
                setText(null);
                setTooltip(null);
                setContextMenu(null);
                return;
            }
            setContextMenu(repeats == null ? null : RepeatMenu.of(cell, repeats, this));
            setText(cellWords(cell));
            Comparison shown = model.comparisonProperty().get();
            Comparison.Row row = getTableRow() == null ? null : getTableRow().getItem();
            if (shown != null && row != null) {
                int column = (int) getTableColumn().getUserData();
                setTooltip(new Tooltip(CellTip.of(row.name(), shown.header(column), cell,
                        row.name().equals(shown.baseRow()))));
            }
        }
    }

    /** A cell's words: its figure as the command prints it, digits grouped, and n and p when they are asked for. */
    private String cellWords(Comparison.Cell cell) {
        return DisplayNumbers.grouped(model.writer().text(cell))
                + (model.settings().showStatisticsProperty().get() ? statistics(cell) : "");
    }

    /** What the statistics toggle adds to a cell: its number of tests, and p against the base where tested. */
    private static String statistics(Comparison.Cell cell) {
        return "  n=" + cell.n() + (Double.isNaN(cell.p()) ? "" : " p=" + CellText.p(cell.p()));
    }

    /** The base row's name in bold, so the row everything is divided by stands out. */
    private final class BaseMarkingRow extends TableRow<Comparison.Row> {
        @Override
        protected void updateItem(Comparison.Row row, boolean empty) {
            super.updateItem(row, empty);
            Comparison shown = model.comparisonProperty().get();
            boolean base = !empty && row != null && shown != null && row.name().equals(shown.baseRow());
            if (base && !getStyleClass().contains("base-row")) {
                getStyleClass().add("base-row");
            } else if (!base) {
                getStyleClass().remove("base-row");
            }
        }
    }
}
