package org.benchlens.ui.runs;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

import org.benchlens.model.Counted;
import org.benchlens.model.Run;

/**
 * Edit ▸ Edit attributes (F2) on several selected runs: the pairs typed are set on each run and the keys
 * typed removed from each; every other attribute of each run stays as it is.
 */
public final class AttributesDialog {

    /** What to set (as the Attributes cell writes pairs) and which keys to remove (words). */
    record Change(String set, String remove) {
    }

    private AttributesDialog() {
    }

    static Optional<Change> ask(Window owner, List<Run> runs) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Edit attributes");
        dialog.setHeaderText("Attributes of " + Counted.runs(runs.size()) + " (" + ids(runs) + "): what you type "
                + "is set on each run;\ntheir other attributes stay as they are");
        TextField set = new TextField();
        set.setId("attributes-set");
        set.setPromptText("key=value, quoted where the value has spaces: note=\"second try\"");
        set.setPrefColumnCount(36);
        TextField remove = new TextField();
        remove.setId("attributes-remove");
        remove.setPromptText("keys to remove, such as note ticket");
        GridPane fields = new GridPane();
        fields.setHgap(8);
        fields.setVgap(8);
        fields.addRow(0, new Label("Set"), set);
        fields.addRow(1, new Label("Remove"), remove);
        dialog.getDialogPane().setContent(fields);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setOnShown(e -> set.requestFocus());
        return dialog.showAndWait().filter(ButtonType.OK::equals)
                .map(ok -> new Change(set.getText(), remove.getText()));
    }

    private static String ids(List<Run> runs) {
        String shown = runs.stream().limit(8).map(run -> Long.toString(run.id())).collect(Collectors.joining(", "));
        return "runs " + shown + (runs.size() > 8 ? ", …" : "");
    }
}
