package org.benchlens.ui.runs;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.input.TransferMode;
import javafx.stage.Window;

import org.benchlens.ui.common.TextListDialog;

/** The ways results come into the main window: File ▸ Import, paste, drop; and the report of what an import left. */
final class ImportEntrances {

    private final RunsViewModel model;
    private final Supplier<Window> owner;

    ImportEntrances(RunsViewModel model, Supplier<Window> owner) {
        this.model = model;
        this.owner = owner;
    }

    /** File ▸ Import…: files and folders chosen in the import dialog. */
    void choose() {
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
    void paste() {
        if (window().getScene().getFocusOwner() instanceof TextInputControl input) {
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

    /** What the last import refused or noted, one line each. */
    void showProblems() {
        int count = model.importProblems().size();
        TextListDialog.create(window(), "import-problems", "Import report",
                count + (count == 1 ? " input" : " lines") + " to look at in the last import",
                List.copyOf(model.importProblems())).show();
    }

    /** Files or text dropped on {@code target} are imported, after the import dialog. */
    void acceptDrops(Node target) {
        target.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles() || e.getDragboard().hasString()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        target.setOnDragDropped(e -> {
            boolean files = e.getDragboard().hasFiles();
            List<Path> paths = files ? e.getDragboard().getFiles().stream().map(File::toPath).toList() : List.of();
            String text = files ? null : e.getDragboard().getString();
            e.setDropCompleted(files || text != null);
            e.consume();
            // the dialog opens once the drop is over, so that the source application is not kept waiting
            Platform.runLater(() -> {
                if (files) {
                    importDropped(paths);
                } else if (text != null) {
                    importText(text);
                }
            });
        });
    }

    private Window window() {
        return owner.get();
    }
}
