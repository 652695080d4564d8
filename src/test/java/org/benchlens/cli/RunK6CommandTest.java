package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.model.Steps.TOTAL;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.K6StandIn;

/** {@code benchlens run k6} with {@code k6-standin}, a script that replays a real k6 output. */
class RunK6CommandTest {

    @TempDir
    Path folder;

    private Path script;
    private Cli cli;

    @BeforeEach
    void setUp() throws Exception {
        script = Files.writeString(folder.resolve("get.js"), "export default function () {}\n");
        cli = new Cli(folder.resolve("store"));
    }

    private List<RunResult> stored() {
        try (Store store = Store.open(StoreLocation.file(folder.resolve("store")))) {
            return ImportHarness.results(store);
        }
    }

    private static double value(RunResult run, String metric) {
        return run.find(TOTAL, metric).orElseThrow(() -> new AssertionError("no " + metric)).value();
    }

    @Test
    void importsTheSummaryAndThePointsK6WroteWithTheRunnerAttributes() {
        Path k6 = K6StandIn.write(folder, 0);

        Cli.Result result = cli.run("run", "k6", "--k6", k6.toString(), "--attr", "instance=t3a.nano",
                script.toString());

        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("Running k6 get.js with the script's own load",
                "running (0m01.1s), 1/1 VUs, 100 complete and 0 interrupted iterations",
                "get: finished; stored runs 1 (k6-summary), 2 (k6-ndjson).",
                "saved run 1: get [", "saved run 2: contacts 2 VUs [", "done: 2 runs saved");
        List<RunResult> runs = stored();
        assertThat(runs).extracting(r -> r.run().format()).containsExactly("k6-summary", "k6-ndjson");
        RunResult summary = runs.get(0);
        assertThat(value(summary, Metrics.THROUGHPUT)).isCloseTo(1372.48, within(0.005));
        assertThat(value(summary, Metrics.LATENCY_P95)).isCloseTo(133.97, within(0.01));
        assertThat(summary.run().attribute("thresholds")).isEqualTo("passed");
        assertThat(summary.run().attribute("vus")).isEqualTo("230");
        RunResult points = runs.get(1);
        assertThat(value(points, Metrics.OPERATIONS)).isEqualTo(322);
        assertThat(value(points, Metrics.THROUGHPUT)).isCloseTo(16.1808, within(0.0001));
        for (RunResult run : runs) {
            assertThat(run.run().attribute("runner")).isEqualTo("k6");
            assertThat(run.run().attribute("script")).isEqualTo("get.js");
            assertThat(run.run().attribute("instance")).isEqualTo("t3a.nano");
            assertThat(run.run().attribute("status")).isNull();
            assertThat(run.run().attribute("duration")).isNull();
        }
    }

    @Test
    void aSweepRunsK6OncePerLevelAndStoresEachLevelWithItsVus() {
        Path k6 = K6StandIn.write(folder, 0);

        Cli.Result result = cli.run("run", "k6", "--k6", k6.toString(), "--vus", "10,20,50", "--duration", "2s",
                script.toString());

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("Running k6 get.js at 10, 20, 50 VUs for 2s each",
                "--vus 20 --duration 2s", "get-50vus: finished;", "done: 6 runs saved");
        List<RunResult> runs = stored();
        assertThat(runs).extracting(r -> r.run().name() + " " + r.run().format() + " vus=" + r.run().attribute("vus"))
                .containsExactly("get-10vus k6-summary vus=10", "contacts 2 VUs k6-ndjson vus=10",
                        "get-20vus k6-summary vus=20", "contacts 2 VUs k6-ndjson vus=20",
                        "get-50vus k6-summary vus=50", "contacts 2 VUs k6-ndjson vus=50");
        assertThat(runs).allSatisfy(run -> {
            assertThat(run.run().attribute("duration")).isEqualTo("2s");
            assertThat(run.run().attribute("runner")).isEqualTo("k6");
        });
        assertThat(runs).filteredOn(r -> r.run().format().equals("k6-summary"))
                .allSatisfy(run -> assertThat(value(run, Metrics.THROUGHPUT)).isCloseTo(1372.48, within(0.005)));
    }

    @Test
    void withoutK6ItSaysSoAndHowToInstallIt() {
        Cli.Result result = cli.run("run", "k6", "--k6", folder.resolve("no-such-k6").toString(), script.toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err().strip()).isEqualTo("benchlens: k6 is not installed or not executable at "
                + folder.resolve("no-such-k6") + " (given with --k6); install it as "
                + "https://grafana.com/docs/k6/latest/set-up/install-k6/ describes, or give its path with "
                + "--k6 PATH or the setting k6.path.");
    }

    @Test
    void thresholdsThatFailStillStoreTheRunAndSaySo() {
        Path k6 = K6StandIn.write(folder, 99);

        Cli.Result result = cli.run("run", "k6", "--k6", k6.toString(), script.toString());

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("get: k6 says thresholds failed (exit code 99); stored runs 1 (k6-summary)");
        assertThat(stored()).hasSize(2);
    }

    @Test
    void anotherExitCodeIsReportedWithTheEndOfWhatK6Said() {
        Path k6 = K6StandIn.write(folder, 107);

        Cli.Result result = cli.run("run", "k6", "--k6", k6.toString(), script.toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err().strip()).isEqualTo("benchlens: k6 stopped with exit code 107 at get: "
                + "time=\"2026-01-01T00:00:00Z\" level=error msg=\"GoError: the script failed at line 7\".");
        assertThat(stored()).isEmpty();
    }

    @Test
    void badOptionsAreSentences() {
        Path k6 = K6StandIn.write(folder, 0);

        assertThat(cli.run("run", "k6", "--k6", k6.toString(), "--vus", "10,x", script.toString()).err())
                .contains("--vus expects whole numbers of VUs of at least 1, separated by commas (10,20,50), not '10,x'");
        assertThat(cli.run("run", "k6", "--k6", k6.toString(), "--duration", "30", script.toString()).err())
                .contains("--duration needs a unit for k6, such as 30s, not '30'");
        assertThat(cli.run("run", "k6", "--k6", k6.toString(), folder.resolve("missing.js").toString()).err())
                .contains("the k6 script " + folder.resolve("missing.js") + " does not exist or cannot be read.");
    }
}
