package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import javafx.scene.control.Button;
import javafx.stage.Stage;
import javafx.stage.Window;
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
import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.export.CellContent;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.CompareScope;

/** "Chart this table": the Compare window's YBIO r5-vs-r6g table by batch size, drawn as the same bars. */
@ExtendWith(ApplicationExtension.class)
class CompareToChartTest {

    private static Store store;
    private FxBackground background;
    private CompareViewModel model;

    /** Imported before the window's setup, whose time is limited, so a busy machine does not fail it. */
    @BeforeAll
    static void importSamples() {
        store = TestStores.h2();
        ImportHarness.importInto(store, Path.of("sample-data", "ybio-aurora"), Path.of("sample-data", "postgrest-nginx-sweep"));
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        background = new FxBackground();
        model = new CompareViewModel(Workspace.on(store), background);
        model.settings().whereProperty().set("format=ybio");
        model.settings().rowAttributeProperty().set("instance");
        model.settings().columnsProperty().set("batch_size");
        model.settings().stepProperty().set("runit");
        model.settings().metricProperty().set("riops");
        model.settings().aggregateProperty().set(Aggregate.SUM);
        model.settings().contentProperty().set(CellContent.VALUE);
        CompareWindow.show(stage, model, owner -> Optional.empty());
        model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false));
    }

    @AfterEach
    void close() {
        background.shutdown();
    }

    @Test
    void chartThisTableDrawsTheSumsTheTableShows(FxRobot robot) throws Exception {
        waitUntil(() -> model.comparisonProperty().get() != null && model.comparisonProperty().get().rows().size() == 2);
        Comparison table = model.comparisonProperty().get();
        assertThat(table.row("db.r5.xlarge").orElseThrow().cell(0).value()).isEqualTo(10_323);

        Button chartThisTable = robot.lookup("#chart-table").queryButton();
        assertThat(chartThisTable.isDisabled()).isFalse();
        // fired rather than clicked: the window's remembered size may leave the button outside a small screen
        robot.interact(chartThisTable::fire);
        waitUntil(() -> chartViewer(robot) != null && chartViewer(robot).getChart() != null);
        ChartViewer viewer = chartViewer(robot);
        CategoryDataset bars = ((CategoryPlot) viewer.getChart().getPlot()).getDataset();

        assertThat(bars.getColumnKeys()).containsExactly("10", "100000");
        assertThat(bars.getRowKeys()).containsExactly("db.r5.xlarge", "db.r6g.xlarge");
        assertThat(bars.getValue("db.r5.xlarge", "10").doubleValue()).isEqualTo(10_323);
        assertThat(bars.getValue("db.r6g.xlarge", "10").doubleValue()).isEqualTo(11_206);
        assertThat(bars.getValue("db.r5.xlarge", "100000").doubleValue()).isEqualTo(48_841);
        assertThat(bars.getValue("db.r6g.xlarge", "100000").doubleValue()).isEqualTo(47_970);
        assertThat(viewer.getChart().getTitle().getText()).isEqualTo("riops by batch_size and instance");
        Window chartWindow = viewer.getScene().getWindow();
        assertThat(((Stage) chartWindow).getTitle()).isEqualTo("Chart of 10 runs");
        assertThat(robot.from(viewer.getScene().getRoot()).lookup("#chart-columns").queryComboBox().getValue())
                .isEqualTo("batch_size");

        robot.interact(() -> model.settings().perDollarHourProperty().set(true));
        assertThat(robot.lookup("#chart-table").queryAs(Button.class).isDisabled())
                .as("the per $/h columns are a table's view only").isTrue();
    }

    /** The Chart window's viewer, once it is open. */
    private static ChartViewer chartViewer(FxRobot robot) {
        return robot.lookup("#chart").tryQueryAs(ChartViewer.class).orElse(null);
    }
}
