package org.benchlens.ui.compare;

import java.util.Optional;
import java.util.function.Consumer;

import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.RunRepeats;
import org.benchlens.runner.TimeLeftText;

/**
 * A Compare cell's context menu: "Repeat these runs…", which asks how many more of each, or, for
 * runs that cannot be repeated, the item turned off and the reason under it.
 */
public final class RepeatMenu {

    public static final String ITEM = "Repeat these runs…";

    private RepeatMenu() {
    }

    /** @param cellNode the cell shown, whose window owns the dialogs */
    static ContextMenu of(Comparison.Cell cell, CellRepeats repeats, Node cellNode) {
        MenuItem repeat = new MenuItem(ITEM);
        repeat.setId("repeat-runs");
        Optional<String> whyNot = repeats.whyNot(cell);
        if (whyNot.isPresent()) {
            repeat.setDisable(true);
            MenuItem reason = new MenuItem(whyNot.get());
            reason.setMnemonicParsing(false); // the reason may name a value such as batch_size
            reason.setId("repeat-why");
            reason.setDisable(true);
            return new ContextMenu(repeat, reason);
        }
        repeat.setOnAction(e -> {
            Window owner = cellNode.getScene().getWindow();
            askTimes(cell, repeats.sizeOfOneRound(cell), owner, times -> repeats.repeat(cell, times, problem -> failed(problem, owner)));
        });
        return new ContextMenu(repeat);
    }

    /** Asks without waiting (the menu closes first), then hands the number to {@code chosen}. */
    private static void askTimes(Comparison.Cell cell, RunRepeats.Size round, Window owner,
                                 Consumer<Integer> chosen) {
        Dialog<Integer> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Repeat these runs");
        dialog.setHeaderText("Queue more runs with the settings of run" + (cell.runIds().size() == 1 ? " " : "s ")
                + cell.runIds() + " in the runner window;\nthe cell shows its new n and verdict as each one ends.");
        Spinner<Integer> times = new Spinner<>(1, 100, CellRepeats.DEFAULT_TIMES);
        times.setId("repeat-times");
        times.setEditable(true);
        Label load = new Label();
        load.setId("repeat-load");
        load.textProperty().bind(Bindings.createStringBinding(() -> loadWords(round.times(times.getValue())),
                times.valueProperty()));
        dialog.getDialogPane().setContent(new VBox(8, new HBox(8, new Label("More runs of each:"), times), load));
        ButtonType queue = new ButtonType("Queue runs", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(queue, ButtonType.CANCEL);
        dialog.setResultConverter(button -> button == queue ? times.getValue() : null);
        dialog.setOnHidden(e -> Optional.ofNullable(dialog.getResult()).ifPresent(chosen));
        dialog.show();
    }

    /** "Queues 3 runs, about 1 min 30 s in all.": the load asked for, before it is queued. */
    static String loadWords(RunRepeats.Size size) {
        return "Queues " + size.runs() + (size.runs() == 1 ? " run" : " runs")
                + (size.time().isZero() ? "." : ", about " + TimeLeftText.length(size.time()) + " in all.");
    }

    private static void failed(String problem, Window owner) {
        Alert alert = new Alert(Alert.AlertType.ERROR, problem);
        alert.initOwner(owner);
        alert.setHeaderText("The runs cannot be repeated");
        alert.show();
    }
}
