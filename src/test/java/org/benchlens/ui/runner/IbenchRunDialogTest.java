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

import org.benchlens.runner.ibench.IbenchWorkload;
import org.benchlens.runner.ibench.IbenchDescription;
import org.benchlens.runner.ibench.IbenchSettings;

/** The Insert Benchmark dialog on the headless platform, filled in as a user would. */
@ExtendWith(ApplicationExtension.class)
class IbenchRunDialogTest {

    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = primary;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
    }

    @Test
    void theTypedClientsRowsAndWriteRatesMakeTheWorkload(FxRobot robot) throws Exception {
        DescribedRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            DescribedRunDialog shown = new DescribedRunDialog(stage, new DescribedRunForm(new IbenchDescription()));
            shown.show();
            return shown;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        Node run = HttpRunDialogTest.runButton(dialog);

        robot.clickOn("#targetPostgresql");
        robot.doubleClickOn("#clients").write("3");
        robot.doubleClickOn("#loadRows").write("5000");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(HttpRunDialogTest.problem(robot)).isEqualTo("l.i1 and l.i2 would delete 25000 rows per table "
                + "but l.i0 loads only 5000; expected fewer rows for l.i1 and l.i2.");
        assertThat(run.isDisabled()).isTrue();
        robot.doubleClickOn("#writeRows").write("2000");
        robot.doubleClickOn("#smallWriteRows").write("500");
        robot.doubleClickOn("#queryDuration").write("10s");
        robot.clickOn("#rate1000");
        robot.clickOn("#attributes").write("dbms=pg17");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(HttpRunDialogTest.problem(robot)).isEmpty();
        assertThat(run.isDisabled()).isFalse();

        robot.clickOn("Run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.getResult()).isInstanceOf(IbenchWorkload.class);
        assertThat(dialog.getResult().describe()).isEqualTo("Insert Benchmark on embedded PostgreSQL: 3 clients, "
                + "5000 rows per table, steps l.i0 l.x l.i1 l.i2 qr100 qp100 qr1000 qp1000, 10 s per read-write step");
    }

    /** The IbenchSettings the form's values make, as its workload gets them. */
    private static IbenchSettings settings(DescribedRunForm form) {
        return new IbenchDescription().settings(form.target().settings(), form.settings(),
                TypedValues.attributes(form.attributesProperty().get()));
    }
}
