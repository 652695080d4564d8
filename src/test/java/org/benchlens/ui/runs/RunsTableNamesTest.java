package org.benchlens.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.Scene;
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

import org.benchlens.app.Workspace;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;

/** The runs list shows the names of the PostgREST sample whole: its Name column widens to them. */
@ExtendWith(ApplicationExtension.class)
class RunsTableNamesTest {

    private Store store;
    private FxBackground background;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/postgrest-k6")).anyFailed()).isFalse();
        background = new FxBackground();
        RunsViewModel model = new RunsViewModel(Workspace.on(store), background);
        stage.setScene(new Scene(new MainView(model, background), 1280, 760));
        stage.show();
        model.refresh();
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    @Test
    void aLongNameIsShownWhole(FxRobot robot) throws TimeoutException {
        TableView<RunRow> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> !runs.getItems().isEmpty());
        robot.interact(() -> runs.getItems().stream()
                .filter(row -> row.run().name().equals("RPCGETSingleEmbed on t3axlarge (master)")).findFirst()
                .ifPresent(runs::scrollTo));
        waitUntil(() -> nameCells(robot).contains("RPCGETSingleEmbed on t3axlarge (master)"));
    }

    /** The names as drawn in the Name column: an ellipsis stands in for what does not fit. */
    private static List<String> nameCells(FxRobot robot) {
        return robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getTableColumn() != null && "col-name".equals(cell.getTableColumn().getId()))
                .map(cell -> cell.lookup(".text")).filter(Text.class::isInstance).map(text -> ((Text) text).getText())
                .toList();
    }
}
