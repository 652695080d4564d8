package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.runner.k6.K6Workload;
import org.benchlens.testing.K6StandIn;

/** The k6 dialog on the headless platform, filled in as a user would. */
@ExtendWith(ApplicationExtension.class)
class K6RunDialogTest {

    @TempDir
    Path folder;

    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = primary;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
    }

    @Test
    void runStaysOffUntilTheFieldsMakeARunAndThenGivesTheWorkload(FxRobot robot) throws Exception {
        Path script = Files.writeString(folder.resolve("get.js"), "export default function () {}\n");
        Path k6 = K6StandIn.write(folder, 0);
        K6RunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            K6RunDialog shown = new K6RunDialog(stage, new K6RunForm(null, ""));
            shown.show();
            return shown;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        Node run = dialog.getDialogPane().lookupButton(dialog.getDialogPane().getButtonTypes().stream()
                .filter(b -> b.getButtonData() == ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow());
        assertThat(run.isDisabled()).isTrue();
        assertThat(robot.lookup("#problem").queryAs(Label.class).getText()).isEqualTo("Choose the k6 script to run.");

        robot.clickOn("#script").write(script.toString());
        robot.doubleClickOn("#vus").write("5,15");
        robot.clickOn("#k6").write(k6.toString());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#problem").queryAs(Label.class).getText()).isEmpty();
        assertThat(run.isDisabled()).isFalse();

        robot.clickOn("Run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.getResult()).isInstanceOf(K6Workload.class);
        assertThat(dialog.getResult().describe()).isEqualTo("k6 get.js at 5, 15 VUs for 30s each");
        assertThat(dialog.isShowing()).isFalse();
    }
}
