package org.benchlens.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

import javax.imageio.ImageIO;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.BenchLensApp;
import org.benchlens.ui.chart.ChartView;
import org.benchlens.ui.chart.ChartWindow;
import org.benchlens.ui.compare.RatioTint;
import org.benchlens.ui.runs.MainView;
import org.benchlens.ui.runs.RunRow;

/**
 * View ▸ Theme: Dark reaches the open windows at once (their theme, the chart drawn in them, the
 * Compare tints), is remembered, and leaves exports light. Every test ends in Light, remembered, as
 * the window preferences are shared with the other tests.
 */
@ExtendWith(ApplicationExtension.class)
class ThemeWindowTest {

    private static final Color DARK_BACKGROUND = Color.web("#0d1117");

    @TempDir
    static Path folder;

    private static Store store;
    private final AtomicReference<Path> exportTo = new AtomicReference<>();
    private FxBackground background;
    private MainView view;

    /** Imported before the window's setup, whose time is limited, so a busy machine does not fail it. */
    @BeforeAll
    static void importSample() {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17")).anyFailed()).isFalse();
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        background = new FxBackground();
        view = BenchLensApp.mainView(stage, Workspace.on(store), background);
        Scene scene = new Scene(view, 1200, 750);
        scene.getStylesheets().add(BenchLensApp.class.getResource("/org/benchlens/ui/benchlens.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        view.model().refresh();
    }

    @AfterEach
    void backToLight() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> AppTheme.apply(Theme.LIGHT)).get();
        ThemePreference.forUser().remember(Theme.LIGHT);
        background.shutdown();
    }

    private static Optional<Stage> window(String title) {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getTitle() != null
                && s.getTitle().startsWith(title) && s.isShowing()).map(Stage.class::cast).findFirst();
    }

    /** View ▸ Theme ▸ {@code theme} in the main window, with the mouse. */
    private void chooseTheme(FxRobot robot, String theme) {
        robot.interact(() -> ((Stage) view.getScene().getWindow()).toFront());
        Node viewMenu = robot.from(view).lookup(".menu-bar .menu-button").queryAll().stream()
                .filter(n -> n instanceof Labeled menu && menu.getText().replace("_", "").equals("View"))
                .findFirst().orElseThrow();
        robot.clickOn(viewMenu).clickOn("Theme").clickOn(theme);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The cached Insert Benchmark runs, filtered and selected in the main window. */
    private List<Run> selectCachedRuns(FxRobot robot) throws TimeoutException {
        TableView<RunRow> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> !runs.getItems().isEmpty());
        robot.clickOn("#filter").write("workload=cached");
        waitUntil(() -> runs.getItems().size() == 13);
        robot.clickOn(runs);
        robot.interact(() -> runs.getSelectionModel().selectAll());
        return runs.getSelectionModel().getSelectedItems().stream().map(RunRow::run).toList();
    }

    @Test
    void darkReachesTheOpenWindowsAtOnceIsRememberedAndLeavesExportsLight(FxRobot robot) throws Exception {
        List<Run> cached = selectCachedRuns(robot);
        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        waitUntil(() -> window("BenchLens — Compare").isPresent());
        Stage compare = window("BenchLens — Compare").orElseThrow();
        robot.interact(() -> robot.from(compare.getScene().getRoot()).lookup("#rows").<ComboBox<String>>query()
                .setValue("version"));
        TableView<Comparison.Row> table = robot.from(compare.getScene().getRoot()).lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 13 && table.getItems().get(0).name().equals("12.19"));
        Stage[] chart = new Stage[1];
        robot.interact(() -> chart[0] = ChartWindow.open(view.getScene().getWindow(), Workspace.on(store), background,
                cached, (owner, name) -> exportTo.get()));
        ChartViewer viewer = robot.from(chart[0].getScene().getRoot()).lookup("#chart").queryAs(ChartViewer.class);
        waitUntil(() -> viewer.getChart() != null);
        assertThat(viewer.getChart().getBackgroundPaint()).isEqualTo(java.awt.Color.WHITE);
        assertThat(fill(view)).isEqualTo(Color.WHITE);

        chooseTheme(robot, "Dark");

        assertThat(Application.getUserAgentStylesheet()).isEqualTo(new PrimerDark().getUserAgentStylesheetBSS());
        assertThat(ThemePreference.forUser().remembered()).as("remembered for the next start").isEqualTo(Theme.DARK);
        assertThat(fill(view)).as("the main window").isEqualTo(DARK_BACKGROUND);
        assertThat(fill((Region) compare.getScene().getRoot())).as("the Compare window").isEqualTo(DARK_BACKGROUND);
        assertThat(viewer.getChart().getBackgroundPaint()).as("the chart drawn in its window")
                .isEqualTo(new java.awt.Color(0x0D1117));
        // seed 004: Postgres 17beta3 against 12.19, cached: l.i2 0.92, slower, red
        TableCell<?, ?> slower = cell(robot, compare, "17beta3", "l.i2");
        assertThat(slower.getText()).isEqualTo("0.92");
        assertThat(slower.getPseudoClassStates()).extracting(PseudoClass::getPseudoClassName).contains("ratio-red");
        assertThat(fill(slower)).as("a dark red tint").isEqualTo(Color.web(RatioTint.dark(
                org.benchlens.analysis.RatioColor.RED)));
        assertThat(contrast((Color) slower.getTextFill(), (Color) fill(slower))).as("its figure reads")
                .isGreaterThan(7.0);

        Path png = folder.resolve("dark-window.png");
        exportTo.set(png);
        robot.interact(() -> ((ChartView) chart[0].getScene().getRoot()).export());
        waitUntil(() -> Files.exists(png));
        BufferedImage exported = ImageIO.read(png.toFile());
        assertThat(exported.getRGB(5, 5) & 0xFFFFFF).as("an export is light, for a page").isEqualTo(0xFFFFFF);

        chooseTheme(robot, "Light");

        assertThat(Application.getUserAgentStylesheet()).isEqualTo(new PrimerLight().getUserAgentStylesheetBSS());
        assertThat(ThemePreference.forUser().remembered()).isEqualTo(Theme.LIGHT);
        assertThat(viewer.getChart().getBackgroundPaint()).isEqualTo(java.awt.Color.WHITE);
        assertThat(fill(cell(robot, compare, "17beta3", "l.i2"))).as("the HTML export's tint")
                .isEqualTo(Color.web("#f4c7c3"));
    }

    @Test
    void aCheckBoxWithTheKeyboardIsRingedInBothThemes(FxRobot robot) throws Exception {
        List<Run> cached = selectCachedRuns(robot);
        Stage[] chart = new Stage[1];
        robot.interact(() -> chart[0] = ChartWindow.open(view.getScene().getWindow(), Workspace.on(store), background,
                cached, (owner, name) -> exportTo.get()));
        CheckBox log = robot.from(chart[0].getScene().getRoot()).lookup("#chart-log").queryAs(CheckBox.class);
        Region box = (Region) log.lookup(".box");
        robot.interact(log::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(box.getBorder()).as("a ring on the light theme").isNotNull();
        assertThat(box.getBorder().getStrokes().get(0).getTopStroke()).isEqualTo(Color.web("#0969da"));

        robot.interact(() -> AppTheme.apply(Theme.DARK));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(box.getBorder().getStrokes().get(0).getTopStroke()).as("the dark theme's accent")
                .isEqualTo(Color.web("#1f6feb"));
    }

    private static javafx.scene.paint.Paint fill(Region region) {
        assertThat(region.getBackground()).as("a painted background").isNotNull();
        return region.getBackground().getFills().get(0).getFill();
    }

    @SuppressWarnings("unchecked")
    private static TableCell<?, ?> cell(FxRobot robot, Stage window, String row, String column) {
        TableView<Comparison.Row> table = robot.from(window.getScene().getRoot()).lookup("#comparison").queryTableView();
        robot.interact(() -> table.getItems().stream().filter(r -> r.name().equals(row)).findFirst()
                .ifPresent(table::scrollTo));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.from(window.getScene().getRoot()).lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof Comparison.Row r
                        && r.name().equals(row) && c.getTableColumn() != null
                        && column.equals(c.getTableColumn().getText()))
                .findFirst().map(c -> (TableCell<?, ?>) c)
                .orElseThrow(() -> new AssertionError("no cell " + row + " / " + column + " on screen"));
    }

    /** WCAG's contrast ratio of two colours, 1 to 21. */
    private static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }
}
