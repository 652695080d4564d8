package org.benchlens.ui;

import java.io.File;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import org.benchlens.model.Run;

/** The main window: menu, filter, the runs table, the selected run, and the status bar. */
final class MainView extends BorderPane {

    private static final DateTimeFormatter STARTED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.systemDefault());

    private final RunsViewModel model;
    private final TableView<Run> runsTable = new TableView<>();

    MainView(RunsViewModel model, FxBackground background) {
        this.model = model;
        setTop(new VBox(menuBar(), toolBar()));
        SplitPane split = new SplitPane(runsTable(), new RunDetailView(model));
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.62);
        setCenter(split);
        setBottom(statusBar(background));
        acceptDroppedFiles();
    }

    private MenuBar menuBar() {
        MenuItem importFiles = new MenuItem("Import files…");
        importFiles.setAccelerator(KeyCombination.keyCombination("Shortcut+O"));
        importFiles.setOnAction(e -> chooseFiles());
        MenuItem importFolder = new MenuItem("Import folder…");
        importFolder.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+O"));
        importFolder.setOnAction(e -> chooseFolder());
        MenuItem quit = new MenuItem("Quit");
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        quit.setOnAction(e -> getScene().getWindow().hide());
        Menu file = new Menu("_File", null, importFiles, importFolder, new SeparatorMenuItem(), quit);

        MenuItem delete = new MenuItem("Delete selected runs…");
        delete.setAccelerator(KeyCombination.keyCombination("Delete"));
        delete.setOnAction(e -> confirmDelete());
        delete.disableProperty().bind(runsTable.getSelectionModel().selectedItemProperty().isNull());
        MenuItem find = new MenuItem("Find…");
        find.setAccelerator(KeyCombination.keyCombination("Shortcut+F"));
        find.setOnAction(e -> lookup("#filter").requestFocus());
        MenuItem reload = new MenuItem("Reload");
        reload.setAccelerator(KeyCombination.keyCombination("F5"));
        reload.setOnAction(e -> model.refresh());
        Menu edit = new Menu("_Edit", null, find, reload, new SeparatorMenuItem(), delete);
        return new MenuBar(file, edit);
    }

    private HBox toolBar() {
        TextField filter = new TextField();
        filter.setId("filter");
        filter.setPromptText("Filter runs: name, format or attribute value (Ctrl+F)");
        filter.textProperty().bindBidirectional(model.filterTextProperty());
        filter.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                filter.clear();
            }
        });
        HBox.setHgrow(filter, Priority.ALWAYS);
        Button importButton = new Button("Import…");
        importButton.setId("import");
        importButton.setOnAction(e -> chooseFiles());
        HBox bar = new HBox(8, filter, importButton);
        bar.setPadding(new Insets(6, 8, 6, 8));
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private TableView<Run> runsTable() {
        runsTable.setId("runs");
        runsTable.setItems(model.runs());
        runsTable.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        runsTable.setPlaceholder(new Label("No runs yet: import k6, YBIO or Insert Benchmark results (Ctrl+O), "
                + "or drop files here"));
        TableColumn<Run, Long> id = new TableColumn<>("#");
        id.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().id()));
        id.setPrefWidth(50);
        id.setStyle("-fx-alignment: CENTER-RIGHT;");
        runsTable.getColumns().add(id);
        runsTable.getColumns().add(column("Name", Run::name, 230));
        runsTable.getColumns().add(column("Format", Run::format, 110));
        runsTable.getColumns().add(column("Started", r -> r.startedAt() == null ? "" : STARTED.format(r.startedAt()), 125));
        runsTable.getColumns().add(column("Attributes", r -> r.attributes().toString(), 380));
        runsTable.getColumns().add(column("Tags", r -> String.join(" ", r.tags()), 90));
        runsTable.getSelectionModel().selectedItemProperty().addListener((o, was, now) ->
                model.selectedProperty().set(now));
        model.selectedProperty().addListener((o, was, now) -> {
            if (now != null && runsTable.getSelectionModel().getSelectedItem() != now) {
                runsTable.getSelectionModel().select(now);
            }
        });
        return runsTable;
    }

    private static TableColumn<Run, String> column(String name, Function<Run, String> text, double width) {
        TableColumn<Run, String> column = new TableColumn<>(name);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    private HBox statusBar(FxBackground background) {
        Label status = new Label();
        status.setId("status");
        status.textProperty().bind(Bindings.when(background.runningProperty())
                .then(background.messageProperty()).otherwise(model.statusProperty()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label shown = new Label();
        shown.setId("shown");
        shown.textProperty().bind(model.shownProperty());
        ProgressBar progress = new ProgressBar();
        progress.progressProperty().bind(background.progressProperty());
        progress.visibleProperty().bind(background.runningProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Button cancel = new Button("Cancel");
        cancel.setOnAction(e -> background.cancel());
        cancel.visibleProperty().bind(background.runningProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        HBox bar = new HBox(8, status, spacer, progress, cancel, shown);
        bar.setPadding(new Insets(4, 8, 4, 8));
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("status-bar");
        return bar;
    }

    private void chooseFiles() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Import benchmark results");
        List<File> files = chooser.showOpenMultipleDialog(window());
        if (files != null) {
            model.importPaths(files.stream().map(File::toPath).toList());
        }
    }

    private void chooseFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Import a folder of benchmark results");
        File folder = chooser.showDialog(window());
        if (folder != null) {
            model.importPaths(List.of(folder.toPath()));
        }
    }

    private void confirmDelete() {
        List<Run> doomed = List.copyOf(runsTable.getSelectionModel().getSelectedItems());
        if (doomed.isEmpty()) {
            return;
        }
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION,
                "Delete " + (doomed.size() == 1 ? "run " + doomed.get(0).id() + " (" + doomed.get(0).name() + ")"
                        : doomed.size() + " runs") + " and everything measured in it? This cannot be undone.",
                ButtonType.CANCEL, ButtonType.OK);
        confirm.setHeaderText("Delete runs");
        confirm.initOwner(window());
        confirm.showAndWait().filter(b -> b == ButtonType.OK).ifPresent(b -> model.delete(doomed));
    }

    private void acceptDroppedFiles() {
        setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        setOnDragDropped(e -> {
            List<Path> paths = e.getDragboard().getFiles().stream().map(File::toPath).toList();
            model.importPaths(paths);
            e.setDropCompleted(!paths.isEmpty());
            e.consume();
        });
    }

    /** Puts the keyboard on the runs table, so the filter field shows its hint until the user needs it. */
    void focusRuns() {
        runsTable.requestFocus();
    }

    private Window window() {
        return getScene().getWindow();
    }
}
