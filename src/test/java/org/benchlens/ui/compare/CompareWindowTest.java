package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.ui.FxWait.waitUntil;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.InsertRates;
import org.benchlens.app.Workspace;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.CompareScope;

/**
 * The Compare window on the headless platform, on the Insert Benchmark (IO-bound) and YBIO Aurora
 * samples, driven as a user would: the colour of given cells, base, sort, relative or absolute,
 * thresholds, the cost view, export and copy.
 */
@ExtendWith(ApplicationExtension.class)
class CompareWindowTest {

    private static final Color RED = Color.web("#f4c7c3");
    private static final Color GREY = Color.web("#e8e8e8");
    private static final Color GREEN = Color.web("#c9e7c4");

    private Store store;
    private FxBackground background;
    private CompareViewModel model;
    @TempDir
    Path folder;
    private Path exportFile;

    @Start
    void start(Stage stage) throws IOException {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17"),
                Path.of("sample-data/ybio-aurora")).anyFailed()).isFalse();
        // two runs of which one fell behind its background inserts: 700 of a target of 800 is under 95 %
        store.transaction(session -> {
            session.saveInput(new RunDraft("ibench", "pg163").attribute("version", "16.3").attribute("workload", "sla-test")
                    .measure("qr100", "throughput", 110000, "1/s").measure("qr100", "insert.rate", 794, "1/s")
                    .measure("qr100", "insert.target", 800, "1/s").measure("qr100", "sla.missed", 0, ""), "a", "a");
            session.saveInput(new RunDraft("ibench", "pg164").attribute("version", "16.4").attribute("workload", "sla-test")
                    .measure("qr100", "throughput", 121000, "1/s").measure("qr100", "insert.rate", 700, "1/s")
                    .measure("qr100", "insert.target", 800, "1/s").measure("qr100", "sla.missed", 1, ""), "b", "b");
            // a longest response that grew in one step and shrank in the other
            session.saveInput(new RunDraft("ibench", "pg165").attribute("version", "16.5").attribute("workload", "max-test")
                    .measure("qr100", Metrics.LATENCY_MAX, 20, "ms").measure("qp100", Metrics.LATENCY_MAX, 40, "ms"),
                    "c", "c");
            session.saveInput(new RunDraft("ibench", "pg166").attribute("version", "16.6").attribute("workload", "max-test")
                    .measure("qr100", Metrics.LATENCY_MAX, 25, "ms").measure("qp100", Metrics.LATENCY_MAX, 30, "ms"),
                    "d", "d");
            return null;
        });
        exportFile = folder.resolve("io-bound.html");
        background = new FxBackground();
        model = new CompareViewModel(Workspace.on(store), background);
        model.settings().whereProperty().set("workload=io-bound");
        model.settings().rowAttributeProperty().set("version");
        CompareWindow.show(stage, model, owner -> Optional.of(exportFile));
        model.load(everything());
    }

    /** The scope of a main window without a filter or a selection: every run in the store. */
    private CompareScope everything() {
        return new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false);
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    private TableView<Comparison.Row> table(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 13);
        return table;
    }

    /** The cell the window shows for a row and a column header. */
    @SuppressWarnings("unchecked")
    private static TableCell<Comparison.Row, ?> cell(FxRobot robot, String row, String column) {
        // the table scrolls in itself when the window is shorter than its rows: scroll to the row, as a user would
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

    private static Paint fill(Region region) {
        assertThat(region.getBackground()).as("a painted background").isNotNull();
        return region.getBackground().getFills().get(0).getFill();
    }

    private static void assertCell(FxRobot robot, String row, String column, String text, Color colour) {
        TableCell<Comparison.Row, ?> cell = cell(robot, row, column);
        assertThat(cell.getText()).as("%s / %s", row, column).isEqualTo(text);
        assertThat(fill(cell)).as("colour of %s / %s", row, column).isEqualTo(colour);
    }

    private static List<String> rowOrder(TableView<Comparison.Row> table) {
        return table.getItems().stream().map(Comparison.Row::name).toList();
    }

    @Test
    void cellsAreColouredLikeTheLegendAsTheRatioIsShown(FxRobot robot) throws TimeoutException {
        table(robot);

        assertCell(robot, "12.20", "l.i2", "1.05", GREEN);
        assertCell(robot, "12.19", "l.i2", "1.00", GREY);
        assertCell(robot, "17beta3", "l.i0", "0.96", GREY);
        assertCell(robot, "17beta3", "l.i1", "0.88", RED);
        assertThat(fill(robot.lookup("#legend-red").queryAs(Label.class))).isEqualTo(RED);
        assertThat(robot.lookup("#legend-red").queryAs(Label.class).getText()).isEqualTo("≤ 0.95");
        assertThat(fill(robot.lookup("#legend-green").queryAs(Label.class))).isEqualTo(GREEN);
        assertThat(robot.lookup("#legend-green").queryAs(Label.class).getText()).isEqualTo("≥ 1.05");
        assertThat(robot.lookup("#legend-text").queryAs(Label.class).getText()).startsWith(
                "Each cell's ratio is its value divided by the value of 12.19 in the same column");
        assertThat(robot.lookup("#compare-title").queryAs(Label.class).getText())
                .isEqualTo("throughput by version and step, relative to version=12.19");
    }

    @Test
    void aMetricThatImprovesDownwardsTurnsTheColoursAndTheLegend(FxRobot robot) throws TimeoutException {
        table(robot);
        robot.interact(() -> {
            model.settings().whereProperty().set("workload=max-test");
            model.settings().metricProperty().set(Metrics.LATENCY_MAX);
        });
        waitUntil(() -> robot.lookup("#comparison").queryTableView().getItems().size() == 2);

        assertThat(robot.lookup("#legend-red").queryAs(Label.class).getText()).isEqualTo("≥ 1.05");
        assertThat(robot.lookup("#legend-green").queryAs(Label.class).getText()).isEqualTo("≤ 0.95");
        // the thresholds' fields say which colour each makes now
        assertThat(robot.lookup(".label").queryAllAs(Label.class).stream().map(Label::getText))
                .contains("Green ≤", "Red ≥").doesNotContain("Red ≤", "Green ≥");
        assertThat(robot.lookup("#legend-text").queryAs(Label.class).getText())
                .contains("Lower latency.max is better: red is slower or worse.");
        // 25 ms where it was 20: 1.25 of the time, worse; 30 ms where it was 40: 0.75, better
        assertCell(robot, "16.6", "qr100", "1.25", RED);
        assertCell(robot, "16.6", "qp100", "0.75", GREEN);
    }

    @Test
    void backgroundInsertRatesStandBesideTheirTargetAndMissesAreMarked(FxRobot robot) throws TimeoutException {
        table(robot);
        TableView<InsertRates.Row> rates = robot.lookup("#insert-rates-table").queryTableView();
        // every row kept its target: the sentence says so and the table opens on request
        assertThat(rates.isVisible()).isFalse();
        robot.clickOn("#insert-rates-toggle");
        waitUntil(rates::isVisible);
        assertThat(rates.getItems()).extracting(InsertRates.Row::name).startsWith("target", "12.19").hasSize(14);
        assertThat(rateCell(robot, "target", "qr500").getText()).isEqualTo("4000");
        assertThat(rateCell(robot, "12.19", "qr500").getText()).isEqualTo("3972");
        assertThat(rateCell(robot, "12.19", "qr500").getBackground()).as("a sustained rate is not painted").isNull();
        assertThat(robot.lookup("#insert-rates-summary").queryAs(Label.class).getText())
                .isEqualTo("Every row sustained its target insert rates (none under 95 % of the target).");

        robot.clickOn("#insert-rates-toggle");
        waitUntil(() -> !rates.isVisible());
        // a missed target opens the table by itself
        robot.interact(() -> model.settings().whereProperty().set("workload=sla-test"));
        waitUntil(() -> rates.getItems().size() == 3 && rates.isVisible());
        assertThat(rateCell(robot, "16.3", "qr100").getText()).isEqualTo("794");
        assertThat(rateCell(robot, "16.4", "qr100").getText()).isEqualTo("700 ✗");
        assertThat(fill(rateCell(robot, "16.4", "qr100"))).isEqualTo(RED);
        assertThat(robot.lookup("#insert-rates-summary").queryAs(Label.class).getText()).startsWith(
                "✗ marks a rate under 95 % of its target: the SLA was missed");
        // the faster query rate of 16.4 is green, and the rates below say why it is not to be trusted
        assertCell(robot, "16.4", "qr100", "1.10", GREEN);
    }

    /** A cell of the insert-rates table. */
    private static TableCell<?, ?> rateCell(FxRobot robot, String row, String column) {
        TableView<?> rates = robot.lookup("#insert-rates-table").queryTableView();
        return robot.from(rates).lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof InsertRates.Row r
                        && r.name().equals(row) && c.getTableColumn() != null
                        && column.equals(c.getTableColumn().getText()))
                .findFirst().orElseThrow(() -> new AssertionError("no rate " + row + " / " + column));
    }

    @Test
    void choosingAnotherBaseRecolours(FxRobot robot) throws TimeoutException {
        table(robot);

        robot.clickOn("#base");
        robot.clickOn(robot.lookup(".list-cell").match(LabeledMatchers.hasText("12.20")).queryAs(Node.class));
        waitUntil(() -> "12.20".equals(model.comparisonProperty().get().baseRow()));

        // 12000 against 12600 inserts/s: 0.952, shown as 0.95, is red
        assertCell(robot, "12.19", "l.i2", "0.95", RED);
        assertCell(robot, "12.20", "l.i2", "1.00", GREY);
        assertThat(cell(robot, "12.20", "version").getTableRow().getStyleClass()).contains("base-row");
    }

    @Test
    void clickingAColumnHeaderSortsByItsValuesThenTheOtherWay(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = table(robot);
        Node header = robot.lookup(".column-header").match(h -> h.lookup(".label") instanceof Label l
                && l.getText().equals("l.i2")).query();

        robot.clickOn(header);
        waitUntil(() -> rowOrder(table).get(0).equals("12.19") && rowOrder(table).get(1).equals("17beta1"));
        robot.clickOn(header);
        waitUntil(() -> rowOrder(table).get(0).equals("16.4"));
        assertThat(rowOrder(table)).startsWith("16.4", "16.3", "15.8");
        assertCell(robot, "16.4", "l.i2", "1.45", GREEN);
    }

    /** The locale's thousands separator, a narrow space where it would be a '.' (decision in DisplayNumbers). */
    private static final String THOUSANDS = DecimalFormatSymbols.getInstance().getGroupingSeparator() == '.'
            ? "\u202F" : String.valueOf(DecimalFormatSymbols.getInstance().getGroupingSeparator());

    @Test
    void absoluteShowsTheValuesInTheSameColours(FxRobot robot) throws TimeoutException {
        table(robot);

        robot.clickOn("#show-value");
        WaitForAsyncUtils.waitForFxEvents();
        // grouped as the window groups every figure; the exports keep 12600
        assertCell(robot, "12.20", "l.i2", "12" + THOUSANDS + "600", GREEN);
        assertCell(robot, "17beta3", "l.i1", "35" + THOUSANDS + "200", RED);

        robot.clickOn("#show-both");
        WaitForAsyncUtils.waitForFxEvents();
        assertCell(robot, "12.20", "l.i2", "12" + THOUSANDS + "600 (1.05)", GREEN);

        robot.clickOn("#show-difference");
        WaitForAsyncUtils.waitForFxEvents();
        assertCell(robot, "12.20", "l.i2", "1.05 (+600)", GREEN);
        assertCell(robot, "17beta3", "l.i1", "0.88 (-4" + THOUSANDS + "800)", RED);

        robot.clickOn("#show-ratio");
        WaitForAsyncUtils.waitForFxEvents();
        assertCell(robot, "12.20", "l.i2", "1.05", GREEN);
    }

    @Test
    void inBothModeTheRowNamesStayInViewWhileTheFiguresScrollSideways(FxRobot robot) throws TimeoutException {
        TableView<Comparison.Row> table = table(robot);
        robot.clickOn("#show-both");
        robot.interact(() -> table.getScene().getWindow().setWidth(800));
        WaitForAsyncUtils.waitForFxEvents();
        ScrollBar sideways = robot.from(table).lookup(".scroll-bar").queryAllAs(ScrollBar.class).stream()
                .filter(b -> b.getOrientation() == Orientation.HORIZONTAL && b.isVisible()).findFirst()
                .orElseThrow(() -> new AssertionError("the ten steps in Both mode are wider than 800 pixels"));
        TableCell<Comparison.Row, ?> name = cell(robot, "17beta3", "version");
        double nameX = name.localToScreen(0, 0).getX();
        double headerX = header(robot, "version").localToScreen(0, 0).getX();
        double figureX = cell(robot, "17beta3", "l.i0").localToScreen(0, 0).getX();
        assertThat(name.getTableRow().getHeight()).as("rows as tall as the table's height counts them").isEqualTo(28);

        robot.interact(() -> sideways.setValue(sideways.getMax()));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(cell(robot, "17beta3", "l.i0").localToScreen(0, 0).getX()).as("the figures scrolled")
                .isCloseTo(figureX - sideways.getMax(), within(0.5));
        TableCell<Comparison.Row, ?> frozen = cell(robot, "17beta3", "version");
        assertThat(frozen.getText()).isEqualTo("17beta3");
        assertThat(frozen.isVisible()).isTrue();
        assertThat(frozen.localToScreen(0, 0).getX()).as("the row name did not move").isCloseTo(nameX, within(0.5));
        assertThat(header(robot, "version").localToScreen(0, 0).getX()).isCloseTo(headerX, within(0.5));
        // drawn over the figures passing under it, in its row's colour
        assertThat(frozen.getViewOrder()).isLessThan(cell(robot, "17beta3", "l.i0").getViewOrder());
        assertThat(fill(frozen)).isNotEqualTo(Color.TRANSPARENT);
        // one scroll area: the table's own; nothing in the window scrolls around it
        assertThat(robot.from(table.getScene().getRoot()).lookup((Node n) -> n instanceof ScrollPane).queryAll()).isEmpty();
    }

    private static Node header(FxRobot robot, String text) {
        return robot.lookup(".column-header").match(h -> h.lookup(".label") instanceof Label l
                && l.getText().equals(text)).query();
    }

    @Test
    void thresholdsAndDecimalsAreSettings(FxRobot robot) throws TimeoutException {
        table(robot);
        Spinner<Double> red = robot.lookup("#red").query();
        Spinner<Integer> precision = robot.lookup("#precision").query();

        robot.clickOn(red.getEditor());
        robot.interact(() -> red.getEditor().selectAll());
        robot.write("0.96").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(red.getValue()).isEqualTo(0.96);
        assertCell(robot, "17beta3", "l.i0", "0.96", RED);
        assertThat(robot.lookup("#legend-red").queryAs(Label.class).getText()).isEqualTo("≤ 0.96");

        robot.clickOn(precision.getEditor()).type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(precision.getValue()).isEqualTo(1);
        assertCell(robot, "17beta3", "l.i0", "1.0", GREY);
    }

    @Test
    void savesTheTableAsAColouredPageAndCopiesIt(FxRobot robot) throws Exception {
        table(robot);

        robot.clickOn("#save");
        waitUntil(() -> Files.exists(exportFile) && model.statusProperty().get().startsWith("Wrote"));
        String page = Files.readString(exportFile, StandardCharsets.UTF_8);
        assertThat(page).startsWith("<!DOCTYPE html>")
                .contains("td.red{background:#f4c7c3}td.grey{background:#e8e8e8}td.green{background:#c9e7c4}")
                .contains("<tr><th scope=\"row\">12.20</th><td class=\"num grey\" title=\"12.20 · l.i0\n"
                        + "value: 850000 (base 850000)\nratio: 1, shown 1.00\n")
                .contains("<td class=\"num green\" title=\"12.20 · l.i2\nvalue: 12600 (base 12000)\n"
                        + "ratio: 1.05, shown 1.05\n");
        assertThat(robot.lookup("#compare-status").queryAs(Label.class).getText()).isEqualTo("Wrote " + exportFile);

        robot.clickOn("#copy");
        WaitForAsyncUtils.waitForFxEvents();
        String[] copied = new String[2];
        robot.interact(() -> {
            copied[0] = Clipboard.getSystemClipboard().getHtml();
            copied[1] = Clipboard.getSystemClipboard().getString();
        });
        assertThat(copied[0]).contains("<td class=\"num red\" title=\"17beta3 · l.i1\nvalue: 35200 (base 40000)\n"
                + "ratio: 0.88, shown 0.88\n");
        assertThat(copied[1]).contains("| 17beta3 | 0.96 | 0.88 | 1.01 |");

        // Ctrl+C copies the table wherever the keyboard is, here on a button
        robot.interact(() -> Clipboard.getSystemClipboard().clear());
        robot.interact(() -> robot.lookup("#save").query().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> copied[1] = Clipboard.getSystemClipboard().getString());
        assertThat(copied[1]).contains("| 17beta3 | 0.96 | 0.88 | 1.01 |");
    }

    @Test
    void ybioAuroraByBatchSizeAndPerDollarHour(FxRobot robot) throws TimeoutException {
        table(robot);
        robot.clickOn("#where");
        robot.interact(() -> robot.lookup("#where").<TextField>query().selectAll());
        robot.write("format=ybio").type(KeyCode.ENTER);
        waitUntil(() -> model.describedProperty().get().endsWith("; 10 with format=ybio"));
        robot.interact(() -> {
            robot.lookup("#rows").<ComboBox<String>>query().setValue("instance");
            robot.lookup("#columns").<ComboBox<String>>query().setValue("batch_size");
            robot.lookup("#step").<ComboBox<String>>query().setValue("runit");
            robot.lookup("#metric").<ComboBox<String>>query().setValue("riops");
            robot.lookup("#aggregate").<ComboBox<Aggregate>>query().setValue(Aggregate.SUM);
        });
        WaitForAsyncUtils.waitForFxEvents();

        // four sessions of 10-row transactions: 11206 against 10323 rows/s; one session of 100000-row batches: 2 % slower
        assertCell(robot, "db.r6g.xlarge", "10", "1.09", GREEN);
        assertCell(robot, "db.r6g.xlarge", "100000", "0.98", GREY);

        robot.clickOn("#per-dollar-hour");
        WaitForAsyncUtils.waitForFxEvents();
        assertCell(robot, "db.r6g.xlarge", "10", "1.09", GREEN);
        assertCell(robot, "db.r6g.xlarge", "10 per $/h", "1.21", GREEN);
        assertCell(robot, "db.r6g.xlarge", "100000", "0.98", GREY);
        assertCell(robot, "db.r6g.xlarge", "100000 per $/h", "1.09", GREEN);
        assertThat(robot.lookup("#compare-title").queryAs(Label.class).getText()).isEqualTo(
                "riops and riops per $/h by instance and batch_size (step runit), relative to db.r5.xlarge");
        assertThat(robot.lookup("#compare-notes").queryAs(Label.class).getText())
                .isEqualTo("Note: price per hour: db.r5.xlarge $0.64, db.r6g.xlarge $0.575");
    }
}
