package org.benchlens.imports.pgbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.LinearPercentile;
import org.benchlens.testing.RealWorld;

/** Logs written by pgbench 15 itself ({@code --log}, with and without {@code --aggregate-interval}). */
class PgbenchLogImporterTest {

    private final PgbenchLogImporter importer = new PgbenchLogImporter();

    private static Path real(String name) {
        return RealWorld.path("pgbench-log/" + name);
    }

    /** The time field (µs) of every timed transaction, in ms, read the obvious way. */
    private static List<Double> times(String name, String script) throws Exception {
        try (Stream<String> lines = Files.lines(real(name))) {
            return lines.map(line -> line.split(" "))
                    .filter(fields -> !fields[2].equals("skipped") && (script == null || fields[3].equals(script)))
                    .map(fields -> Long.parseLong(fields[2]) / 1000.0).toList();
        }
    }

    @Test
    void eachTransactionCountsAndThePercentilesAreExact() throws Exception {
        String name = "debian_pgbench15_log_select_only_t200.log";
        ImportHarness.Read read = ImportHarness.read(importer, real(name));
        RunDraft run = read.runs().get(0);
        List<Double> times = times(name, null);

        assertThat(run.format()).isEqualTo("pgbench-log");
        // the run's console output says: number of transactions actually processed: 400/400
        assertThat(run.value("total", "transactions")).isEqualTo(400);
        assertThat(run.value("total", "operations")).isEqualTo(400);
        assertThat(run.value("total", "latency.avg")).isCloseTo(1.475625, within(1e-12));
        assertThat(run.value("total", "latency.min")).isEqualTo(0.139);
        assertThat(run.value("total", "latency.max")).isEqualTo(15.695);
        assertThat(run.value("total", "latency.p95")).isCloseTo(LinearPercentile.of(times, 95), within(1e-12));
        assertThat(run.value("total", "latency.p99")).isCloseTo(LinearPercentile.of(times, 99), within(1e-12));
        assertThat(run.value("total", "time.med")).isCloseTo(LinearPercentile.of(times, 50), within(1e-12));
        assertThat(run.value("total", "errors.count")).isZero();
        assertThat(run.attributes().get(AttributeKeys.VUS)).hasValue("2");
        assertThat(run.histograms()).filteredOn(h -> h.step().equals("total")).singleElement()
                .satisfies(h -> assertThat(h.decode().getTotalCount()).isEqualTo(400));
        assertThat(run.series()).anySatisfy(series -> {
            assertThat(series.metric()).isEqualTo("throughput");
            assertThat(series.points().stream().mapToDouble(p -> p.value()).sum()).isEqualTo(400);
        });
    }

    @Test
    void eachScriptIsAStepNumberedAsPgbenchsSummaryNumbersThem() throws Exception {
        String name = "debian_pgbench15_log_two_scripts.log";
        RunDraft run = ImportHarness.read(importer, real(name)).runs().get(0);

        // the summary of the same run: script 1 (select only) 147 transactions, script 2 (simple update) 53
        assertThat(run.value("script 1", "transactions")).isEqualTo(147);
        assertThat(run.value("script 2", "transactions")).isEqualTo(53);
        assertThat(run.value("script 2", "latency.p90")).isCloseTo(LinearPercentile.of(times(name, "1"), 90),
                within(1e-12));
    }

    @Test
    void skippedTransactionsAreCountedAndTheScheduleLagAveraged() throws Exception {
        String name = "debian_pgbench15_log_rate_latency_limit.log";
        RunDraft run = ImportHarness.read(importer, real(name)).runs().get(0);

        assertThat(run.value("total", "transactions")).isEqualTo(220);
        assertThat(run.value("total", "transactions.skipped")).isEqualTo(92);
        assertThat(run.value("total", "latency.avg")).isCloseTo(10.07425909090909, within(1e-9));
        assertThat(run.value("total", "lag.avg")).isCloseTo(0.7597318181818182, within(1e-12));
        assertThat(run.value("total", "lag.max")).isEqualTo(8.043);
        assertThat(run.value("total", "latency.p95")).isCloseTo(LinearPercentile.of(times(name, null), 95),
                within(1e-12));
    }

    @Test
    void failuresNamedByKindWithFailuresDetailedAreCountedAsFailed() throws Exception {
        String name = "debian_pgbench15_log_failures_detailed.log";
        RunDraft run = ImportHarness.read(importer, real(name)).runs().get(0);

        // the run's summary: 282/300 processed, 18 serialization failures (the log writes "serialization")
        assertThat(run.value("total", "transactions")).isEqualTo(282);
        assertThat(run.value("total", "transactions.failed")).isEqualTo(18);
        assertThat(run.value("total", "errors.count")).isEqualTo(18);
        assertThat(run.value("total", "errors.rate")).isEqualTo(0.06);
        assertThat(run.value("total", "latency.p95")).isCloseTo(LinearPercentile.of(timedOnly(name), 95),
                within(1e-12));
    }

    /** The times of the transactions that have one (not skipped, not failed), in ms. */
    private static List<Double> timedOnly(String name) throws Exception {
        try (Stream<String> lines = Files.lines(real(name))) {
            return lines.map(line -> line.split(" ")).filter(fields -> fields[2].matches("\\d+"))
                    .map(fields -> Long.parseLong(fields[2]) / 1000.0).toList();
        }
    }

    @Test
    void aggregateIntervalsGiveCountsMomentsAndSeriesButNoPercentiles() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, real("debian_pgbench15_log_aggregate_1s.log"));
        RunDraft run = read.runs().get(0);

        assertThat(run.value("total", "transactions")).isEqualTo(57 + 530 + 902 + 386 + 273);
        assertThat(run.value("total", "throughput")).isCloseTo(2148 / 5.0, within(1e-12));
        assertThat(run.value("total", "latency.avg")).isCloseTo(4.15841573556797, within(1e-12));
        assertThat(run.value("total", "latency.stddev")).isCloseTo(5.340752215297825, within(1e-9));
        assertThat(run.value("total", "latency.min")).isEqualTo(0.458);
        assertThat(run.value("total", "latency.max")).isEqualTo(86.854);
        assertThat(run.value("total", "latency.p95")).isNaN();
        assertThat(run.series()).filteredOn(s -> s.metric().equals("throughput")).singleElement()
                .satisfies(s -> assertThat(s.points()).extracting(p -> p.value())
                        .containsExactly(57.0, 530.0, 902.0, 386.0, 273.0));
        assertThat(read.notes()).anyMatch(note -> note.startsWith("an --aggregate-interval log has no percentiles"));
    }

    @Test
    void aggregateIntervalsUnderRateAndLimitGiveLagAndSkipped() throws Exception {
        RunDraft run = ImportHarness.read(importer, real("debian_pgbench15_log_aggregate_rate_latency_limit.log"))
                .runs().get(0);

        assertThat(run.value("total", "transactions")).isEqualTo(467);
        assertThat(run.value("total", "transactions.skipped")).isEqualTo(549);
        assertThat(run.value("total", "latency.avg")).isCloseTo(10.978605995717345, within(1e-12));
        assertThat(run.value("total", "lag.max")).isEqualTo(51.501);
        assertThat(run.value("total", "errors.count")).isZero();
    }

    @Test
    void onlyTheLogsAreTakenForPgbenchLogsAmongEveryRealFile() throws Exception {
        ImporterRegistry registry = ImporterRegistry.standard();
        try (Stream<Path> files = Files.walk(RealWorld.path("SOURCES.md").getParent())) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String format = registry.detect(ImportSource.of(file).peek()).map(Importer::format).orElse("none");
                boolean log = file.getFileName().toString().startsWith("debian_pgbench15_log_")
                        && file.getFileName().toString().endsWith(".log");
                assertThat(format).as(file.getFileName().toString()).isEqualTo(log ? "pgbench-log" : format)
                        .matches(f -> log || !f.equals("pgbench-log"));
            }
        }
    }
}
