package org.benchlens.ui.common;

import java.util.List;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Lines to read and copy (an import's problems, the formats BenchLens reads, its shortcuts): a
 * text area rather than a message, so that a long list scrolls and can be selected and pasted
 * into an issue.
 */
public final class TextListDialog {

    private TextListDialog() {
    }

    public static Alert create(Window owner, String id, String title, String header, List<String> lines) {
        Alert dialog = new Alert(Alert.AlertType.NONE);
        dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.setHeaderText(header);
        TextArea text = new TextArea(String.join("\n", lines));
        text.setId(id);
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefColumnCount(90);
        text.setPrefRowCount(Math.min(Math.max(lines.size() + 1, 4), 18));
        dialog.getDialogPane().setContent(text);
        ButtonType copy = new ButtonType("Copy all", ButtonBar.ButtonData.LEFT);
        dialog.getDialogPane().getButtonTypes().addAll(copy, ButtonType.CLOSE);
        dialog.getDialogPane().lookupButton(copy).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text.getText());
            Clipboard.getSystemClipboard().setContent(content);
            e.consume();
        });
        dialog.setResizable(true);
        WindowPlacement.forUser(id, 820, 520).apply((Stage) dialog.getDialogPane().getScene().getWindow(), owner);
        return dialog;
    }
}
