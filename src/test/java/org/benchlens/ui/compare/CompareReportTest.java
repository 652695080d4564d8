package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.stage.Stage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.benchlens.app.Workspace;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.CompareScope;

/** The Compare window's Export report…: the report of the settings shown, written in the background. */
@ExtendWith(ApplicationExtension.class)
class CompareReportTest {

    @TempDir
    Path folder;
    /** Read once, off the FX thread: importing inside the window's setup may outlast its timeout on a busy machine. */
    private static Store store;
    private FxBackground background;
    private CompareViewModel model;
    private Path reportFile;

    @BeforeAll
    static void importSample() {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17")).anyFailed())
                .isFalse();
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        reportFile = folder.resolve("cached.html");
        background = new FxBackground();
        model = new CompareViewModel(Workspace.on(store), background);
        model.settings().whereProperty().set("workload=cached");
        model.settings().rowAttributeProperty().set("dbms");
        model.settings().redProperty().set(0.94);
        model.settings().greenProperty().set(1.06);
        CompareWindow.show(stage, model, owner -> Optional.of(reportFile));
        model.load(new CompareScope(store.read(session -> session.runs().list(org.benchlens.store.RunFilter.where(java.util.Map.of()))), "", false));
    }

    @AfterEach
    void stopBackground() {
        background.shutdown();
    }

    @Test
    void exportReportWritesTheTableShownAndTheCommandThatWritesItAgain(FxRobot robot)
            throws TimeoutException, IOException {
        waitUntil(() -> model.comparisonProperty().get() != null
                && model.comparisonProperty().get().rows().size() == 13);

        // the button as the user presses it, wherever the window's width leaves it
        robot.interact(() -> robot.lookup("#report").queryButton().fire());

        waitUntil(() -> model.statusProperty().get().equals("Wrote the report " + reportFile));
        Document page = Jsoup.parse(reportFile.toFile(), "UTF-8");
        assertThat(page.select("footer code").text()).isEqualTo(
                "benchlens report --where workload=cached --rows dbms --red 0.94 --green 1.06 -o cached.html");
        assertThat(page.select("#relative tbody tr")).hasSize(13);
        // pg17beta3: l.i1 1.09 green, l.i2 0.92 red, qr500 1.05 grey under these thresholds
        assertThat(page.select("#relative tbody tr:last-child td").eachText())
                .containsExactly("0.98", "1.09", "0.92", "1.04", "0.98", "1.05", "0.98", "1.08", "0.98");
        assertThat(page.select("#relative tbody tr:last-child td").stream().map(td -> td.className()).toList())
                .containsExactly("num grey", "num green", "num red", "num grey", "num grey", "num grey", "num grey",
                        "num green", "num grey");
        assertThat(page.select("figure.chart svg .pt")).hasSize(13 * 9);
        assertThat(page.select("table.runs tbody tr")).hasSize(13);
        assertThat(Files.list(folder)).as("no partial file left beside it").containsExactly(reportFile);
    }
}
