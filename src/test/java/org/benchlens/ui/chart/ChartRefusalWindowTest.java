package org.benchlens.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.benchlens.analysis.Aggregate;
import org.benchlens.app.Workspace;
import org.benchlens.charts.ChartKind;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;

/**
 * The Chart window on YBIO bars that mix both batch sizes: the refusal is said whole where the chart
 * would be, its "Split by" button draws the bars, and the export suggests a file named after the title.
 */
@ExtendWith(ApplicationExtension.class)
class ChartRefusalWindowTest {

    private static Store store;
    private final AtomicReference<String> suggested = new AtomicReference<>();
    private FxBackground background;

    @BeforeAll
    static void importSample() {
        store = TestStores.h2();
        ImportHarness.importInto(store, Path.of("sample-data", "ybio-aurora"));
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        List<Run> ybio = store.read(session -> session.runs().list(RunFilter.where(Map.of("format", "ybio"))));
        background = new FxBackground();
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
        ChartWindow.open(stage, Workspace.on(store), background, ybio, (owner, name) -> {
            suggested.set(name);
            return null;
        });
    }

    @AfterEach
    void close() {
        background.shutdown();
    }

    @Test
    void theRefusalFillsTheChartAreaAndSplitByDrawsTheBars(FxRobot robot) throws Exception {
        ChartViewer viewer = robot.lookup("#chart").queryAs(ChartViewer.class);
        waitUntil(() -> !robot.lookup("#chart-metric").queryComboBox().getItems().isEmpty());
        robot.interact(() -> {
            robot.lookup("#chart-kind").<ComboBox<ChartKind>>query().setValue(ChartKind.BARS);
            robot.lookup("#chart-lines").<ComboBox<String>>query().setValue("instance");
            robot.lookup("#chart-step").<ComboBox<String>>query().setValue("runit");
            robot.lookup("#chart-metric").<ComboBox<String>>query().setValue("riops");
            robot.lookup("#chart-aggregate").<ComboBox<Aggregate>>query().setValue(Aggregate.SUM);
        });
        waitUntil(() -> robot.lookup("#chart-refusal").query().isVisible());
        ComboBox<Aggregate> combine = robot.lookup("#chart-aggregate").query();
        assertThat(combine.getConverter().toString(combine.getValue()))
                .as("shown as the command line's --aggregate spells it").isEqualTo("sum");

        Label problem = robot.lookup("#chart-problem").queryAs(Label.class);
        assertThat(problem.getText()).isEqualTo("the runs of instance=db.r5.xlarge, step runit differ in batch_size "
                + "(10, 100000): keep one value, split by it, or pool them on purpose with the buttons below");
        Text shown = (Text) problem.lookup(".text");
        assertThat(shown.getText()).as("the whole sentence, wrapped, nothing cut").isEqualTo(problem.getText());
        assertThat(problem.getHeight()).as("over several lines").isGreaterThan(2 * problem.getFont().getSize());
        assertThat(viewer.isVisible()).isFalse();
        assertThat(robot.lookup("#chart-status").queryLabeled().getText()).isEmpty();
        // as drawn: an underscore is no mnemonic to hide
        assertThat(robot.lookup("#ways-out .button").queryAllAs(Button.class).stream()
                .map(button -> ((Text) button.lookup(".text")).getText()))
                .containsExactly("Split by batch_size", "Only batch_size=10", "Only batch_size=100000",
                        "Pool over batch_size");

        robot.clickOn("#pool");
        waitUntil(() -> viewer.getChart() != null && viewer.isVisible());
        assertThat(viewer.getChart().getSubtitle(0)).isNotNull();
        assertThat(robot.lookup("#chart-pooled").queryLabeled().getText()).isEqualTo("Bars pooled over batch_size");
        robot.clickOn("#chart-stop-pooling");
        waitUntil(() -> robot.lookup("#chart-refusal").query().isVisible());
        assertThat(robot.lookup("#chart-pooled").query().isVisible()).isFalse();

        robot.clickOn("#split-by");
        waitUntil(() -> viewer.getChart() != null && viewer.isVisible());
        CategoryDataset bars = ((CategoryPlot) viewer.getChart().getPlot()).getDataset();
        assertThat(bars.getValue("db.r6g.xlarge", "10").doubleValue()).isEqualTo(11_206);
        assertThat(robot.lookup("#chart-refusal").query().isVisible()).isFalse();

        robot.interact(() -> robot.lookup("#chart-export").queryButton().fire());
        waitUntil(() -> suggested.get() != null);
        assertThat(suggested.get()).isEqualTo("riops-by-batch-size-and-instance.png");
    }
}
