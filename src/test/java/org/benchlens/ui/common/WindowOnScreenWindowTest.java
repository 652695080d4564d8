package org.benchlens.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.prefs.Preferences;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import org.benchlens.ui.runs.WindowLayout;

/**
 * Whatever was remembered, a window opens whole on the screen, title bar included, and at least
 * its least size: the main window restored from a place above and left of the screen at 300 by 200,
 * and a Compare window shown again after it was left off-screen.
 */
@ExtendWith(ApplicationExtension.class)
class WindowOnScreenWindowTest {

    private Preferences preferences;

    @BeforeEach
    void remember() {
        preferences = Preferences.userRoot().node("benchlens-tests/window-on-screen-" + System.nanoTime());
    }

    @AfterEach
    void forget() throws Exception {
        preferences.removeNode();
    }

    private static void assertWholeOnScreen(Stage stage) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertThat(stage.getX()).as("left edge").isGreaterThanOrEqualTo(screen.getMinX());
        assertThat(stage.getY()).as("title bar").isGreaterThanOrEqualTo(screen.getMinY());
        assertThat(stage.getX() + stage.getWidth()).as("right edge").isLessThanOrEqualTo(screen.getMaxX());
        assertThat(stage.getY() + stage.getHeight()).as("bottom edge").isLessThanOrEqualTo(screen.getMaxY());
        assertThat(stage.getWidth()).as("width").isGreaterThanOrEqualTo(WindowPlacement.MIN_WIDTH);
        assertThat(stage.getHeight()).as("height").isGreaterThanOrEqualTo(WindowPlacement.MIN_HEIGHT);
    }

    @Test
    void theMainWindowRememberedOffScreenAndTooSmallOpensWholeOnTheScreen() throws Exception {
        preferences.putDouble("x", -900);
        preferences.putDouble("y", -150);
        preferences.putDouble("width", 1000);
        preferences.putDouble("height", 200);
        Stage stage = WaitForAsyncUtils.asyncFx(() -> {
            Stage main = new Stage();
            main.setScene(new Scene(new Label("runs")));
            new WindowLayout(preferences).restore(main);
            main.show();
            return main;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        try {
            assertWholeOnScreen(stage);
            assertThat(stage.getWidth()).as("the remembered width, which fits").isEqualTo(1000);
        } finally {
            WaitForAsyncUtils.asyncFx(stage::close).get();
        }
    }

    @Test
    void aWindowShownAgainAfterItWasLeftOffScreenComesBackWhole() throws Exception {
        WindowPlacement placement = new WindowPlacement(preferences, 1100, 760);
        Stage stage = WaitForAsyncUtils.asyncFx(() -> {
            Stage compare = new Stage();
            compare.setScene(new Scene(new Label("table")));
            placement.apply(compare, null);
            compare.show();
            return compare;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        try {
            assertWholeOnScreen(stage);
            WaitForAsyncUtils.asyncFx(() -> {
                stage.setX(-700);
                stage.setY(-400);
                stage.hide();
            }).get();
            WaitForAsyncUtils.asyncFx(stage::show).get();
            WaitForAsyncUtils.waitForFxEvents();
            assertWholeOnScreen(stage);
        } finally {
            WaitForAsyncUtils.asyncFx(stage::close).get();
        }
    }

    @Test
    void aSecondWindowOfAKindOpensBesideTheFirstNotOverIt() throws Exception {
        WindowPlacement placement = new WindowPlacement(preferences, 900, 600);
        java.util.List<Stage> stages = WaitForAsyncUtils.asyncFx(() -> {
            java.util.List<Stage> shown = new java.util.ArrayList<>();
            for (int i = 0; i < 2; i++) {
                Stage compare = new Stage();
                compare.setScene(new Scene(new Label("table " + i)));
                placement.apply(compare, null);
                compare.show();
                shown.add(compare);
            }
            return shown;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        try {
            assertThat(stages.get(1).getX()).isEqualTo(stages.get(0).getX() + WindowPlacement.CASCADE);
            assertThat(stages.get(1).getY()).isEqualTo(stages.get(0).getY() + WindowPlacement.CASCADE);
            assertWholeOnScreen(stages.get(1));
        } finally {
            WaitForAsyncUtils.asyncFx(() -> stages.forEach(Stage::close)).get();
        }
    }
}
