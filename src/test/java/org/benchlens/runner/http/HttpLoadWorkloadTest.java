package org.benchlens.runner.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.model.Run;
import org.benchlens.model.SeriesPoint;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.store.Store;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/** The HTTP workload run for real against a server on 127.0.0.1, read back from a real store. */
class HttpLoadWorkloadTest {

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void closedModelStoresWhatTheServerCounted(TestStores.Kind kind) throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.open(kind)) {
            long responseBytes = server.responseBytes("/ok");
            long before = server.count("/ok");
            RecordingListener listener = new RecordingListener();
            RunnerOutcome outcome = new WorkloadRunner(store).run(new HttpLoadWorkload(
                    HttpLoadSettings.closed(server.url("/ok"), 4, Duration.ofSeconds(2))), listener);
            long served = server.count("/ok") - before;

            assertThat(outcome.cancelled()).isFalse();
            assertThat(outcome.runs()).hasSize(1);
            StoredRun run = StoredRun.read(store, outcome.runs().get(0));
            assertThat(run.run().format()).isEqualTo("runner-http");
            assertThat(run.run().name()).isEqualTo("GET " + server.url("/ok") + " at 4 VUs");
            assertThat(run.run().attributes().values()).containsEntry("url", server.url("/ok"))
                    .containsEntry("method", "GET").containsEntry("model", "closed").containsEntry("vus", "4")
                    .containsEntry("duration", "2s").containsEntry("status", "completed")
                    .containsEntry("expected_status", "200-399").doesNotContainKeys("sweep", "rate", "warmup");
            assertThat(run.run().startedAt()).isBefore(run.run().endedAt());

            assertThat(served).isGreaterThan(100);
            // the requests in flight when the window closed are answered, and counted apart
            long counted = served - (long) run.value("http_reqs.after_window");
            assertThat(run.value("http_reqs.after_window")).isBetween(0.0, 4.0);
            assertThat(run.value("http_reqs.count")).isEqualTo(counted);
            assertThat(run.value("operations")).isEqualTo(counted);
            assertThat(run.value("http_req_duration.count")).isEqualTo(counted);
            assertThat(run.histograms()).hasSize(1);
            Histogram histogram = run.histograms().get(0).decode();
            assertThat(histogram.getTotalCount()).isEqualTo(counted);
            assertThat(run.histograms().get(0).metric()).isEqualTo("http_req_duration");

            double seconds = run.value("duration");
            assertThat(seconds).isEqualTo(2.0);
            assertThat(run.value("throughput")).isCloseTo(counted / seconds, within(1e-9));
            assertThat(run.value("http_reqs.rate")).isEqualTo(run.value("throughput"));
            assertThat(run.unit("throughput")).isEqualTo("1/s");
            assertThat(run.value("errors.count")).isZero();
            assertThat(run.value("errors.rate")).isZero();
            assertThat(run.value("http_req_failed.rate")).isZero();
            assertThat(run.value("http_req_failed.fails")).isEqualTo(counted);

            String request = "GET /ok HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nUser-Agent: benchlens\r\n\r\n";
            assertThat(run.value("data_sent.count")).isEqualTo(counted * request.length());
            assertThat(run.value("data.sent")).isEqualTo(counted * request.length());
            assertThat(run.value("data_received.count")).isEqualTo(counted * responseBytes);
            assertThat(run.value("data.received")).isEqualTo(counted * responseBytes);

            assertThat(run.value("latency.min")).isPositive().isLessThanOrEqualTo(run.value("latency.med"));
            assertThat(run.value("latency.med")).isLessThanOrEqualTo(run.value("latency.p95"));
            assertThat(run.value("latency.p95")).isLessThanOrEqualTo(run.value("latency.p99"))
                    .isEqualTo(run.value("http_req_duration.p(95)"))
                    .isEqualTo(histogram.getValueAtPercentile(95) / 1000.0);
            assertThat(run.value("latency.p99")).isLessThanOrEqualTo(run.value("latency.max"));
            assertThat(run.unit("latency.p95")).isEqualTo("ms");
            assertThat(run.value("vus.max")).isEqualTo(4);

            List<SeriesPoint> rate = run.series("throughput");
            long first = run.run().startedAt().getEpochSecond();
            assertThat(rate).extracting(SeriesPoint::epochSecond).containsExactly(first, first + 1);
            assertThat(rate.stream().mapToDouble(SeriesPoint::value).sum()).isEqualTo(counted);
            assertThat(run.series("latency.p95")).hasSize(2);
            assertThat(run.series("vus")).extracting(SeriesPoint::value).containsExactly(4.0, 4.0);

            assertThat(listener.live).extracting(LivePoint::elapsedSeconds).containsExactly(1L, 2L);
            assertThat(listener.live).extracting(LivePoint::part).as("the live legend names the level").containsOnly("4 VUs");
            double liveRequests = listener.live.stream().mapToDouble(LivePoint::throughput).sum();
            // the last tick may come a moment before the measured time ends: on a busy machine more
            // than one request per VU can finish in between, so the live view may show a little less
            assertThat(liveRequests).isBetween(counted * 0.9, (double) counted);
            assertThat(listener.fractions.get(listener.fractions.size() - 1)).isEqualTo(1.0);
            assertThat(listener.progress.get(0)).isEqualTo("4 VUs, measuring: 1 s left");
            assertThat(listener.progress.get(listener.progress.size() - 1)).isEqualTo("done");
            assertThat(listener.logs).hasSize(2);
            assertThat(listener.logs.get(1)).startsWith("finished: " + counted + " requests in ")
                    .endsWith(", 0 failed");
        }
    }

    @Test
    void answers500AreFailedRequests() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            RecordingListener listener = new RecordingListener();
            StoredRun run = runOnce(store, twoVusForASecond(server, "/fail"), listener);
            long served = server.count("/fail") - (long) run.value("http_reqs.after_window");
            assertThat(served).isPositive();
            assertThat(run.value("http_reqs.count")).isEqualTo(served);
            assertThat(run.value("errors.count")).isEqualTo(served);
            assertThat(run.value("http_req_failed.passes")).isEqualTo(served);
            assertThat(run.value("http_req_failed.fails")).isZero();
            assertThat(run.value("errors.rate")).isEqualTo(1.0);
            assertThat(listener.logs.get(1)).endsWith(served + " failed (status 500: " + served + ")");
            assertThat(listener.live).allSatisfy(point -> assertThat((double) point.errors())
                    .isEqualTo(point.throughput()));
        }
    }

    @Test
    void anotherStatusThanTheExpectedOneIsAFailure() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            HttpLoadSettings expect201 = twoVusForASecond(server, "/ok")
                    .withRequest("GET", List.of(), "", List.of(201));
            StoredRun okIs200 = runOnce(store, expect201);
            assertThat(okIs200.value("errors.count")).isEqualTo(okIs200.answeredInWindow(server.count("/ok"))).isPositive();
            assertThat(okIs200.attribute("expected_status")).isEqualTo("201");

            HttpLoadSettings created = twoVusForASecond(server, "/created")
                    .withRequest("GET", List.of(), "", List.of(201));
            StoredRun createdIs201 = runOnce(store, created);
            assertThat(createdIs201.value("http_reqs.count")).isEqualTo(createdIs201.answeredInWindow(server.count("/created"))).isPositive();
            assertThat(createdIs201.value("errors.count")).isZero();
        }
    }

    @Test
    void postsTheBodyAndHeadersGiven() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            HttpLoadSettings post = twoVusForASecond(server, "/echo?x=1")
                    .withRequest("post", List.of("X-Test: yes"), "{\"n\":1}", List.of(200));
            StoredRun run = runOnce(store, post);
            long served = assertEveryAnswerCountedAndPassed(run, run.answeredInWindow(server.count("/echo")));
            assertThat(run.attribute("method")).isEqualTo("POST");
            String request = "POST /echo?x=1 HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                    + "\r\nX-Test: yes\r\nUser-Agent: benchlens\r\nContent-Length: 7\r\n\r\n{\"n\":1}";
            assertThat(run.value("data_sent.count")).isEqualTo(served * request.length());
        }
    }

    @Test
    void readsChunkedAnswers() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            StoredRun run = runOnce(store, twoVusForASecond(server, "/chunked"));
            long served = assertEveryAnswerCountedAndPassed(run, run.answeredInWindow(server.count("/chunked")));
            assertThat(run.value("data_received.count")).isGreaterThan(served * 3.0 * TestHttpServer.BODY.length());
        }
    }

    @Test
    void aServerThatClosesEachConnectionIsConnectedToAgain() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            StoredRun run = runOnce(store, twoVusForASecond(server, "/close"));
            assertEveryAnswerCountedAndPassed(run, run.answeredInWindow(server.count("/close")));
        }
    }

    @Test
    void requestsUnansweredWithinTheTimeoutFail() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            RecordingListener listener = new RecordingListener();
            StoredRun run = runOnce(store, twoVusForASecond(server, "/slow")
                    .withTimes(Duration.ofSeconds(1), Duration.ZERO, Duration.ofMillis(50)), listener);
            double requests = run.value("http_reqs.count");
            assertThat(requests).isPositive();
            assertThat(run.value("errors.count")).isEqualTo(requests);
            assertThat(run.value("latency.min")).isGreaterThanOrEqualTo(50);
            assertThat(listener.logs.get(1)).endsWith("failed (timed out: " + (long) requests + ")");
        }
    }

    /**
     * A slow server's answers to the requests in flight at the end came after the window: they
     * once stretched a 1 s level to 1.2 s (a 10 s level at 8 VUs to 10.9 s) and its rate with them.
     */
    @Test
    void theMeasuredWindowIsTheDurationAskedForWhateverIsInFlightAtItsEnd() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            RecordingListener listener = new RecordingListener();
            StoredRun run = runOnce(store, HttpLoadSettings.closed(server.url("/slow"), 8,
                    Duration.ofSeconds(1)), listener);
            long served = server.count("/slow");

            assertThat(run.value("duration")).isEqualTo(1.0);
            assertThat(run.run().endedAt()).isEqualTo(run.run().startedAt().plusSeconds(1));
            // each VU had its 200 ms request in flight at the end: let finish, not counted
            double afterWindow = run.value("http_reqs.after_window");
            assertThat(afterWindow).isBetween(6.0, 8.0);
            assertThat(run.value("http_reqs.count")).isEqualTo(served - afterWindow);
            // 8 VUs at 200 ms a request answer 40 in a second: 5 rounds
            assertThat(run.value("throughput")).isEqualTo(run.value("http_reqs.count")).isBetween(32.0, 40.0);
            assertThat(run.value("latency.max")).isLessThan(TestHttpServer.SLOW_MILLIS * 1.5);
            assertThat(listener.logs.get(1)).contains(" req/s (" + (long) afterWindow
                    + " more answered after the window, not counted), p95 ");
        }
    }

    @Test
    void aWarmUpIsSentButNotCounted() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            RecordingListener listener = new RecordingListener();
            StoredRun run = runOnce(store, twoVusForASecond(server, "/ok")
                    .withTimes(Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(5)), listener);
            long served = server.count("/ok");
            double counted = run.value("http_reqs.count");
            // about half the requests were the warm-up's
            assertThat(counted).isPositive().isLessThan(served * 0.75);
            assertThat(run.attribute("warmup")).isEqualTo("1s");
            assertThat(run.value("duration")).isBetween(1.0, 1.5);
            assertThat(run.series("throughput")).hasSize(1);
            assertThat(listener.progress.get(0)).isEqualTo("2 VUs, warming up: 1 s left");
            assertThat(listener.live).extracting(LivePoint::elapsedSeconds).containsExactly(1L);
        }
    }

    @Test
    void cancelStopsSoonAndKeepsAPartialRun() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            WorkloadRunner runner = new WorkloadRunner(store);
            RecordingListener listener = new RecordingListener().atLive(point -> {
                if (point.elapsedSeconds() == 2) {
                    runner.cancel();
                }
            });
            RunnerOutcome outcome = runner.run(new HttpLoadWorkload(
                    HttpLoadSettings.closed(server.url("/ok"), 3, Duration.ofSeconds(30))), listener);
            long served = server.count("/ok");

            assertThat(outcome.cancelled()).isTrue();
            assertThat(outcome.runs()).hasSize(1);
            StoredRun run = StoredRun.read(store, outcome.runs().get(0));
            assertThat(run.attribute("status")).isEqualTo("partial");
            assertThat(run.attribute("duration")).isEqualTo("30s");
            assertThat(run.value("duration")).isBetween(2.0, 3.0);
            // requests cut off by the cancel reached the server but are not counted
            assertThat(run.value("http_reqs.count")).isBetween(served - 3.0, (double) served);
            assertThat(run.value("errors.count")).isZero();
            assertThat(run.series("throughput").stream().mapToDouble(SeriesPoint::value).sum())
                    .isEqualTo(run.value("http_reqs.count"));
            assertThat(listener.logs.get(1)).startsWith("cancelled, partial: ");
        }
    }

    @Test
    void openModelDropsArrivalsWhenEveryVuIsBusy() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            // 4 VUs at most, 200 ms per answer: at most 20 of the 40 arrivals a second are served
            HttpLoadSettings open = HttpLoadSettings.closed(server.url("/slow"), 1, Duration.ofSeconds(2))
                    .withOpenModel(40, 2, 4);
            StoredRun run = runOnce(store, open);
            long served = run.answeredInWindow(server.count("/slow"));
            assertThat(run.run().name()).isEqualTo("GET " + server.url("/slow") + " at 40 req/s");
            assertThat(run.run().attributes().values()).containsEntry("model", "open").containsEntry("rate", "40")
                    .containsEntry("pre_allocated_vus", "2").containsEntry("max_vus", "4").containsEntry("vus", "4");
            assertThat(run.value("http_reqs.count")).isEqualTo(served);
            assertThat(run.value("dropped_iterations.count")).isGreaterThan(20);
            // every arrival of the 2 s is either served (within the window or just after it) or dropped
            assertThat(run.value("http_reqs.count") + run.value("http_reqs.after_window")
                    + run.value("dropped_iterations.count")).isEqualTo(80);
            assertThat(run.value("latency.min")).isGreaterThanOrEqualTo(TestHttpServer.SLOW_MILLIS);
            assertThat(run.value("vus.max")).isEqualTo(4);
            assertThat(run.value("errors.count")).isZero();
        }
    }

    @Test
    void openModelAtARateTheServerKeepsUpWithDropsNothing() throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.h2()) {
            StoredRun run = runOnce(store, HttpLoadSettings.closed(server.url("/ok"), 1, Duration.ofSeconds(2))
                    .withOpenModel(50, 5, 20));
            assertThat(run.value("http_reqs.count")).isEqualTo(run.answeredInWindow(server.count("/ok")));
            assertThat(run.value("http_reqs.count") + run.value("http_reqs.after_window")).isEqualTo(100);
            assertThat(run.value("dropped_iterations.count")).isZero();
            assertThat(run.value("throughput")).isCloseTo(50, within(5.0));
            // a second counts the answers that came in it, so one may take a few of the next second's
            assertThat(run.series("throughput")).hasSize(2)
                    .allSatisfy(point -> assertThat(point.value()).isBetween(40.0, 60.0));
            assertThat(run.series("throughput").stream().mapToDouble(SeriesPoint::value).sum())
                    .isEqualTo(run.value("http_reqs.count"));
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aSweepStoresOneRunPerLevel(TestStores.Kind kind) throws Exception {
        try (TestHttpServer server = new TestHttpServer(); Store store = TestStores.open(kind)) {
            RecordingListener listener = new RecordingListener();
            RunnerOutcome outcome = new WorkloadRunner(store).run(new HttpLoadWorkload(HttpLoadSettings
                    .closed(server.url("/ok"), 1, Duration.ofSeconds(1)).withSweep(List.of(1, 3, 2))), listener);

            assertThat(outcome.runs()).hasSize(3);
            List<StoredRun> runs = outcome.runs().stream().map(run -> StoredRun.read(store, run)).toList();
            assertThat(runs).extracting(run -> run.attribute("vus")).containsExactly("1", "3", "2");
            assertThat(runs).extracting(run -> run.run().name()).containsExactly(
                    "GET " + server.url("/ok") + " at 1 VUs", "GET " + server.url("/ok") + " at 3 VUs",
                    "GET " + server.url("/ok") + " at 2 VUs");
            String sweep = runs.get(0).attribute("sweep");
            assertThat(sweep).matches("http-\\d{8}-\\d{6}");
            assertThat(runs).allSatisfy(run -> assertThat(run.attribute("sweep")).isEqualTo(sweep))
                    .allSatisfy(run -> assertThat(run.attribute("status")).isEqualTo("completed"));
            assertThat(runs).extracting(run -> run.value("vus.max")).containsExactly(1.0, 3.0, 2.0);
            assertThat(runs.stream().mapToDouble(run -> run.value("http_reqs.count") + run.value("http_reqs.after_window"))
                    .sum()).isEqualTo(server.count("/ok"));
            assertThat(listener.progress).contains("3 VUs (level 2 of 3), measuring: 1 s left");
            assertThat(outcome.runs()).extracting(Run::id).isSorted();
        }
    }

    @Test
    void theOpenModelMeasuresFromTheIntendedStart() throws Exception {
        try (TestHttpServer server = new TestHttpServer()) {
            HttpLoadSettings settings = HttpLoadSettings.closed(server.url("/ok"), 1, Duration.ofSeconds(1));
            PreparedRequest request = PreparedRequest.of(settings);
            Arrivals arrivals = new Arrivals();
            LoadSignals signals = new LoadSignals(System.nanoTime() - 10_000_000_000L, System.nanoTime() + 60_000_000_000L);
            VirtualUser user = new VirtualUser(request, new HttpConnection(request,
                    new java.net.InetSocketAddress("127.0.0.1", server.port()), 5000), signals, arrivals);
            Thread thread = new Thread(user);
            thread.start();
            // the scheduler was 300 ms late: a server that made the request wait is charged for it
            long intended = System.nanoTime() - 300_000_000L;
            while (!arrivals.offer(intended)) {
                Thread.sleep(1);
            }
            while (server.count("/ok") == 0) {
                Thread.sleep(10);
            }
            signals.stop();
            thread.join();
            Histogram latencies = org.benchlens.model.LatencyHistogram.newMicrosHistogram();
            user.meter().drainInto(latencies);
            assertThat(latencies.getTotalCount()).isEqualTo(1);
            assertThat(latencies.getMinValue()).isGreaterThanOrEqualTo(300_000);
        }
    }

    private static StoredRun runOnce(Store store, HttpLoadSettings settings) throws Exception {
        return runOnce(store, settings, new RecordingListener());
    }

    private static StoredRun runOnce(Store store, HttpLoadSettings settings, RecordingListener listener)
            throws Exception {
        RunnerOutcome outcome = new WorkloadRunner(store).run(new HttpLoadWorkload(settings), listener);
        assertThat(outcome.runs()).hasSize(1);
        return StoredRun.read(store, outcome.runs().get(0));
    }

    /** The short run most tests need: the closed model, 2 VUs, 1 s. */
    private static HttpLoadSettings twoVusForASecond(TestHttpServer server, String path) {
        return HttpLoadSettings.closed(server.url(path), 2, Duration.ofSeconds(1));
    }

    /** Every request the server answered was counted, none failed; returns how many there were. */
    private static long assertEveryAnswerCountedAndPassed(StoredRun run, long served) {
        assertThat(served).isPositive();
        assertThat(run.value("http_reqs.count")).isEqualTo(served);
        assertThat(run.value("errors.count")).isZero();
        return served;
    }
}
