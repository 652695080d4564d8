package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.runner.http.HttpLoadWorkload;

/** The HTTP dialog on the headless platform, filled in as a user would. */
@ExtendWith(ApplicationExtension.class)
class HttpRunDialogTest {

    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = primary;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
    }

    static Node runButton(Dialog<?> dialog) {
        return dialog.getDialogPane().lookupButton(dialog.getDialogPane().getButtonTypes().stream()
                .filter(b -> b.getButtonData() == ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow());
    }

    static String problem(FxRobot robot) {
        return robot.lookup("#problem").queryAs(Label.class).getText();
    }

    @Test
    void runStaysOffUntilTheFieldsMakeARunAndThenGivesTheWorkload(FxRobot robot) throws Exception {
        HttpRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            HttpRunDialog shown = new HttpRunDialog(stage, new HttpRunForm());
            shown.show();
            return shown;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        Node run = runButton(dialog);
        assertThat(run.isDisabled()).isTrue();
        assertThat(problem(robot)).isEqualTo("Type the URL to load, such as http://127.0.0.1:8080/.");
        assertThat(robot.lookup("#rate").query().isDisabled()).isTrue();

        robot.clickOn("#url").write("http://127.0.0.1:8080/items");
        robot.clickOn("#headers").write("Accept: application/json");
        robot.doubleClickOn("#vus").write("5,15x");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(problem(robot)).isEqualTo("VUs expects whole numbers separated by commas (10 or 10,20,30), "
                + "not '5,15x'.");
        assertThat(run.isDisabled()).isTrue();
        robot.type(KeyCode.BACK_SPACE);
        robot.doubleClickOn("#duration").write("2s");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(problem(robot)).isEmpty();
        assertThat(run.isDisabled()).isFalse();

        robot.clickOn("Run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.getResult()).isInstanceOf(HttpLoadWorkload.class);
        assertThat(dialog.getResult().describe())
                .isEqualTo("GET http://127.0.0.1:8080/items at 2 levels of 5,15 VUs for 2s");
        assertThat(dialog.isShowing()).isFalse();
    }

    @Test
    void theOpenModelTakesItsRateFromItsOwnFields(FxRobot robot) throws Exception {
        HttpRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            HttpRunDialog shown = new HttpRunDialog(stage, new HttpRunForm());
            shown.show();
            return shown;
        }).get();
        robot.clickOn("#url").write("http://127.0.0.1:8080/");
        robot.clickOn("#openModel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#vus").query().isDisabled()).isTrue();
        robot.doubleClickOn("#rate").write("250");
        robot.doubleClickOn("#maxVus").write("5");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(problem(robot)).isEqualTo("The maximum VUs (5) must be at least the pre-allocated VUs (10).");
        robot.doubleClickOn("#maxVus").write("50");
        WaitForAsyncUtils.waitForFxEvents();

        robot.clickOn("Run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.getResult().describe()).isEqualTo("GET http://127.0.0.1:8080/ at 250 req/s for 30s");
    }
}
