package org.benchlens.ui;

import java.util.List;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * A small window shown while the store takes longer than a moment to open: another process holds it, or
 * it is being brought up to date for this version. It says the latest thing the store said.
 */
public final class OpeningStage {

    static final String TITLE = "BenchLens — opening the store";
    private static final double WIDTH = 500;
    /** Room for a notice of three lines above the progress bar, inside the window's frame. */
    private static final double HEIGHT = 150;

    private final Stage stage = new Stage();
    private final Timeline polling;

    private OpeningStage(String store, List<String> notices) {
        Label said = new Label("Opening the store at " + store + "…");
        said.setId("opening-notice");
        said.setWrapText(true);
        said.setMinHeight(Region.USE_PREF_SIZE);
        ProgressBar progress = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        progress.setMaxWidth(Double.MAX_VALUE);
        VBox box = new VBox(12, said, progress);
        box.setPadding(new Insets(18));
        box.setAlignment(Pos.CENTER_LEFT);
        stage.setTitle(TITLE);
        stage.setScene(new Scene(box, WIDTH, HEIGHT));
        // the notices come from the thread that opens the store: read the newest a few times a second
        polling = new Timeline(new KeyFrame(Duration.millis(250), e -> {
            if (!notices.isEmpty()) {
                String newest = notices.get(notices.size() - 1);
                said.setText(Character.toUpperCase(newest.charAt(0)) + newest.substring(1) + "…");
            }
        }));
        polling.setCycleCount(Animation.INDEFINITE);
    }

    static OpeningStage show(String store, List<String> notices) {
        OpeningStage opening = new OpeningStage(store, notices);
        opening.polling.play();
        opening.stage.show();
        // JavaFX 21 on GTK lets some window managers map a window at a tiny size (JDK-8316423): size it again
        Platform.runLater(() -> {
            // the stage's size includes the window manager's frame, the scene's does not
            double frame = Math.max(0, opening.stage.getHeight() - opening.stage.getScene().getHeight());
            opening.stage.setWidth(WIDTH);
            opening.stage.setHeight(HEIGHT + frame);
            opening.stage.centerOnScreen();
        });
        return opening;
    }

    void close() {
        polling.stop();
        stage.close();
    }
}
