package org.benchlens.ui.runs;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import org.benchlens.imports.ImportOptions;
import org.benchlens.model.Attributes;
import org.benchlens.model.AttributesText;
import org.benchlens.ui.common.LastFolder;
import org.benchlens.ui.common.WindowPlacement;

/**
 * File ▸ Import…, a drop or a paste: the files and folders to import (or the pasted text), and
 * the attributes and tags to add to every run of this import, for what the files do not say
 * (instance type, version, price).
 */
public final class ImportDialog extends Dialog<ImportDialog.Request> {

    /** What the user asked to import, with what to add to every run. */
    record Request(List<Path> paths, ImportOptions options) {
    }

    private final ObservableList<Path> paths = FXCollections.observableArrayList();
    private final TextField attributes = new TextField();
    private final TextField tags = new TextField();
    private final Label problem = new Label();

    /**
     * @param what  what is imported when the dialog is for a paste ("pasted text, 12 lines"), or
     *              null when it lists files the user can add to
     */
    ImportDialog(Window owner, List<Path> initial, String what) {
        initOwner(owner);
        setTitle("Import results");
        setHeaderText(what == null ? "Import benchmark results" : "Import " + what);
        paths.setAll(initial);
        attributes.setId("import-attributes");
        attributes.setPromptText("instance=t3a.nano version=7.0.1");
        tags.setId("import-tags");
        tags.setPromptText("baseline nightly");
        problem.getStyleClass().add("dialog-problem");
        problem.setWrapText(true);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.setPadding(new Insets(10));
        int row = 0;
        if (what == null) {
            ListView<Path> list = new ListView<>(paths);
            list.setId("import-paths");
            // several paths readable at once, each whole in its tooltip when the dialog is narrower
            list.setPrefHeight(180);
            list.setMinHeight(120);
            list.setPrefWidth(520);
            list.setCellFactory(view -> new ListCell<>() {
                @Override
                protected void updateItem(Path path, boolean empty) {
                    super.updateItem(path, empty);
                    setText(empty || path == null ? null : path.toString());
                    setTooltip(empty || path == null ? null : new Tooltip(path.toString()));
                }
            });
            GridPane.setVgrow(list, Priority.ALWAYS);
            list.setPlaceholder(new Label("Add files or folders, or drop them on the window"));
            Button addFiles = new Button("Add files…");
            addFiles.setOnAction(e -> addFiles(owner));
            Button addFolder = new Button("Add folder…");
            addFolder.setOnAction(e -> addFolder(owner));
            Button remove = new Button("Remove");
            remove.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
            remove.setOnAction(e -> paths.remove(list.getSelectionModel().getSelectedItem()));
            grid.add(new Label("Files and folders"), 0, row);
            grid.add(list, 1, row++);
            grid.add(new HBox(6, addFiles, addFolder, remove), 1, row++);
            GridPane.setHgrow(list, Priority.ALWAYS);
        }
        grid.add(new Label("Attributes for every run"), 0, row);
        grid.add(attributes, 1, row++);
        grid.add(new Label("Tags for every run"), 0, row);
        grid.add(tags, 1, row++);
        grid.add(problem, 1, row);
        getDialogPane().setContent(grid);
        getDialogPane().setPrefWidth(760);
        setResizable(true);
        WindowPlacement.keepDialogWhole(this);
        ButtonType importButton = new ButtonType("Import", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(importButton, ButtonType.CANCEL);
        Button ok = (Button) getDialogPane().lookupButton(importButton);
        if (what == null) {
            ok.disableProperty().bind(Bindings.isEmpty(paths));
        }
        // an attribute line that is not key=value keeps the dialog open with the reason under it
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            if (options().isEmpty()) {
                e.consume();
            }
        });
        setResultConverter(button -> button == importButton
                ? new Request(List.copyOf(paths), options().orElseThrow()) : null);
        setOnShown(e -> attributes.requestFocus());
    }

    private Optional<ImportOptions> options() {
        try {
            Attributes values = AttributesText.parse(attributes.getText());
            List<String> tagList = tags.getText() == null || tags.getText().isBlank() ? List.of()
                    : List.of(tags.getText().strip().split("[\\s,]+"));
            problem.setText("");
            return Optional.of(new ImportOptions(values, tagList));
        } catch (IllegalArgumentException e) {
            problem.setText("Attributes: " + e.getMessage());
            return Optional.empty();
        }
    }

    private void addFiles(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Import benchmark results");
        LastFolder.OPEN.startIn(chooser);
        List<File> files = LastFolder.OPEN.remember(chooser.showOpenMultipleDialog(owner));
        if (files != null) {
            List<Path> added = new ArrayList<>();
            files.forEach(f -> added.add(f.toPath()));
            paths.addAll(added);
        }
    }

    private void addFolder(Window owner) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Import a folder of benchmark results");
        LastFolder.OPEN.startIn(chooser);
        File folder = LastFolder.OPEN.remember(chooser.showDialog(owner));
        if (folder != null) {
            paths.add(folder.toPath());
        }
    }
}
