package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
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

/** The Compare window keeps the base row in sight while its table scrolls, on the 13 IO-bound Insert Benchmark runs. */
@ExtendWith(ApplicationExtension.class)
class CompareBaseRowWindowTest {

    private Store store;
    private FxBackground background;
    private Stage window;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17")).anyFailed()).isFalse();
        background = new FxBackground();
        CompareViewModel model = new CompareViewModel(Workspace.on(store), background);
        model.settings().whereProperty().set("workload=io-bound");
        model.settings().rowAttributeProperty().set("version");
        window = CompareWindow.show(stage, model, owner -> Optional.empty());
        model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false));
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    @Test
    void theBaseRowStaysInSightWhenTheTableScrollsPastIt(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 13);
        // a window too short for 13 rows: the table scrolls in itself (its height given back at the end,
        // as the window remembers its size for the next one)
        double height = window.getHeight();
        robot.interact(() -> window.setHeight(560));
        WaitForAsyncUtils.waitForFxEvents();
        Node pinned = robot.lookup("#pinned-base").query();
        assertThat(pinned.isVisible()).as("the base row is the first, in view").isFalse();

        robot.interact(() -> table.scrollTo(12));
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(pinned::isVisible);
        assertThat(robot.lookup("#pinned-base-name").queryAs(Label.class).getText()).isEqualTo("12.19");
        List<String> figures = robot.from(pinned).lookup(".pinned-cell").queryAllAs(Label.class).stream()
                .filter(label -> !"pinned-base-name".equals(label.getId())).map(Label::getText).toList();
        assertThat(figures).hasSize(9).containsOnly("1.00");
        // right under the header, over the table's rows
        Bounds header = table.lookup(".column-header-background").localToScene(
                table.lookup(".column-header-background").getBoundsInLocal());
        Bounds row = pinned.localToScene(pinned.getBoundsInLocal());
        assertThat(row.getMinY()).isBetween(header.getMaxY() - 1, header.getMaxY() + 1);

        robot.interact(() -> table.scrollTo(0));
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> !pinned.isVisible());
        robot.interact(() -> window.setHeight(height));
    }
}
