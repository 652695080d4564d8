package org.benchlens.runner.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.model.Run;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.store.Store;
import org.benchlens.store.RunFilter;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/** Settings that cannot work are refused before the run, in one sentence, with nothing stored. */
class HttpBadSettingsTest {

    static Stream<Arguments> badSettings() {
        return Stream.of(
                bad("zero duration", s -> s.withTimes(Duration.ZERO, Duration.ZERO, Duration.ofSeconds(5)),
                        "the duration must be more than 0 s (it is 0s)"),
                bad("negative warm-up", s -> s.withTimes(Duration.ofSeconds(1), Duration.ofSeconds(-2),
                        Duration.ofSeconds(5)), "the warm-up cannot be negative (it is -2s)"),
                bad("header without colon", s -> s.withRequest("GET", List.of("Accept: */*", "X-Token abc"), "",
                        List.of()), "header 2 'X-Token abc' is not of the form 'Name: value'"),
                bad("header set by the runner", s -> s.withRequest("GET", List.of("Content-Length: 3"), "",
                        List.of()), "header 1 'Content-Length: 3' is set by the runner itself; leave it out"),
                bad("method with a space", s -> s.withRequest("GE T", List.of(), "", List.of()),
                        "the method 'GE T' is not an HTTP method (expected GET, POST, PUT, ...)"),
                bad("status out of range", s -> s.withRequest("GET", List.of(), "", List.of(700)),
                        "the expected status 700 is not an HTTP status (100 to 599)"),
                bad("no VUs", s -> new HttpLoadSettings(s.url(), "GET", List.of(), "", List.of(), LoadModel.CLOSED,
                        0, List.of(), 1, 1, 1, Duration.ofSeconds(1), Duration.ZERO, Duration.ofSeconds(5)),
                        "the VUs must be from 1 to 10000 (it is 0)"),
                bad("sweep level zero", s -> s.withSweep(List.of(10, 0)),
                        "the sweep level must be from 1 to 10000 (it is 0)"),
                bad("zero rate", s -> s.withOpenModel(0, 1, 2),
                        "the rate must be more than 0 requests per second (it is 0.0)"),
                bad("max below pre-allocated", s -> s.withOpenModel(10, 20, 5),
                        "the maximum VUs (5) must be at least the pre-allocated VUs (20)"));
    }

    private static Arguments bad(String what, UnaryOperator<HttpLoadSettings> change, String message) {
        return Arguments.of(what, change, message);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badSettings")
    void isRefusedInOneSentenceAndNothingIsStored(String what, UnaryOperator<HttpLoadSettings> change,
                                                   String message) throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            HttpLoadSettings settings = change.apply(HttpLoadSettings.closed(server.url("/ok"), 2,
                    Duration.ofSeconds(1)));
            assertThatThrownBy(() -> new WorkloadRunner(store).run(new HttpLoadWorkload(settings),
                    new RecordingListener())).isInstanceOf(RunnerException.class).hasMessage(message);
            assertThat(server.count("/ok")).isZero();
            long stored = store.read(session -> session.runs().count());
            assertThat(stored).isZero();
        }
    }

    @Test
    void malformedUrlsAreNamed() {
        assertThatThrownBy(() -> new HttpLoadWorkload(HttpLoadSettings.closed("http://127.0.0.1:80 80/", 1,
                Duration.ofSeconds(1))).validate())
                .hasMessage("the URL 'http://127.0.0.1:80 80/' is malformed: Illegal character in authority at "
                        + "character 20 (' ')");
        assertThatThrownBy(() -> new HttpLoadWorkload(HttpLoadSettings.closed("ftp://127.0.0.1/", 1,
                Duration.ofSeconds(1))).validate())
                .hasMessage("the URL 'ftp://127.0.0.1/' must start with http:// or https://");
        assertThatThrownBy(() -> new HttpLoadWorkload(HttpLoadSettings.closed("127.0.0.1:8080/items", 1,
                Duration.ofSeconds(1))).validate())
                .hasMessage("the URL '127.0.0.1:8080/items' must start with http:// or https://");
        assertThatThrownBy(() -> new HttpLoadWorkload(HttpLoadSettings.closed("http:///items", 1,
                Duration.ofSeconds(1))).validate())
                .hasMessage("the URL 'http:///items' names no host (expected http://host:port/path)");
    }

    @Test
    void aPortNothingListensOnIsSaidBeforeTheRun() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        try (Store store = TestStores.h2()) {
            HttpLoadWorkload workload = new HttpLoadWorkload(HttpLoadSettings.closed(
                    "http://127.0.0.1:" + closedPort + "/", 2, Duration.ofSeconds(1)));
            assertThatThrownBy(() -> new WorkloadRunner(store).run(workload, new RecordingListener()))
                    .isInstanceOf(RunnerException.class)
                    .hasMessage("nothing accepts connections at 127.0.0.1:" + closedPort
                            + " (Connection refused): is the server running?");
            List<Run> stored = store.read(session -> session.runs().list(RunFilter.ALL));
            assertThat(stored).isEmpty();
        }
    }

    @Test
    void aServerThatStopsDuringTheRunGivesFailedRequests() throws Exception {
        try (Store store = TestStores.h2()) {
            TestHttpServer server = new TestHttpServer();
            WorkloadRunner runner = new WorkloadRunner(store);
            RecordingListener listener = new RecordingListener().atLive(point -> {
                if (point.elapsedSeconds() == 1) {
                    server.close();
                }
            });
            var outcome = runner.run(new HttpLoadWorkload(HttpLoadSettings.closed(server.url("/ok"), 2,
                    Duration.ofSeconds(2))), listener);
            StoredRun run = StoredRun.read(store, outcome.runs().get(0));
            assertThat(run.attribute("status")).isEqualTo("completed");
            assertThat(run.value("errors.count")).isPositive();
            assertThat(run.value("http_reqs.count") - run.value("errors.count")).isPositive()
                    .isLessThanOrEqualTo(server.count("/ok"));
            assertThat(listener.logs.get(1)).contains("connection refused: ");
        }
    }
}
