package org.benchlens.ui.common;

import java.util.function.BiConsumer;
import java.util.function.Consumer;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableObjectValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.layout.FlowPane;

import org.benchlens.analysis.UnlikeRunsException;

/**
 * The ways out of a refusal to mix unlike runs, one click each: split by the attribute, keep one of
 * its values, or pool over it on purpose. Shown while {@code unlike} holds a refusal; the Compare
 * and Chart windows each say what a click does to their own settings.
 */
public final class UnlikeRunsActions extends FlowPane {

    /** Values of a refused attribute offered as "Only X=v" buttons; the others are a filter away. */
    private static final int MOST_VALUE_BUTTONS = 6;

    public UnlikeRunsActions(ObservableObjectValue<UnlikeRunsException> unlike, Consumer<String> splitBy,
                      BiConsumer<String, String> only, Consumer<String> poolOver) {
        super(8, 8);
        setId("ways-out");
        setAlignment(Pos.CENTER_LEFT);
        unlike.addListener((o, was, now) -> show(now, splitBy, only, poolOver));
        show(unlike.getValue(), splitBy, only, poolOver);
        visibleProperty().bind(Bindings.isNotNull(unlike));
        managedProperty().bind(visibleProperty());
    }

    private void show(UnlikeRunsException refusal, Consumer<String> splitBy, BiConsumer<String, String> only,
                      Consumer<String> poolOver) {
        getChildren().clear();
        if (refusal == null) {
            return;
        }
        String attribute = refusal.attribute();
        if (refusal.measured()) {
            // a measured load is no attribute: there is nothing to split by or narrow to, only to pool
            getChildren().add(poolButton(attribute, poolOver));
            return;
        }
        Button split = button("Split by " + attribute);
        split.setId("split-by");
        split.setOnAction(e -> splitBy.accept(attribute));
        getChildren().add(split);
        for (int i = 0; i < refusal.values().size() && i < MOST_VALUE_BUTTONS; i++) {
            String value = refusal.values().get(i);
            if (!value.equals(UnlikeRunsException.NONE)) {
                Button keep = button("Only " + attribute + "=" + value);
                keep.setId("only-" + i);
                keep.setOnAction(e -> only.accept(attribute, value));
                getChildren().add(keep);
            }
        }
        getChildren().add(poolButton(attribute, poolOver));
    }

    private static Button poolButton(String attribute, Consumer<String> poolOver) {
        Button pool = button("Pool over " + attribute);
        pool.setId("pool");
        pool.setOnAction(e -> poolOver.accept(attribute));
        return pool;
    }

    /** A button showing its words as they are: "batch_size" keeps its underscore, which is no mnemonic here. */
    private static Button button(String words) {
        Button button = new Button(words);
        button.setMnemonicParsing(false);
        return button;
    }
}
