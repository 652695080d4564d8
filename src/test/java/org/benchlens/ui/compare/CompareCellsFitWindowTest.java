package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
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
 * With "n and p in cells" ticked, as the before/after of a change point opens, every cell of the
 * Compare table shows its whole text ("1.00 ±0.02  n=3 p=0.41", not "1.00 ±0.0…"), and the person
 * can still drag a column wider.
 */
@ExtendWith(ApplicationExtension.class)
class CompareCellsFitWindowTest {

    private Store store;
    private FxBackground background;
    private CompareViewModel model;

    @Start
    void start(Stage stage) throws IOException {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17")).anyFailed()).isFalse();
        background = new FxBackground();
        model = new CompareViewModel(Workspace.on(store), background);
        // io-bound against cached, the 13 versions of each pooled as repeats: cells of n=13 with a p value
        model.settings().rowAttributeProperty().set("workload");
        model.settings().pool().addAll(List.of("version", "dbms"));
        model.settings().showStatisticsProperty().set(true);
        CompareWindow.show(stage, model, owner -> Optional.empty());
        stage.setWidth(1024);
        stage.setHeight(700);
        model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false));
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    @Test
    void everyCellShowsItsWholeTextWithNAndPAndColumnsCanBeDragged(FxRobot robot) throws Exception {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        List<TableCell<?, ?>> cells = robot.lookup("#comparison .table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getText() != null && !c.getText().isEmpty() && c.isVisible())
                .<TableCell<?, ?>>map(c -> c).toList();
        assertThat(cells).as("cells on screen").hasSizeGreaterThan(10);
        assertThat(cells).as("the statistics are shown").anyMatch(c -> c.getText().contains("n=13 p="));
        for (TableCell<?, ?> cell : cells) {
            Text shown = (Text) cell.lookup(".text");
            assertThat(shown.getText()).as("what %s / %s shows", ((Comparison.Row) cell.getTableRow().getItem()).name(),
                    cell.getTableColumn().getText()).isEqualTo(cell.getText());
        }

        TableColumn<Comparison.Row, ?> column = table.getColumns().get(1);
        double before = column.getWidth();
        assertThat(column.isResizable()).isTrue();
        WaitForAsyncUtils.asyncFx(() -> table.resizeColumn(column, 60)).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(column.getWidth()).as("dragged 60 px wider").isCloseTo(before + 60, org.assertj.core.data.Offset.offset(1.0));
    }
}
