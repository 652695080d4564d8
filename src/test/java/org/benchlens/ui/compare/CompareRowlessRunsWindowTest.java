package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Attributes;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.CompareScope;

/**
 * Issue 33 in the Compare window: the Aurora sample and a local YBIO job with a version but no instance,
 * "Only runs with" format=ybio batch_size=10. The local job is the row (no instance), and the header says
 * so; by version the Aurora runs are named as left out, and saving a CSV says it in its first line (decisions 0150, 0146).
 */
@ExtendWith(ApplicationExtension.class)
class CompareRowlessRunsWindowTest {

    private Store store;
    private FxBackground background;
    private CompareViewModel model;
    @TempDir
    Path folder;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/ybio-aurora")).anyFailed()).isFalse();
        assertThat(new ImportService(store, ImporterRegistry.standard()).importPaths(
                List.of(Path.of("../shared/fixtures/ybio/EXAMPLE_constructed_1_psql_aligned_report.txt")),
                new ImportOptions(Attributes.of(Map.of("version", "15")), List.of())).anyFailed()).isFalse();
        background = new FxBackground();
        model = new CompareViewModel(Workspace.on(store), background);
        model.settings().whereProperty().set("format=ybio batch_size=10");
        model.settings().rowAttributeProperty().set("instance");
        model.settings().columnsProperty().set("step");
        CompareWindow.show(stage, model, owner -> Optional.of(folder.resolve("table.csv")));
        model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false));
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void theRunWithoutInstanceIsItsOwnRowAndTheHeaderSaysSo(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 3);

        assertThat(table.getItems()).extracting(Comparison.Row::name)
                .containsExactly("db.r5.xlarge", "db.r6g.xlarge", "(no instance)");
        WaitForAsyncUtils.waitForFxEvents();
        TableCell<?, ?> cell = robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof Comparison.Row r
                        && r.name().equals("(no instance)") && c.getTableColumn() != null
                        && "runit".equals(c.getTableColumn().getText()))
                .findFirst().orElseThrow();
        assertThat(cell.getText()).isEqualTo("9.49");
        assertThat(text(robot, "#compare-described"))
                .endsWith("; 9 with format=ybio batch_size=10; 1 without instance in the row (no instance)");
        // it can be the base, as any row
        assertThat(model.choices().rowNames()).contains("(no instance)");
    }

    @Test
    void byVersionTheAuroraRunsAreNamedAsLeftOutInTheHeaderAndWhenSaved(FxRobot robot) throws Exception {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 3);
        robot.interact(() -> model.settings().rowAttributeProperty().set("version"));
        waitUntil(() -> table.getItems().size() == 1);

        assertThat(text(robot, "#compare-described"))
                .contains("; left out: runs ").endsWith(" (no version, and they differ in instance)");

        robot.clickOn("#save");
        waitUntil(() -> text(robot, "#compare-status").startsWith("Wrote"));
        assertThat(text(robot, "#compare-status")).isEqualTo("Wrote " + folder.resolve("table.csv"));
        assertThat(Files.readString(folder.resolve("table.csv"))).startsWith("# runs: ")
                .contains("; left out: runs ", " (no version, and they differ in instance)\r\n")
                .endsWith("\r\nversion,runit ratio\r\n15,1\r\n");
    }
}
