package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** The sample folder written from the Aurora r5 vs r6g write-up gives back its figures. */
class YbioAuroraSampleDataTest {

    private static final Path FOLDER = Path.of("sample-data/ybio-aurora");
    private static final String R5 = "db.r5.xlarge";
    private static final String R6G = "db.r6g.xlarge";

    private static ImportSummary summary;
    private static List<RunResult> results;

    @BeforeAll
    static void importTheFolder() {
        try (Store store = TestStores.h2()) {
            summary = ImportHarness.importInto(store, FOLDER);
            results = ImportHarness.results(store);
        }
    }

    private static List<String> elided(String lines) {
        return List.of("the log leaves lines out ('...' at " + lines
                + "): the figures are those of the last lines it shows");
    }

    private static List<RunResult> runs(String instance, String format) {
        return results.stream().filter(r -> instance.equals(r.run().attribute("instance"))
                && r.run().format().equals(format)).toList();
    }

    private static RunResult run(String instance, String format, String name) {
        return runs(instance, format).stream().filter(r -> r.run().name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + format + " run " + name + " on " + instance));
    }

    private static double value(RunResult result, String step, String metric) {
        return result.find(step, metric).map(Measurement::value).orElse(Double.NaN);
    }

    @Test
    void everyFileIsImportedAndTheReadmeAndAttributeFilesAreNotRuns() {
        assertThat(summary.results()).extracting(r -> FOLDER.relativize(r.path()).toString().replace('\\', '/'))
                .containsExactly("r5/benchruns-report.txt", "r5/runit-batch10-4sessions.log",
                        "r5/runit-batch100000.log", "r5/setup.log", "r6g/benchruns-report.txt",
                        "r6g/runit-batch10-4sessions.log", "r6g/runit-batch100000.log", "r6g/setup.log");
        assertThat(summary.results()).extracting(ImportResult::status).containsOnly(ImportResult.Status.IMPORTED);
        // the reports read cleanly; each log says where the write-up left lines out
        assertThat(summary.results()).extracting(ImportResult::notes).containsExactly(
                List.of(), elided("lines 1, 9"), elided("line 5"), elided("lines 7, 9"),
                List.of(), elided("lines 1, 5"), elided("line 5"), elided("lines 7, 9"));
        // per instance: 5 benchruns jobs, the setup, job 1 and three of the 4-session jobs in the logs
        assertThat(runs(R5, "ybio")).hasSize(5);
        assertThat(runs(R5, "ybio-notice")).hasSize(5);
        assertThat(runs(R6G, "ybio")).hasSize(5);
        assertThat(runs(R6G, "ybio-notice")).hasSize(5);
    }

    @Test
    void attributesComeFromTheFoldersAttributeFile() {
        Map<String, List<String>> expected = Map.of(
                R5, List.of("x86_64", "Intel Xeon Platinum 8175", "0.64"),
                R6G, List.of("aarch64", "AWS Graviton2", "0.575"));
        assertThat(results).hasSize(20);
        for (RunResult result : results) {
            String instance = result.run().attribute("instance");
            assertThat(expected).containsKey(instance);
            assertThat(result.run().attributes().values()).as(result.run().name())
                    .containsEntry("arch", expected.get(instance).get(0))
                    .containsEntry("processor", expected.get(instance).get(1))
                    .containsEntry("price_per_hour", expected.get(instance).get(2))
                    .containsEntry("engine", "Aurora PostgreSQL 11.9")
                    .containsEntry("region", "eu-west-1");
        }
    }

    @Test
    void bulkLoadIsFourPercentSlowerOnGraviton() {
        RunResult r5 = run(R5, "ybio-notice", "ybio setup bench0001");
        RunResult r6g = run(R6G, "ybio-notice", "ybio setup bench0001");

        assertThat(value(r5, "setup", "throughput")).isEqualTo(83648);
        assertThat(value(r6g, "setup", "throughput")).isEqualTo(80257);
        assertThat(value(r6g, "setup", "throughput") / value(r5, "setup", "throughput")).isBetween(0.95, 0.96);
        assertThat(value(r5, "setup", "rows")).isEqualTo(100_000_000);
        assertThat(value(r5, "setup", "batches")).isEqualTo(1000);
        assertThat(r5.run().attribute("batch_size")).isEqualTo("100000");
    }

    @Test
    void oneSessionWithLargeBatchesIsTwoPercentSlowerOnGraviton() {
        RunResult r5 = run(R5, "ybio", "ybio job 1 (bench0001)");
        RunResult r6g = run(R6G, "ybio", "ybio job 1 (bench0001)");

        assertThat(value(r5, "runit", "riops")).isEqualTo(48841);
        assertThat(value(r6g, "runit", "riops")).isEqualTo(47970);
        assertThat(Math.round(value(r5, "runit", "throughput"))).isEqualTo(48841);
        assertThat(Math.round(value(r6g, "runit", "throughput"))).isEqualTo(47970);
        assertThat(value(r5, "runit", "num_rows")).isEqualTo(175_900_000);
        assertThat(r5.run().attribute("batch_size")).isEqualTo("100000");

        // the NOTICE log's last line: "The rate was 48845 rows per second on average"
        assertThat(value(run(R5, "ybio-notice", "ybio job 1 (bench0001)"), "runit", "throughput")).isEqualTo(48845);
        assertThat(value(run(R6G, "ybio-notice", "ybio job 1 (bench0001)"), "runit", "throughput")).isEqualTo(47974);
    }

    @Test
    void fourSessionsWithTenRowBatchesAreFasterOnGraviton() {
        assertThat(sumOfTenRowJobs(R5, "riops")).isEqualTo(10323);
        assertThat(sumOfTenRowJobs(R6G, "riops")).isEqualTo(11206);
        // the write-up's 10.3k and 11.2k
        assertThat(sumOfTenRowJobs(R5, "throughput")).isBetween(10_250.0, 10_350.0);
        assertThat(sumOfTenRowJobs(R6G, "throughput")).isBetween(11_150.0, 11_250.0);
    }

    private static double sumOfTenRowJobs(String instance, String metric) {
        List<RunResult> jobs = runs(instance, "ybio").stream()
                .filter(r -> "10".equals(r.run().attribute("batch_size"))).toList();
        assertThat(jobs).extracting(r -> r.run().attribute("job_id")).containsExactly("5", "4", "3", "2");
        return jobs.stream().mapToDouble(r -> value(r, "runit", metric)).sum();
    }

    @Test
    void interleavedSessionsOfTheLogsAreToldApartByJobNumber() {
        RunResult job3 = run(R5, "ybio-notice", "ybio job 3 (bench0001)");
        assertThat(value(job3, "runit", "rows_read")).isEqualTo(9_284_242);
        assertThat(value(job3, "runit", "batches")).isEqualTo(928_437);
        assertThat(value(job3, "runit", "throughput")).isEqualTo(2579);
        assertThat(job3.run().attribute("status")).isEqualTo("completed");
        assertThat(job3.run().attribute("batch_size")).isEqualTo("10");
        assertThat(value(run(R5, "ybio-notice", "ybio job 5 (bench0001)"), "runit", "rows_read")).isEqualTo(9_293_000);
        assertThat(value(run(R5, "ybio-notice", "ybio job 4 (bench0001)"), "runit", "throughput")).isEqualTo(2582);
        assertThat(value(run(R6G, "ybio-notice", "ybio job 2 (bench0001)"), "runit", "throughput")).isEqualTo(2784);
    }
}
