package org.benchlens.ui.runs;

import java.util.List;
import java.util.function.Supplier;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TextInputDialog;
import javafx.stage.Window;

import org.benchlens.model.Run;

/** What the Edit menu and the runs table's context menu do to the selected runs, each asked in a dialog first. */
final class RunChangeDialogs {

    private final RunsViewModel model;
    private final RunsTable table;
    private final Supplier<Window> owner;

    RunChangeDialogs(RunsViewModel model, RunsTable table, Supplier<Window> owner) {
        this.model = model;
        this.table = table;
        this.owner = owner;
    }

    /** Merge runs…: the new run's name, blank for the runs' own. */
    void askMerge() {
        List<Run> runs = table.selectedRuns();
        TextInputDialog dialog = new TextInputDialog();
        dialog.initOwner(window());
        dialog.setTitle("Merge runs");
        dialog.setHeaderText("Store runs " + String.join(", ", runs.stream().map(r -> Long.toString(r.id())).toList())
                + ", the load generators of one test, as one new run: requests add up, latency from their histograms");
        dialog.setContentText("Name (blank: the runs' name):");
        dialog.getEditor().setId("merge-name");
        dialog.showAndWait().ifPresent(name -> model.merge(runs, name));
    }

    /** F2: one run's Attributes cell, brought into sight; several runs, a dialog that changes them all. */
    void editAttributes() {
        List<Run> runs = table.selectedRuns();
        if (runs.size() > 1) {
            AttributesDialog.ask(window(), runs).ifPresent(change -> model.labels().setAttributes(runs, change.set(),
                    change.remove()));
            return;
        }
        int row = table.getSelectionModel().getSelectedIndex();
        if (row >= 0) {
            table.scrollTo(row);
            table.scrollToColumn(table.attributesColumn());
            table.layout();
            table.edit(row, table.attributesColumn());
        }
    }

    void askTags() {
        List<Run> runs = table.selectedRuns();
        TextInputDialog dialog = new TextInputDialog();
        dialog.initOwner(window());
        dialog.setTitle("Tag runs");
        dialog.setHeaderText("Tags for " + (runs.size() == 1 ? "run " + runs.get(0).id() : runs.size() + " runs")
                + ": words to add, -word to remove");
        dialog.getEditor().setId("tag-input");
        dialog.showAndWait().ifPresent(text -> {
            List<String> words = text.isBlank() ? List.of() : List.of(text.strip().split("[\\s,]+"));
            model.labels().tag(runs, words.stream().filter(w -> !w.startsWith("-")).toList(),
                    words.stream().filter(w -> w.startsWith("-") && w.length() > 1).map(w -> w.substring(1)).toList());
        });
    }

    void confirmDelete() {
        if (window().getScene().getFocusOwner() instanceof TextInputControl) {
            return;
        }
        List<Run> doomed = table.selectedRuns();
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

    private Window window() {
        return owner.get();
    }
}
