package org.benchlens.ui.runs;

import java.io.File;
import java.nio.file.Path;
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
import javafx.scene.control.ButtonType;
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
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
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
import org.benchlens.ui.common.TextListDialog;
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
                showImportProblems();
            }
        });
        acceptDrops();
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
        MenuItem importItem = item("_Import…", "Shortcut+O", this::chooseImport);
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
        MenuItem paste = item("_Paste results", "Shortcut+V", this::paste);
        MenuItem editAttributes = item("Edit _attributes", "F2", this::editAttributes);
        // the table's own F2 edits its focused cell, often none or one off-screen: F2 is Edit attributes there too
        runsTable.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F2 && runsTable.getEditingCell() == null) {
                e.consume();
                editAttributes();
            }
        });
        MenuItem tag = item("_Tag…", "Shortcut+T", this::askTags);
        MenuItem delete = item("_Delete…", "Delete", this::confirmDelete);
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
        MenuItem merge = item("_Merge runs…", null, this::askMerge);
        merge.setId("merge-runs");
        merge.disableProperty().bind(Bindings.size(model.selectedRuns()).lessThan(2));
        return new ContextMenu(merge);
    }

    /** Merge runs…: the new run's name, blank for the runs' own. */
    private void askMerge() {
        List<Run> runs = runsTable.selectedRuns();
        TextInputDialog dialog = new TextInputDialog();
        dialog.initOwner(window());
        dialog.setTitle("Merge runs");
        dialog.setHeaderText("Store runs " + String.join(", ", runs.stream().map(r -> Long.toString(r.id())).toList())
                + ", the load generators of one test, as one new run: requests add up, latency from their histograms");
        dialog.setContentText("Name (blank: the runs' name):");
        dialog.getEditor().setId("merge-name");
        dialog.showAndWait().ifPresent(name -> model.merge(runs, name));
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
        importButton.setOnAction(e -> chooseImport());
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
        report.setOnAction(e -> showImportProblems());
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

    private void chooseImport() {
        new ImportDialog(window(), List.of(), null).showAndWait()
                .ifPresent(request -> model.importPaths(request.paths(), request.options()));
    }

    private void importDropped(List<Path> paths) {
        new ImportDialog(window(), paths, null).showAndWait()
                .ifPresent(request -> model.importPaths(request.paths(), request.options()));
    }

    private void importText(String text) {
        long lines = text.lines().count();
        new ImportDialog(window(), List.of(), "pasted text (" + lines + (lines == 1 ? " line)" : " lines)"))
                .showAndWait().ifPresent(request -> model.importText(text, request.options()));
    }

    /** Ctrl+V: into the filter when typing there, else the clipboard's text or files are imported. */
    private void paste() {
        if (getScene().getFocusOwner() instanceof TextInputControl input) {
            input.paste();
            return;
        }
        Clipboard clipboard = Clipboard.getSystemClipboard();
        if (clipboard.hasFiles()) {
            importDropped(clipboard.getFiles().stream().map(File::toPath).toList());
        } else if (clipboard.hasString()) {
            importText(clipboard.getString());
        } else {
            new Alert(Alert.AlertType.INFORMATION, "The clipboard holds no text or files to import. Copy a result "
                    + "table, a sweep block or a k6 summary, then press Ctrl+V.").showAndWait();
        }
    }

    private void showImportProblems() {
        int count = model.importProblems().size();
        TextListDialog.create(window(), "import-problems", "Import report",
                count + (count == 1 ? " input" : " lines") + " to look at in the last import",
                List.copyOf(model.importProblems())).show();
    }

    /** F2: one run's Attributes cell, brought into sight; several runs, a dialog that changes them all. */
    private void editAttributes() {
        List<Run> runs = runsTable.selectedRuns();
        if (runs.size() > 1) {
            AttributesDialog.ask(window(), runs).ifPresent(change -> model.setAttributes(runs, change.set(),
                    change.remove()));
            return;
        }
        int row = runsTable.getSelectionModel().getSelectedIndex();
        if (row >= 0) {
            runsTable.scrollTo(row);
            runsTable.scrollToColumn(runsTable.attributesColumn());
            runsTable.layout();
            runsTable.edit(row, runsTable.attributesColumn());
        }
    }

    private void askTags() {
        List<Run> runs = runsTable.selectedRuns();
        TextInputDialog dialog = new TextInputDialog();
        dialog.initOwner(window());
        dialog.setTitle("Tag runs");
        dialog.setHeaderText("Tags for " + (runs.size() == 1 ? "run " + runs.get(0).id() : runs.size() + " runs")
                + ": words to add, -word to remove");
        dialog.getEditor().setId("tag-input");
        dialog.showAndWait().ifPresent(text -> {
            List<String> words = text.isBlank() ? List.of() : List.of(text.strip().split("[\\s,]+"));
            model.tag(runs, words.stream().filter(w -> !w.startsWith("-")).toList(),
                    words.stream().filter(w -> w.startsWith("-") && w.length() > 1).map(w -> w.substring(1)).toList());
        });
    }

    private void confirmDelete() {
        if (getScene().getFocusOwner() instanceof TextInputControl) {
            return;
        }
        List<Run> doomed = runsTable.selectedRuns();
        if (doomed.isEmpty()) {
            return;
        }
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION,
                "Delete " + (doomed.size() == 1 ? "run " + doomed.get(0).id() + " (" + doomed.get(0).name() + ")"
                        : doomed.size() + " runs") + " and everything measured in " + (doomed.size() == 1 ? "it" : "them")
                        + "? Edit ▸ Undo delete (Ctrl+Z) puts " + (doomed.size() == 1 ? "it" : "them") + " back.",
                ButtonType.CANCEL, ButtonType.OK);
        confirm.setHeaderText("Delete runs");
        confirm.initOwner(window());
        confirm.showAndWait().filter(b -> b == ButtonType.OK).ifPresent(b -> model.delete(doomed));
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
        model.exportRuns(runs, scope, file.toPath(), failure -> new Alert(Alert.AlertType.ERROR, "Cannot write " + file
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

    private void acceptDrops() {
        setOnDragOver(e -> {
            if (e.getDragboard().hasFiles() || e.getDragboard().hasString()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        setOnDragDropped(e -> {
            boolean files = e.getDragboard().hasFiles();
            List<Path> paths = files ? e.getDragboard().getFiles().stream().map(File::toPath).toList() : List.of();
            String text = files ? null : e.getDragboard().getString();
            e.setDropCompleted(files || text != null);
            e.consume();
            // the dialog opens once the drop is over, so that the source application is not kept waiting
            javafx.application.Platform.runLater(() -> {
                if (files) {
                    importDropped(paths);
                } else if (text != null) {
                    importText(text);
                }
            });
        });
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
