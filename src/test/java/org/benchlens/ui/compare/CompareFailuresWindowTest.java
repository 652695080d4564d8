package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.CompareScope;

/**
 * The Compare window on the nginx sweep and the Insert Benchmark samples: a cell whose requests failed
 * is marked and never coloured (decision 0110); the tooltip gives the exact ratio beside the shown one,
 * and "colour by exact ratio" greys 15.8's l.i1 (decision 0111).
 */
@ExtendWith(ApplicationExtension.class)
class CompareFailuresWindowTest {

    private Store store;
    private FxBackground background;
    private CompareViewModel model;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/postgrest-nginx-sweep"),
                Path.of("sample-data/insert-benchmark-pg12-17")).anyFailed()).isFalse();
        background = new FxBackground();
        model = new CompareViewModel(Workspace.on(store), background);
        model.settings().whereProperty().set("scenario=POSTSingle instance=m5a.4xlarge");
        model.settings().rowAttributeProperty().set("deployment");
        model.settings().columnsProperty().set("vus");
        CompareWindow.show(stage, model, owner -> Optional.empty());
        model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "",
                false));
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    @SuppressWarnings("unchecked")
    private static TableCell<Comparison.Row, ?> cell(FxRobot robot, String row, String column) {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        robot.interact(() -> table.getItems().stream().filter(r -> r.name().equals(row)).findFirst()
                .ifPresent(table::scrollTo));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof Comparison.Row r
                        && r.name().equals(row) && c.getTableColumn() != null
                        && column.equals(c.getTableColumn().getText()))
                .findFirst().map(c -> (TableCell<Comparison.Row, ?>) c)
                .orElseThrow(() -> new AssertionError("no cell " + row + " / " + column + " on screen"));
    }

    @Test
    void aCellWhoseRequestsAllFailedIsMarkedAndNeverGreen(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 3);

        // 16 335.52 / 14 282.00: 1.14, green before; every request of both failed
        TableCell<Comparison.Row, ?> cell = cell(robot, "8pgrest", "30");
        assertThat(cell.getText()).isEqualTo("1.14 ✗ 100 % failed");
        assertThat(cell.getPseudoClassStates()).extracting(PseudoClass::getPseudoClassName)
                .doesNotContain("ratio-green", "ratio-grey", "ratio-red");
        assertThat(cell.getStyle()).isEmpty();
        assertThat(cell.getTooltip().getText()).startsWith("8pgrest · 30\nvalue: 16335.52 (base 14282)\n"
                + "ratio: 1.14378, shown 1.14\n")
                .endsWith("\n✗ 100 % failed: a rate of failing requests, never coloured");
        assertThat(robot.lookup("#legend-text").queryAs(Label.class).getText())
                .contains("✗ marks cells where more than 1 % of requests failed");
    }

    @Test
    void theLegendsSwatchesKeepTheirWordsBesideALongNote(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 3);
        double width = table.getScene().getWindow().getWidth();
        robot.interact(() -> table.getScene().getWindow().setWidth(900));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#legend-text").queryAs(Label.class).getText()).contains("✗ marks cells");
        for (String swatch : List.of("#legend-red", "#legend-grey", "#legend-green")) {
            Label chip = robot.lookup(swatch).queryAs(Label.class);
            // the words drawn, which an ellipsis replaces when the label is squeezed
            assertThat(((Text) chip.lookup(".text")).getText()).as(swatch).isEqualTo(chip.getText());
        }
        assertThat(((Text) robot.lookup("#legend-red").queryAs(Label.class).lookup(".text")).getText())
                .isEqualTo("≤ 0.95");
        // the window remembers its size for the next one: give it back
        robot.interact(() -> table.getScene().getWindow().setWidth(width));
    }

    @Test
    void theTooltipGivesTheExactRatioAndColouringByItGreysWhatRoundsUp(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        robot.interact(() -> {
            model.settings().whereProperty().set("workload=cached");
            model.settings().rowAttributeProperty().set("version");
            model.settings().columnsProperty().set("step");
        });
        waitUntil(() -> table.getItems().size() == 13);

        TableCell<Comparison.Row, ?> shown = cell(robot, "15.8", "l.i1");
        assertThat(shown.getText()).isEqualTo("1.05");
        assertThat(shown.getPseudoClassStates()).extracting(PseudoClass::getPseudoClassName).contains("ratio-green");
        assertThat(shown.getTooltip().getText()).startsWith("15.8 · l.i1\nvalue: 240733 (base 230000)\n"
                + "ratio: 1.04667, shown 1.05\n");

        robot.clickOn("#colour-by-exact");
        WaitForAsyncUtils.waitForFxEvents();
        TableCell<Comparison.Row, ?> exact = cell(robot, "15.8", "l.i1");
        assertThat(exact.getText()).isEqualTo("1.05");
        assertThat(exact.getPseudoClassStates()).extracting(PseudoClass::getPseudoClassName)
                .contains("ratio-grey").doesNotContain("ratio-green");
    }
}
