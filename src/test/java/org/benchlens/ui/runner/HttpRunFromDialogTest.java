package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.net.httpserver.HttpServer;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.app.Workspace;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.runner.Workload;
import org.benchlens.runner.http.HttpLoadWorkload;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** What the HTTP dialog gives, queued in the runner window against a real server on 127.0.0.1, ends as a stored run. */
@ExtendWith(ApplicationExtension.class)
class HttpRunFromDialogTest {

    private Stage stage;
    private Store store;
    private HttpServer server;
    private final AtomicLong answered = new AtomicLong();

    @Start
    void start(Stage primary) throws IOException {
        stage = primary;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
        store = TestStores.h2();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.createContext("/items", exchange -> {
            byte[] body = "[{\"id\":1}]".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
            answered.incrementAndGet();
        });
        server.start();
    }

    @AfterEach
    void stop() throws Exception {
        // the runner window outlives the test stage; hidden so that later tests do not find its nodes
        WaitForAsyncUtils.asyncFx(() -> List.copyOf(Window.getWindows()).stream()
                .filter(w -> w instanceof Stage s && "BenchLens runner".equals(s.getTitle()))
                .forEach(Window::hide)).get();
        server.stop(0);
        store.close();
    }

    /** Fills the dialog for {@code vus} over 1 s, presses Run and returns the workload it made. */
    private Workload runFromDialog(FxRobot robot, String url, String vus, String attributes) throws Exception {
        HttpRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            HttpRunDialog shown = new HttpRunDialog(stage, new HttpRunForm());
            shown.show();
            return shown;
        }).get();
        robot.clickOn("#url").write(url);
        robot.doubleClickOn("#vus").write(vus);
        robot.doubleClickOn("#duration").write("1s");
        if (attributes != null) {
            robot.clickOn("#attributes").write(attributes);
        }
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Run");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !dialog.isShowing());
        WaitForAsyncUtils.waitForFxEvents();
        return dialog.getResult();
    }

    @Test
    void theDialogsWorkloadRunsInTheRunnerWindowAndItsRunIsStored(FxRobot robot) throws Exception {
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/items";
        Workload workload = runFromDialog(robot, url, "2", "config=dialog");

        List<Run> refreshed = new CopyOnWriteArrayList<>();
        QueuedRun queued = WaitForAsyncUtils.asyncFx(
                () -> new RunnerWindow(stage, Workspace.on(store), refreshed::addAll).show().submit(workload)).get();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, queued::isFinished);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(queued.state()).as(String.join("\n", queued.log())).isEqualTo(QueuedRun.State.DONE);
        List<RunResult> stored = ImportHarness.results(store);
        assertThat(stored).hasSize(1);
        Run run = stored.get(0).run();
        assertThat(run.format()).isEqualTo("runner-http");
        assertThat(run.attribute("url")).isEqualTo(url);
        assertThat(run.attribute("vus")).isEqualTo("2");
        assertThat(run.attribute("duration")).isEqualTo("1s");
        assertThat(run.attribute("config")).isEqualTo("dialog");
        assertThat(refreshed).extracting(Run::id).containsExactly(run.id());
        assertThat(run.attribute("runner.command")).isEqualTo("[\"run\",\"http\",\"--url\",\"" + url
                + "\",\"--method\",\"GET\",\"--vus\",\"2\",\"--duration\",\"1s\",\"--warmup\",\"0s\","
                + "\"--timeout\",\"1m\",\"--attr\",\"config=dialog\"]");
        // repeat reads the recorded command back into the dialog's very settings, numbered as repeats 2 and 3
        List<Workload> repeats = Workspace.on(store).runner().repeats(List.of(run.id()), 2);
        assertThat(repeats).hasSize(2).allSatisfy(repeat -> {
            assertThat(((HttpLoadWorkload) repeat).settings()).isEqualTo(((HttpLoadWorkload) workload).settings());
            assertThat(repeat.arguments()).isEqualTo(workload.arguments());
        });
        double requests = stored.get(0).measurements().stream()
                .filter(m -> m.metric().equals(Metrics.OPERATIONS)).mapToDouble(Measurement::value)
                .findFirst().orElseThrow();
        // every request measured was answered by the server; a last one may have been cut by the end
        assertThat(requests).isPositive().isLessThanOrEqualTo(answered.get());
    }

    @Test
    void aSweepPointsTheListToEveryLevelItStored(FxRobot robot) throws Exception {
        Workload sweep = runFromDialog(robot, "http://127.0.0.1:" + server.getAddress().getPort() + "/items", "1,2",
                null);

        List<List<Long>> pointedTo = new CopyOnWriteArrayList<>();
        QueuedRun queued = WaitForAsyncUtils.asyncFx(() -> new RunnerWindow(stage, Workspace.on(store),
                runs -> pointedTo.add(runs.stream().map(Run::id).toList())).show().submit(sweep)).get();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, queued::isFinished);
        WaitForAsyncUtils.waitForFxEvents();

        List<Long> levels = ImportHarness.results(store).stream().map(result -> result.run().id()).toList();
        assertThat(levels).hasSize(2);
        assertThat(pointedTo).containsExactly(levels.subList(0, 1), levels);
        javafx.scene.chart.LineChart<?, ?> live = robot.lookup("#throughputChart").query();
        assertThat(live.getYAxis().getLabel()).as("the runs list's word for HTTP load").isEqualTo("req/s");
    }

    @Test
    void anAddressThatAcceptsNoConnectionIsRefusedInTheDialogWithTheRunnersSentence(FxRobot robot) throws Exception {
        int closedPort;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        HttpRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            HttpRunDialog shown = new HttpRunDialog(stage, new HttpRunForm());
            shown.show();
            return shown;
        }).get();
        robot.clickOn("#url").write("http://127.0.0.1:" + closedPort + "/items");
        robot.doubleClickOn("#vus").write("2");
        robot.doubleClickOn("#duration").write("1s");
        robot.clickOn("Run");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup("#problem").queryLabeled().getText().startsWith("nothing accepts"));
        WaitForAsyncUtils.waitForFxEvents();

        Label sentence = robot.lookup("#problem").queryAs(Label.class);
        assertThat(sentence.getText())
                .startsWith("nothing accepts connections at").contains(":" + closedPort).endsWith("is the server running?");
        // shown whole, not cut to "is the server …": the text drawn is the label's own
        assertThat(((Text) sentence.lookup(".text")).getText().replace("\n", " ")).isEqualTo(sentence.getText());
        assertThat(dialog.isShowing()).isTrue();
        assertThat(dialog.getResult()).isNull();
        WaitForAsyncUtils.asyncFx(dialog::close).get();
    }
}
