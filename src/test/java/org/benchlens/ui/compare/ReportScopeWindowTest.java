package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
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
import picocli.CommandLine;

import org.benchlens.app.Workspace;
import org.benchlens.cli.BenchLensCommand;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.ImportHarness;
import org.benchlens.ui.BenchLensApp;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.runs.MainView;

/**
 * A report exported from the Compare window over the main window's filtered list names the filter, and the
 * command at its foot, run on the same store, writes the same page (decision 0115).
 */
@ExtendWith(ApplicationExtension.class)
class ReportScopeWindowTest {

    @TempDir
    static Path storeFolder;
    @TempDir
    Path folder;
    private static Store store;
    private FxBackground background;
    private MainView view;
    private Stage stage;

    @BeforeAll
    static void importSamples() {
        store = Store.open(StoreLocation.file(storeFolder.resolve("store")));
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17"),
                Path.of("sample-data/postgrest-k6")).anyFailed()).isFalse();
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        background = new FxBackground();
        view = BenchLensApp.mainView(stage, Workspace.on(store), background);
        stage.setScene(new Scene(view, 1200, 750));
        stage.show();
        view.model().refresh();
    }

    @AfterEach
    void stopBackground() {
        background.shutdown();
    }

    @Test
    void aReportOfTheFilteredListNamesTheFilterAndItsCommandRebuildsIt(FxRobot robot) throws Exception {
        Path report = exportReport(robot, "workload=cached", 13);

        Document page = Jsoup.parse(report.toFile(), "UTF-8");
        assertThat(page.select("dl.what dd").first().text()).isEqualTo("13 runs: every run with workload=cached");
        String command = page.select("footer code").text();
        assertThat(command).isEqualTo("benchlens report --where workload=cached --rows version -o cached.html");
        assertThat(rebuilt(command, report)).isEqualTo(withoutDate(report));
    }

    @Test
    void aFilterOfWordsBecomesTheRunIdsAndStillRebuilds(FxRobot robot) throws Exception {
        Path report = exportReport(robot, "cached pg17beta3", 1);

        Document page = Jsoup.parse(report.toFile(), "UTF-8");
        String command = page.select("footer code").text();
        assertThat(page.select("dl.what dd").first().text()).matches(
                "1 run: runs \\d+ \\(the main window's filter: cached pg17beta3\\)");
        assertThat(command).matches(
                "benchlens report \\d+ --rows \\S+ --origin 'the main window'\\\\''s filter: cached pg17beta3' -o cached.html");
        assertThat(rebuilt(command, report)).isEqualTo(withoutDate(report));
    }

    /** Filters the main window, opens the Compare window on its scope and presses Export report…. */
    private Path exportReport(FxRobot robot, String filter, int shown) throws TimeoutException {
        Path file = folder.resolve("cached.html");
        TableView<?> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> runs.getItems().size() == 102);
        robot.interact(() -> view.model().filterTextProperty().set(filter));
        waitUntil(() -> runs.getItems().size() == shown);
        CompareViewModel model = new CompareViewModel(Workspace.on(store), background);
        robot.interact(() -> {
            CompareWindow.show(stage, model, owner -> Optional.of(file));
            model.load(view.compareScope());
        });
        waitUntil(() -> model.comparisonProperty().get() != null);
        Node button = robot.lookup("#report").match(Node::isVisible).query();
        robot.interact(() -> ((javafx.scene.control.Button) button).fire());
        waitUntil(() -> model.statusProperty().get().equals("Wrote the report " + file));
        return file;
    }

    /** Runs the printed command on the same store, writing into another folder, and reads what it wrote. */
    private String rebuilt(String command, Path original) throws IOException {
        Path again = Files.createDirectories(folder.resolve("again")).resolve(original.getFileName());
        List<String> words = new ArrayList<>(List.of("--store", storeFolder.resolve("store").toString()));
        List<String> printed = shellWords(command);
        words.addAll(printed.subList(1, printed.size() - 1));
        words.add(again.toString());
        String[] arguments = words.toArray(String[]::new);
        CommandLine commandLine = BenchLensCommand.commandLine(location -> {
            throw new AssertionError("a command must not open the window");
        }, arguments);
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(new StringWriter()));
        commandLine.setErr(new PrintWriter(err));
        assertThat(commandLine.execute(arguments)).as(err.toString()).isZero();
        return withoutDate(again);
    }

    /** The words of a command as a POSIX shell splits them: single quotes keep spaces, '\\'' is a quote. */
    private static List<String> shellWords(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean inWord = false;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                inWord = true;
            } else if (c == '\\' && !quoted && i + 1 < command.length()) {
                word.append(command.charAt(++i));
                inWord = true;
            } else if (c == ' ' && !quoted) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /** The page without the minute it was written in, the one line two writings of it may differ in. */
    private static String withoutDate(Path page) throws IOException {
        return Files.readString(page).replaceAll("on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC", "on (date)");
    }
}
