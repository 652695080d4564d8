package org.benchlens.imports.k6.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Summary layouts written here after k6's documentation and output: v1 in full mode (thresholds
 * first, total results by category, group and scenario blocks with nested groups; colours on,
 * Windows line ends), v0.3x-0.5x with nested groups and failed checks, and runs that stopped early.
 */
class K6TextLayoutsTest {

    @TempDir
    Path folder;

    /** ESC stands for the escape character of the colour codes k6 writes to a terminal. */
    private static final String V1_FULL = """
            $ k6 run --summary-mode=full --summary-trend-stats=avg,min,med,max,p(90),p(95),p(99) -e BASE_URL=http://localhost:3000 scripts/crocodiles.js

                     /\\      Grafana   /‾‾/
                /\\  /  \\     |\\  __   /  /
               /  \\/    \\    | |/ /  /   ‾‾\\
              /          \\   |   (  |  (‾)  |
             / __________ \\  |_|\\_\\  \\_____/

                 execution: local
                    script: scripts/crocodiles.js
                    output: -

                 scenarios: (100.00%) 2 scenarios, 12 max VUs, 1m0s max duration (incl. graceful stop):
                          * browse: 10 looping VUs for 30s (gracefulStop: 30s)
                          * create: 2 looping VUs for 30s (gracefulStop: 30s)

            running (0m30.1s), 00/12 VUs, 800 complete and 0 interrupted iterations
            browse ✓ [======================================] 10 VUs  30s
            create ✓ [======================================] 02 VUs  30s

              █ THRESHOLDS

                http_req_duration
                ESC[32m✓ESC[0m 'p(95)<500' p(95)=212.4ms

                  { expected_response:true }
                  ESC[31m✗ESC[0m 'p(99)<300' p(99)=410.7ms

                http_req_failed
                ✓ 'rate<0.05' rate=1.25%


              █ TOTAL RESULTS

                checks_total.......................: 1600    53.164419/s
                checks_succeeded...................: 98.75%  1580 out of 1600
                checks_failed......................: 1.25%   20 out of 1600

                ESC[32m✓ status is 200ESC[0m
                ✗ crocodile has a name
                  ↳  97% — ✓ 780 / ✗ 20

                HTTP
                http_req_blocked...................: avg=12.5µs   min=1µs     med=4µs      max=2.1ms    p(90)=9µs      p(95)=11µs     p(99)=40µs
                http_req_duration..................: avg=120.35ms min=80.12ms med=110.4ms  max=1.2s     p(90)=190.3ms  p(95)=212.4ms  p(99)=398.1ms
                  { expected_response:true }.......: avg=119.8ms  min=80.12ms med=110.1ms  max=1.1s     p(90)=189.9ms  p(95)=211.7ms  p(99)=410.7ms
                http_req_failed....................: 1.25%  20 out of 1600
                http_reqs..........................: ESC[36m1600ESC[0m   53.164419/s

                EXECUTION
                iteration_duration.................: avg=225.1ms  min=160ms   med=215.2ms  max=1.4s     p(90)=300.2ms  p(95)=350.9ms  p(99)=600.3ms
                iterations.........................: 800    26.58221/s
                vus................................: 12     min=12       max=12
                vus_max............................: 12     min=12       max=12

                NETWORK
                data_received......................: 1.9 MB 63 kB/s
                data_sent..........................: 150 kB 5.0 kB/s


              █ GROUP: crocodiles

                HTTP
                http_req_duration..................: avg=130.2ms  min=82.5ms  med=118.3ms  max=1.2s     p(90)=200.1ms  p(95)=230.4ms  p(99)=420.2ms
                http_reqs..........................: 800    26.58221/s


              █ SCENARIO: browse

                HTTP
                http_req_duration..................: avg=118.1ms  min=80.12ms med=108.7ms  max=1.1s     p(90)=185.2ms  p(95)=205.6ms  p(99)=390.4ms
                http_reqs..........................: 1400   46.518867/s

                EXECUTION
                iteration_duration.................: avg=221.4ms  min=160ms   med=212.9ms  max=1.3s     p(90)=290.8ms  p(95)=340.2ms  p(99)=590.1ms
                iterations.........................: 700    23.259434/s

                ↳ GROUP: crocodiles

                  ✗ crocodile has a name
                    ↳  97% — ✓ 680 / ✗ 20

                  HTTP
                  http_req_duration................: avg=128.9ms  min=82.5ms  med=117.7ms  max=1.2s     p(90)=198.3ms  p(95)=228.1ms  p(99)=415.9ms
                  http_reqs........................: 700    23.259434/s

            """;

    @Test
    void readsTotalsGroupsScenariosAndThresholds() throws Exception {
        RunDraft run = onlyRun("k6-v1-full.txt", V1_FULL.replace("ESC", "\u001B").replace("\n", "\r\n"));

        assertThat(run.name()).isEqualTo("crocodiles 12 VUs");
        assertThat(run.attributes().values()).containsAllEntriesOf(Map.of(
                "script", "scripts/crocodiles.js",
                "scenario", "crocodiles",
                "env.BASE_URL", "http://localhost:3000",
                "vus", "12",
                "k6.executor.browse", "10 looping VUs for 30s (gracefulStop: 30s)",
                "thresholds", "failed",
                "thresholds.failed", "http_req_duration{expected_response:true}",
                "groups", "crocodiles, browse::crocodiles"));
        assertThat(run.attributes().get("errors.source")).as("http_req_failed is k6's own").isEmpty();

        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(53.164419);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(1600);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(212.4);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(398.1);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(1200);
        assertThat(run.value(Steps.TOTAL, "http_req_duration{expected_response:true}.p(99)")).isEqualTo(410.7);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.0125);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(20);
        assertThat(run.value(Steps.TOTAL, "http_req_failed.fails")).isEqualTo(1580);
        assertThat(run.value(Steps.TOTAL, Metrics.CHECKS_RATE)).isEqualTo(0.9875);
        assertThat(run.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(1.9e6);
        assertThat(run.value(Steps.TOTAL, Metrics.DATA_SENT)).isEqualTo(150e3);
        assertThat(run.value(Steps.TOTAL, "data_sent.rate")).isEqualTo(5e3);
        assertThat(run.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(12);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(30.1);
        assertThat(run.value(Steps.TOTAL, "http_req_blocked.p(99)")).isEqualTo(0.04);
        assertThat(run.value(Steps.TOTAL, "checks{check:status is 200}.rate")).isEqualTo(1.0);
        assertThat(run.value(Steps.TOTAL, "checks{check:crocodile has a name}.rate")).isEqualTo(0.975);
        assertThat(run.value(Steps.TOTAL, "checks{check:crocodile has a name}.fails")).isEqualTo(20);

        assertThat(run.value("crocodiles", Metrics.THROUGHPUT)).isEqualTo(26.58221);
        assertThat(run.value("crocodiles", Metrics.LATENCY_P95)).isEqualTo(230.4);
        assertThat(run.value("browse", Metrics.THROUGHPUT)).isEqualTo(46.518867);
        assertThat(run.value("browse", "iterations.count")).isEqualTo(700);
        assertThat(run.value("browse::crocodiles", Metrics.THROUGHPUT)).isEqualTo(23.259434);
        assertThat(run.value("browse::crocodiles", Metrics.LATENCY_P99)).isEqualTo(415.9);
        assertThat(run.value("browse::crocodiles", "checks{check:crocodile has a name}.passes")).isEqualTo(680);
    }

    /** Before v1: checks first, then groups with their checks, nested by indentation, then the metrics. */
    private static final String GROUPS_BEFORE_V1 = """
                      /\\      |‾‾| /‾‾/   /‾‾/
                 /\\  /  \\     |  |/  /   /  /
                /  \\/    \\    |     (   /   ‾‾\\
               /          \\   |  |\\  \\ |  (‾)  |
              / __________ \\  |__| \\__\\ \\_____/ .io

              execution: local
                 script: shop.js
                 output: -

              scenarios: (100.00%) 1 scenario, 5 max VUs, 40s max duration (incl. graceful stop):
                       * default: 5 looping VUs for 10s (gracefulStop: 30s)


            running (10.2s), 0/5 VUs, 50 complete and 0 interrupted iterations
            default ✓ [======================================] 5 VUs  10s

                 ✓ home page is up

                 █ cart

                   ✓ add returns 201
                   ✗ total is right
                    ↳  80% — ✓ 40 / ✗ 10

                   █ checkout

                     ✓ paid

                 checks.........................: 93.33% ✓ 140      ✗ 10
                 data_received..................: 1.3 MB 127 kB/s
                 data_sent......................: 81 kB  7.9 kB/s
                 group_duration.................: avg=120.1ms  min=80ms     med=110ms    max=300ms    p(90)=180ms    p(95)=210ms
                 http_req_duration..............: avg=144.56ms min=104.11ms med=110.47ms max=1.14s    p(90)=203.54ms p(95)=215.95ms
                   { expected_response:true }...: avg=140.2ms  min=104.11ms med=109.9ms  max=1.1s     p(90)=200.1ms  p(95)=210.3ms
                 http_req_failed................: 3.33%  ✓ 5        ✗ 145
                 http_reqs......................: 150    14.705882/s
                 iteration_duration.............: avg=1.01s    min=1s       med=1.01s    max=1.2s     p(90)=1.02s    p(95)=1.05s
                 iterations.....................: 50     4.901961/s
                 vus............................: 5      min=5      max=5
                 vus_max........................: 5      min=5      max=5
            """;

    @Test
    void readsGroupsAndChecksOfTheLayoutBeforeV1() throws Exception {
        RunDraft run = onlyRun("k6-0.4x.txt", GROUPS_BEFORE_V1);

        assertThat(run.name()).isEqualTo("shop 5 VUs");
        assertThat(run.attributes().values()).containsAllEntriesOf(Map.of(
                "script", "shop.js", "scenario", "shop", "vus", "5", "groups", "cart, cart::checkout"));
        assertThat(run.attributes().get("thresholds")).as("no threshold marks").isEmpty();
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(14.705882);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(10.2);
        assertThat(run.value(Steps.TOTAL, Metrics.CHECKS_RATE)).isEqualTo(0.9333);
        assertThat(run.value(Steps.TOTAL, "checks.passes")).isEqualTo(140);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.0333);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(5);
        assertThat(run.value(Steps.TOTAL, "http_req_duration{expected_response:true}.p(95)")).isEqualTo(210.3);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(215.95);
        assertThat(run.value(Steps.TOTAL, "group_duration.max")).isEqualTo(300);
        assertThat(run.value(Steps.TOTAL, "iteration_duration.min")).isEqualTo(1000);
        assertThat(run.value(Steps.TOTAL, "checks{check:home page is up}.rate")).isEqualTo(1.0);
        assertThat(run.value("cart", "checks{check:add returns 201}.rate")).isEqualTo(1.0);
        assertThat(run.value("cart", "checks{check:total is right}.rate")).isEqualTo(0.8);
        assertThat(run.value("cart", "checks{check:total is right}.fails")).isEqualTo(10);
        assertThat(run.value("cart::checkout", "checks{check:paid}.rate")).isEqualTo(1.0);
    }

    @Test
    void aRunStoppedByTheUserHasNoThroughput() throws Exception {
        RunDraft run = onlyRun("cancelled.txt", """
                running (0m12.3s), 00/10 VUs, 120 complete and 10 interrupted iterations
                default ✗ [=========>----------------------------] 10 VUs  12.3s/30s

                     data_received..................: 1.2 MB 98 kB/s
                     data_sent......................: 11 kB  894 B/s
                     http_req_duration..............: avg=101.2ms  min=90.1ms  med=99.8ms  max=180.3ms p(90)=110.2ms p(95)=120.7ms
                     http_reqs......................: 130    10.569106/s
                     vus............................: 10     min=10 max=10
                """);

        assertThat(run.attributes().get("status")).hasValue("cancelled");
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isNaN();
        assertThat(run.value(Steps.TOTAL, "http_reqs.rate")).as("k6's own figure is kept").isEqualTo(10.569106);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(120.7);
        assertThat(run.value(Steps.TOTAL, "data_sent.rate")).isEqualTo(894);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(12.3);
    }

    @Test
    void aRunAbortedByAThresholdIsMarkedAborted() throws Exception {
        RunDraft run = onlyRun("aborted.txt", """
                running (0m05.0s), 00/10 VUs, 40 complete and 10 interrupted iterations
                default ✓ [======================================] 10 VUs  05.0s/30s

                   ✗ http_req_failed................: 60.00% ✓ 30 ✗ 20
                     http_reqs......................: 50     9.999/s
                     iterations.....................: 40     7.9992/s
                ERRO[0005] thresholds on metrics 'http_req_failed' were crossed; at least one has abortOnFail enabled, stopping test prematurely
                """);

        assertThat(run.attributes().get("status")).hasValue("aborted");
        assertThat(run.attributes().get("thresholds.failed")).hasValue("http_req_failed");
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isNaN();
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.6);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(30);
    }

    /** The one run read from {@code text}, which leaves nothing unread. */
    private RunDraft onlyRun(String name, String text) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        ImportHarness.Read read = ImportHarness.read(new K6TextSummaryImporter(), file);
        assertThat(read.runs()).hasSize(1);
        assertThat(read.notes()).isEmpty();
        return read.runs().get(0);
    }
}
