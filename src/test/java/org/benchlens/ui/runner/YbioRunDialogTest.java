package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.runner.ybio.YbioWorkload;
import org.benchlens.runner.ybio.YbioDescription;
import org.benchlens.runner.ybio.YbioSettings;

/** The YBIO dialog on the headless platform, filled in as a user would. */
@ExtendWith(ApplicationExtension.class)
class YbioRunDialogTest {

    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = primary;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
    }

    @Test
    void aJdbcTargetAndTheTypedSettingsMakeTheWorkload(FxRobot robot) throws Exception {
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        DescribedRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            DescribedRunDialog shown = new DescribedRunDialog(stage, form);
            shown.show();
            return shown;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        Node run = HttpRunDialogTest.runButton(dialog);
        assertThat(run.isDisabled()).isFalse();
        assertThat(robot.lookup("#jdbcUrl").query().isDisabled()).isTrue();

        robot.clickOn("#targetJdbc");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(run.isDisabled()).isTrue();
        assertThat(HttpRunDialogTest.problem(robot)).isEqualTo(
                "Type the JDBC URL of the database, such as jdbc:postgresql://127.0.0.1:5432/bench.");
        robot.clickOn("#jdbcUrl").write("jdbc:h2:mem:bench");
        robot.clickOn("#jdbcUser").write("sa");
        robot.clickOn("#jdbcPassword").write("s3cret");
        robot.doubleClickOn("#rows").write("2000");
        robot.doubleClickOn("#batchSize").write("20");
        robot.doubleClickOn("#pctUpdate").write("150");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(HttpRunDialogTest.problem(robot))
                .isEqualTo("The update percentage (pct_update) is 150; expected 0 to 100.");
        robot.doubleClickOn("#pctUpdate").write("25");
        robot.doubleClickOn("#duration").write("5s");
        robot.doubleClickOn("#jobs").write("4");
        robot.clickOn("#prepared");
        robot.clickOn("#attributes").write("config=fsync-off");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(HttpRunDialogTest.problem(robot)).isEmpty();

        robot.clickOn("Run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.getResult()).isInstanceOf(YbioWorkload.class);
        assertThat(dialog.getResult().describe())
                .isEqualTo("YBIO on jdbc:h2:mem:bench as sa: 2000 rows, 4 jobs of 20-row batches, 25 % updates for 5 s");
        assertThat(settings(form).target().password()).isEqualTo("s3cret");
        assertThat(settings(form).prepared()).isFalse();
        assertThat(settings(form).extra().get("config")).contains("fsync-off");
    }

    /** The YbioSettings the form's values make, as its workload gets them. */
    private static YbioSettings settings(DescribedRunForm form) {
        return new YbioDescription().settings(form.target().settings(), form.settings(),
                TypedValues.attributes(form.attributesProperty().get()));
    }
}
