package org.benchlens.ui.runs;

import java.io.File;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.controlsfx.control.StatusBar;

import org.benchlens.imports.ImportResult;
import org.benchlens.model.Run;
import org.benchlens.store.StoreLocation;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.HelpDialogs;
import org.benchlens.ui.common.LastFolder;
import org.benchlens.ui.common.MenuKeys;
import org.benchlens.ui.common.SelectionAction;
import org.benchlens.ui.common.ThemeMenu;
import org.benchlens.ui.common.CompareScope;

/**
 * The main window: menus, filter and grouping, the runs table, the selected runs' details, and
 * the status bar (what is being done, with cancel; how many runs are shown; which store).
 * Compare, chart and runner windows are other classes: the application connects them with
 * {@link #connect} and {@link #runMenu()}.
 */
public final class MainView extends BorderPane {

    private final RunsViewModel model;
    private final FxBackground background;
    private final RunsTable runsTable;
    private final SplitPane split;
    private final RunChangeDialogs edits;
    private final ImportEntrances imports;
    private final TextField filter = new TextField();
    private final Menu runMenu = new Menu("_Run");
    private final MenuItem compare = new MenuItem("_Compare…");
    private final MenuItem chart = new MenuItem("C_hart…");
    private final MenuItem trend = new MenuItem("_Trend…");
    private final MenuItem exportChart = new MenuItem("Export _chart…");
    private final MenuItem exportReport = new MenuItem("Export _report…");
    private SelectionAction compareAction;
    private SelectionAction chartAction;
    private SelectionAction exportChartAction;
    private SelectionAction exportReportAction;
    private SelectionAction trendAction;
    private Consumer<StoreLocation> openStoreAction;

    public MainView(RunsViewModel model, FxBackground background) {
        AppTheme.ensureApplied();
        this.background = background;
        this.model = model;
        this.runsTable = new RunsTable(model);
        this.edits = new RunChangeDialogs(model, runsTable, this::window);
        this.imports = new ImportEntrances(model, this::window);
        split = new SplitPane(runsTable, new RunDetailView(model));
        split.setOrientation(Orientation.HORIZONTAL);
        // half: the line names and two runs side by side read whole at 1024 pixels
        split.setDividerPositions(0.5);
        setTop(new VBox(menuBar(), toolBar(), notice(), importedHiddenNotice()));
        setCenter(split);
        setBottom(statusBar(background));
        // what an import or an undo added is pointed to: selected, and scrolled into view
        model.addedRunsProperty().addListener((o, was, now) -> {
            if (runsTable.getItems().stream().anyMatch(row -> now.contains(row.id()))) {
                selectRuns(now);
            }
        });
        runsTable.getSelectionModel().getSelectedItems().addListener((ListChangeListener<RunRow>) change ->
                model.select(runsTable.selectedRuns()));
        runsTable.setContextMenu(runsMenu());
        model.lastImportProperty().addListener((o, was, now) -> {
            if (now != null && now.results().stream().anyMatch(r -> r.status() != ImportResult.Status.IMPORTED
                    && r.status() != ImportResult.Status.DUPLICATE)) {
                imports.showProblems();
            }
        });
        imports.acceptDrops(this);
    }

    /**
     * Connects the items that open other windows with the selected runs; an item stays disabled
     * while its action is null.
     */
    public void connect(SelectionAction compareWindow, SelectionAction chartWindow, SelectionAction chartExport) {
        compareAction = compareWindow;
        chartAction = chartWindow;
        exportChartAction = chartExport;
        compare.setDisable(compareWindow == null);
        chart.setDisable(chartWindow == null);
        exportChart.setDisable(chartExport == null);
    }

    /** Connects File ▸ Export report… (disabled until then) with what writes a report of the selected runs. */
    public void connectReport(SelectionAction reportExport) {
        exportReportAction = reportExport;
        exportReport.setDisable(reportExport == null);
    }

    /** Connects View ▸ Trend… (disabled until then) with what opens the Trend window on the list's runs. */
    public void connectTrend(SelectionAction trendWindow) {
        trendAction = trendWindow;
        trend.setDisable(trendWindow == null);
    }

    /** The Run menu, empty until the runner's dialogs add their items to it. */
    public Menu runMenu() {
        return runMenu;
    }

    /** What File ▸ Open store… does with the location the user gave. */
    public void onOpenStore(Consumer<StoreLocation> action) {
        openStoreAction = action;
    }

    public RunsViewModel model() {
        return model;
    }

    public RunsTable runsTable() {
        return runsTable;
    }

    public SplitPane split() {
        return split;
    }

    private MenuBar menuBar() {
        MenuItem importItem = item("_Import…", "Shortcut+O", imports::choose);
        MenuItem openStore = item("_Open store…", "Shortcut+Shift+O", this::askStoreLocation);
        MenuItem exportTable = item("Export _table…", "Shortcut+E", this::exportTable);
        exportChart.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+E"));
        exportChart.setOnAction(e -> exportChartAction.open(window(), selectedOrShown()));
        exportReport.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+R"));
        exportReport.setOnAction(e -> exportReportAction.open(window(), selectedOrShown()));
        exportReport.setDisable(true);
        MenuItem quit = item("_Quit", "Shortcut+Q", () -> window().hide());
        Menu file = new Menu("_File", null, importItem, new SeparatorMenuItem(), exportChart, exportTable, exportReport,
                new SeparatorMenuItem(), openStore, new SeparatorMenuItem(), quit);

        MenuItem undo = item("_Undo delete", "Shortcut+Z", model::undoDelete);
        undo.disableProperty().bind(model.canUndoProperty().not());
        MenuItem paste = item("_Paste results", "Shortcut+V", imports::paste);
        MenuItem editAttributes = item("Edit _attributes", "F2", edits::editAttributes);
        // the table's own F2 edits its focused cell, often none or one off-screen: F2 is Edit attributes there too
        runsTable.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F2 && runsTable.getEditingCell() == null) {
                e.consume();
                edits.editAttributes();
            }
        });
        MenuItem tag = item("_Tag…", "Shortcut+T", edits::askTags);
        MenuItem delete = item("_Delete…", "Delete", edits::confirmDelete);
        MenuItem find = item("_Find…", "Shortcut+F", filter::requestFocus);
        MenuItem reload = item("_Reload", "F5", model::refresh);
        for (MenuItem needsSelection : List.of(editAttributes, tag, delete)) {
            needsSelection.disableProperty().bind(Bindings.isEmpty(model.selectedRuns()));
        }
        Menu edit = new Menu("_Edit", null, undo, new SeparatorMenuItem(), paste, editAttributes, tag, delete,
                new SeparatorMenuItem(), find, reload);

        compare.setAccelerator(KeyCombination.keyCombination("Shortcut+K"));
        compare.setOnAction(e -> compareAction.open(window(), compareScope().runs()));
        chart.setAccelerator(KeyCombination.keyCombination("Shortcut+G"));
        chart.setOnAction(e -> chartAction.open(window(), selectedOrShown()));
        // Ctrl+T tags the selected runs: the trend takes Shift with it
        trend.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+T"));
        trend.setOnAction(e -> trendAction.open(window(), compareScope().runs()));
        connect(null, null, null);
        connectTrend(null);
        Menu view = new Menu("_View", null, compare, chart, trend, new SeparatorMenuItem(), ThemeMenu.create());

        Menu help = new Menu("_Help", null,
                item("_Formats…", null, () -> HelpDialogs.formats(window()).show()),
                item("_Help for this window", "F1", () -> HelpDialogs.mainWindow(window(), menuBarOf()).show()),
                item("_About BenchLens", null, () -> HelpDialogs.about(window(), model.workspace().location()).show()));
        MenuBar bar = new MenuBar(file, edit, view, runMenu, help);
        bar.setId("menu-bar");
        MenuKeys.highlightFirstItemFromKeys(bar);
        return bar;
    }

    /** The runs table's context menu: what needs several runs selected. */
    private ContextMenu runsMenu() {
        MenuItem merge = item("_Merge runs…", null, edits::askMerge);
        merge.setId("merge-runs");
        merge.disableProperty().bind(Bindings.size(model.selectedRuns()).lessThan(2));
        return new ContextMenu(merge);
    }

    private MenuBar menuBarOf() {
        return (MenuBar) lookup("#menu-bar");
    }

    private static MenuItem item(String text, String shortcut, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (shortcut != null) {
            item.setAccelerator(KeyCombination.keyCombination(shortcut));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private HBox toolBar() {
        filter.setId("filter");
        filter.setPromptText("Filter: words, key=value (dbms=pg17beta3), tag:baseline   (Ctrl+F)");
        filter.textProperty().bindBidirectional(model.filterTextProperty());
        filter.setOnKeyPressed(e -> {
            // Escape clears the filter and leaves the keyboard there, to type the next one
            if (e.getCode() == KeyCode.ESCAPE && !filter.getText().isEmpty()) {
                filter.clear();
                e.consume();
            }
            // Down and Tab go on to the list the filter made, as a search field leads to its results
            if (e.getCode() == KeyCode.DOWN || (e.getCode() == KeyCode.TAB && !e.isShiftDown())) {
                enterRuns();
                e.consume();
            }
        });
        HBox.setHgrow(filter, Priority.ALWAYS);
        ComboBox<Grouping> grouping = new ComboBox<>();
        grouping.setId("grouping");
        groupingChoices(grouping);
        model.attributeKeys().addListener((ListChangeListener<String>) c -> groupingChoices(grouping));
        // one way each, ignoring the moment the list is refilled and the box holds no value
        grouping.setValue(model.groupingProperty().get());
        grouping.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                model.groupingProperty().set(now);
            }
        });
        model.groupingProperty().addListener((o, was, now) -> grouping.setValue(now));
        Button importButton = new Button("Import…");
        importButton.setId("import");
        importButton.setOnAction(e -> imports.choose());
        importButton.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(8, filter, new Label("Group by"), grouping, importButton);
        bar.setPadding(new Insets(6, 8, 6, 8));
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private void groupingChoices(ComboBox<Grouping> grouping) {
        Grouping chosen = model.groupingProperty().get();
        List<Grouping> choices = new java.util.ArrayList<>(List.of(Grouping.NONE, Grouping.FORMAT, Grouping.SOURCE_FILE));
        model.attributeKeys().forEach(key -> choices.add(Grouping.byAttribute(key)));
        if (!choices.contains(chosen)) {
            choices.add(chosen);
        }
        // changed in place, never replaced: a box whose items are replaced shows its value blank
        grouping.getItems().removeIf(item -> !choices.contains(item));
        for (int i = 0; i < choices.size(); i++) {
            if (!grouping.getItems().contains(choices.get(i))) {
                grouping.getItems().add(Math.min(i, grouping.getItems().size()), choices.get(i));
            }
        }
        grouping.setValue(chosen);
    }

    private Node notice() {
        Label text = new Label();
        text.setId("notice");
        text.setWrapText(true);
        text.textProperty().bind(model.noticeProperty());
        Hyperlink dismiss = new Hyperlink("Dismiss");
        dismiss.setOnAction(e -> model.dismissNotice());
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox bar = new HBox(8, text, dismiss);
        bar.getStyleClass().add("notice");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 8, 6, 8));
        bar.visibleProperty().bind(model.noticeProperty().isNotEmpty());
        bar.managedProperty().bind(bar.visibleProperty());
        return bar;
    }

    /** After an import, a merge or a runner job under a filter that hides some of the new runs: a way to see them. */
    private Node importedHiddenNotice() {
        Label text = new Label();
        text.setId("imported-hidden");
        text.setWrapText(true);
        text.textProperty().bind(Bindings.createStringBinding(() -> {
            int hidden = model.importedHiddenProperty().get();
            return (hidden == 1 ? "1 new run is" : hidden + " new runs are") + " hidden by the filter.";
        }, model.importedHiddenProperty()));
        Hyperlink show = new Hyperlink("Show the new runs");
        show.setId("show-imported");
        show.setOnAction(e -> selectRuns(model.showImportedRuns()));
        Hyperlink dismiss = new Hyperlink("Dismiss");
        dismiss.setOnAction(e -> model.dismissImported());
        HBox bar = new HBox(8, text, show, dismiss);
        bar.getStyleClass().add("notice");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 8, 6, 8));
        bar.visibleProperty().bind(model.importedHiddenProperty().greaterThan(0));
        bar.managedProperty().bind(bar.visibleProperty());
        return bar;
    }

    private void selectRuns(List<Long> ids) {
        runsTable.getSelectionModel().clearSelection();
        java.util.Set<Long> wanted = java.util.Set.copyOf(ids);
        List<RunRow> rows = runsTable.getItems();
        for (int i = 0; i < rows.size(); i++) {
            if (wanted.contains(rows.get(i).id())) {
                runsTable.getSelectionModel().select(i);
            }
        }
        if (!runsTable.getSelectionModel().isEmpty()) {
            // the last of them made visible, then the first: the table's own scrollTo puts a row at the top
            // and, near the end of a list that just grew, left the last row under the sideways scroll bar
            List<Integer> indices = runsTable.getSelectionModel().getSelectedIndices();
            int first = indices.stream().mapToInt(Integer::intValue).min().orElse(0);
            int last = indices.stream().mapToInt(Integer::intValue).max().orElse(0);
            runsTable.scrollTo(first);
            if (runsTable.lookup(".virtual-flow") instanceof VirtualFlow<?> flow) {
                flow.scrollTo(last);
                flow.scrollTo(first);
            }
        }
        runsTable.requestFocus();
    }

    /**
     * ControlsFX's status bar: what is being done (with progress and cancel while it runs), the
     * import report, how many runs are shown, and which store.
     */
    private StatusBar statusBar(FxBackground background) {
        Label status = new Label();
        status.setId("status");
        status.textProperty().bind(Bindings.when(background.runningProperty())
                .then(background.messageProperty()).otherwise(model.statusProperty()));
        Hyperlink report = new Hyperlink();
        report.setId("import-report");
        report.textProperty().bind(Bindings.size(model.importProblems()).asString("Import report (%d)"));
        report.visibleProperty().bind(Bindings.isNotEmpty(model.importProblems()));
        report.managedProperty().bind(report.visibleProperty());
        report.setOnAction(e -> imports.showProblems());
        Button cancel = new Button("Cancel");
        cancel.setId("cancel");
        // a button keeps its whole text; the status line gives way first
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setOnAction(e -> background.cancel());
        cancel.visibleProperty().bind(background.runningProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        Label shown = new Label();
        shown.setId("shown");
        shown.setMinWidth(Region.USE_PREF_SIZE);
        shown.textProperty().bind(model.shownProperty());
        Label store = new Label("Store: " + storeName(model.workspace().location()));
        store.setId("store-location");
        store.getStyleClass().add("store-location");
        StatusBar bar = new StatusBar();
        bar.setId("status-bar");
        bar.setText("");
        bar.progressProperty().bind(Bindings.when(background.runningProperty())
                .then(background.progressProperty()).otherwise(0.0));
        bar.getLeftItems().addAll(status, report);
        bar.getRightItems().addAll(cancel, new Separator(Orientation.VERTICAL), shown,
                new Separator(Orientation.VERTICAL), store);
        return bar;
    }

    /** An H2 file by its path, as the user gave it; any other store by its URL without credentials. */
    public static String storeName(StoreLocation location) {
        String url = location.describe();
        String prefix = "jdbc:h2:file:";
        if (!url.startsWith(prefix)) {
            return url;
        }
        int options = url.indexOf(';');
        return url.substring(prefix.length(), options < 0 ? url.length() : options);
    }

    private void askStoreLocation() {
        TextInputDialog dialog = new TextInputDialog(model.workspace().location().jdbcUrl());
        dialog.initOwner(window());
        dialog.setTitle("Open store");
        dialog.setHeaderText("An H2 file (such as ~/.benchlens/store) or a JDBC URL (jdbc:postgresql://host/db)");
        dialog.getEditor().setPrefColumnCount(50);
        dialog.showAndWait().map(String::strip).filter(text -> !text.isEmpty()).ifPresent(text -> {
            if (openStoreAction != null) {
                openStoreAction.accept(StoreLocation.resolve(text, System.getenv()));
            }
        });
    }

    /** File ▸ Export table…: the selected runs (or all shown) as CSV or JSON, with their measurements and scope. */
    private void exportTable() {
        List<Run> runs = selectedOrShown();
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export " + runs.size() + (runs.size() == 1 ? " run" : " runs"));
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("CSV", "*.csv"),
                new FileChooser.ExtensionFilter("JSON", "*.json"));
        chooser.setInitialFileName("runs.csv");
        LastFolder.SAVE.startIn(chooser);
        File file = LastFolder.SAVE.remember(chooser.showSaveDialog(window()));
        if (file == null) {
            return;
        }
        String filter = model.filterTextProperty().get() == null ? "" : model.filterTextProperty().get().strip();
        String scope = runsTable.selectedRuns().isEmpty()
                ? (filter.isEmpty() ? "every run in the store" : "the main window's filter: " + filter)
                : runs.size() + " selected" + (filter.isEmpty() ? "" : " among the main window's filter: " + filter);
        model.export().write(runs, scope, file.toPath(), failure -> new Alert(Alert.AlertType.ERROR, "Cannot write " + file
                + ": " + failure.getMessage()).showAndWait());
    }

    /** What View ▸ Compare… compares: the selection when several runs are selected, else the filtered list. */
    public CompareScope compareScope() {
        return CompareScope.of(runsTable.selectedRuns(), runsTable.getItems().stream().map(RunRow::run).toList(),
                model.filterTextProperty().get());
    }

    private List<Run> selectedOrShown() {
        List<Run> selected = runsTable.selectedRuns();
        return selected.isEmpty() ? runsTable.getItems().stream().map(RunRow::run).toList() : selected;
    }

    /** Puts the keyboard on the runs table, so the filter field shows its hint until the user needs it. */
    public void focusRuns() {
        runsTable.requestFocus();
    }

    /** The keyboard on the list, on its first run where none is chosen yet. */
    private void enterRuns() {
        runsTable.requestFocus();
        if (runsTable.getSelectionModel().isEmpty() && !runsTable.getItems().isEmpty()) {
            runsTable.getSelectionModel().select(0);
            runsTable.getFocusModel().focus(0);
        }
    }

    private Window window() {
        return Objects.requireNonNull(getScene()).getWindow();
    }
}
