package org.benchlens.imports.benchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** BenchBase's summary JSON (goodput as throughput, µs as ms) and its windows' results CSV (series). */
class BenchBaseImporterTest {

    private static final String TPCC = "constructed_benchbase_tpcc_postgres.summary.json";
    private static final String TWITTER = "constructed_benchbase-2022_twitter_mysql.summary.json";
    private static final String ROLLBACCINE_DM = "rollbaccine_DM_normal_tpcc_2025-04-10_03-55-10.summary.json";
    private static final String AUCTIONMARK = "benchbase-experiments_auctionmark_2024-06-26_18-01-09.results.csv";

    private static ImportHarness.Read read(Importer importer, String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("benchbase/" + file));
    }

    private static RunDraft summary(String file) throws Exception {
        List<RunDraft> runs = read(new BenchBaseSummaryImporter(), file).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    @Test
    void goodputIsTheThroughputAndTheMeasuredTransactionsTheOperations() throws Exception {
        ImportHarness.Read read = read(new BenchBaseSummaryImporter(), TPCC);
        RunDraft run = read.runs().get(0);

        // a goodput below the throughput is as BenchBase means it: nothing to say
        assertThat(read.notes()).isEmpty();

        assertThat(run.format()).isEqualTo("benchbase-summary");
        assertThat(run.name()).isEqualTo("constructed_benchbase_tpcc_postgres");
        assertThat(run.value(Steps.TOTAL, "Throughput (requests/second)")).isEqualTo(416.88285817719964);
        assertThat(run.value(Steps.TOTAL, "Goodput (requests/second)")).isEqualTo(406.6995364506467);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(406.6995364506467);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(25013);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(60.000068387);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.THROUGHPUT_SOURCE,
                "Goodput (requests/second)");
    }

    /**
     * BenchBase counts a success wherever the run is (Worker's outcome histograms are not kept to the measured
     * phase), so the measured transactions less goodput × time are not the failures: no errors are made of them.
     */
    @Test
    void aGoodputAboveTheThroughputIsSaidAndNoFailuresAreMadeUp() throws Exception {
        ImportHarness.Read read = read(new BenchBaseSummaryImporter(), ROLLBACCINE_DM);
        RunDraft run = read.runs().get(0);

        assertThat(run.value(Steps.TOTAL, "Throughput (requests/second)")).isEqualTo(3128.833243188171);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(3177.5499084512567);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(563190);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(180.000005186);
        assertThat(run.value(Steps.TOTAL, "latency.p25")).isEqualTo(7.154);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(55.089);
        assertThat(run.measurements()).noneMatch(m -> m.metric().startsWith("errors."));
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.VUS, "50")
                .containsEntry("isolation", "TRANSACTION_SERIALIZABLE").containsEntry(AttributeKeys.STATUS, "unknown");
        assertThat(read.notes()).containsExactly(ROLLBACCINE_DM + ": its goodput (3177.55/s) is above its throughput"
                + " (3128.83/s): BenchBase counts the successes of the whole run, warm-up and transactions ending"
                + " after the timer too, over the measured time");
    }

    @Test
    void theLatencyDistributionInMicrosecondsIsReadInMilliseconds() throws Exception {
        RunDraft run = summary(TPCC);

        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).isEqualTo(0.812);
        assertThat(run.value(Steps.TOTAL, "latency.p25")).isEqualTo(3.104);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(5.12);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(6.731);
        assertThat(run.value(Steps.TOTAL, "latency.p75")).isEqualTo(8.35);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P90)).isEqualTo(12.077);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(15.63);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(27.811);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(161.204);
    }

    @Test
    void theDbmsBenchmarkAndTerminalsAreAttributesAndTheTimesTheRunsOwn() throws Exception {
        RunDraft run = summary(TPCC);

        assertThat(run.attributes().values()).containsEntry(AttributeKeys.DBMS, "POSTGRES")
                .containsEntry(AttributeKeys.VERSION, "16.4").containsEntry(AttributeKeys.WORKLOAD, "tpcc")
                .containsEntry("isolation", "TRANSACTION_SERIALIZABLE").containsEntry("scalefactor", "10")
                .containsEntry(AttributeKeys.VUS, "16").containsEntry(AttributeKeys.TOOL, "benchbase")
                .containsEntry("benchbase.state", "EXIT")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        assertThat(run.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(16);
        assertThat(run.startedAt()).isEqualTo(Instant.ofEpochMilli(1723441031104L));
        assertThat(run.endedAt()).isEqualTo(Instant.ofEpochMilli(1723441091200L));
    }

    @Test
    void theOlderSummaryWithoutStartOrMeasuredRequestsKeepsWhatItHas() throws Exception {
        RunDraft run = summary(TWITTER);

        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(1523.3066666666667);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(13.542);
        assertThat(Double.isNaN(run.value(Steps.TOTAL, Metrics.OPERATIONS))).isTrue();
        assertThat(run.endedAt()).isEqualTo(Instant.ofEpochMilli(1646241382921L));
        assertThat(run.startedAt()).isNull();
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.DBMS, "MYSQL")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_UNKNOWN);
    }

    @Test
    void aSummaryWithoutItsThroughputIsRefusedNamingBenchBase(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("x.summary.json");
        Files.writeString(file, "{\n \"Latency Distribution\": {},\n \"Throughput (requests/second)\": \"fast\"\n}\n");

        ImportFailure failure = ImportHarness.failure(new BenchBaseSummaryImporter(), file);

        assertThat(failure.getMessage()).isEqualTo("expected a number for \"Throughput (requests/second)\" of"
                + " BenchBase's summary, found the string \"fast\"");
        assertThat(failure.line()).isEqualTo(3);
    }

    @Test
    void theResultsWindowsAreSeriesFromSecondZeroAndTheirSumsTheRunsFigures() throws Exception {
        ImportHarness.Read read = read(new BenchBaseResultsImporter(), AUCTIONMARK);
        RunDraft run = read.runs().get(0);

        Series rate = run.series().stream().filter(s -> s.metric().equals(Metrics.SERIES_RATE)).findFirst()
                .orElseThrow();
        assertThat(rate.step()).isEqualTo(Steps.TOTAL);
        assertThat(rate.points()).hasSize(720).startsWith(new SeriesPoint(0, 3096.8), new SeriesPoint(5, 2850.8));
        Series p95 = run.series().stream().filter(s -> s.metric().equals(Metrics.SERIES_P95)).findFirst()
                .orElseThrow();
        assertThat(p95.unit()).isEqualTo("ms");
        assertThat(p95.points()).startsWith(new SeriesPoint(0, 67.336), new SeriesPoint(5, 82.572));
        // 720 windows of 5 s: 581 695 transactions, failed ones included
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(581695);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(3600);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(581695 / 3600.0);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(9606.988);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).isEqualTo(0.101);
        assertThat(read.notes()).anyMatch(note -> note.contains(BenchBaseResultsImporter.COUNTS_FAILED));
    }

    /**
     * One TPC-C run's files as BenchBase wrote them: the results of all transactions, a results file a transaction
     * type (its step), and the summary. The types' transactions add up to the run's, and those to the summary's
     * measured requests; the types' throughputs to the run's.
     */
    @Test
    void aRunsTransactionTypesAreStepsThatAddUpToItsResultsAndSummary() throws Exception {
        String run = "rollbaccine_tpcc_2024-11-28_23-57-55.";
        RunDraft all = read(new BenchBaseResultsImporter(), run + "results.csv").runs().get(0);
        double operations = 0;
        double throughput = 0;
        for (String type : List.of("Delivery", "NewOrder", "OrderStatus", "Payment", "StockLevel")) {
            RunDraft typed = read(new BenchBaseResultsImporter(), run + "results." + type + ".csv").runs().get(0);
            assertThat(typed.series()).isNotEmpty().allMatch(s -> s.step().equals(type));
            operations += typed.value(type, Metrics.OPERATIONS);
            throughput += typed.value(type, Metrics.THROUGHPUT);
        }

        assertThat(all.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(operations).isEqualTo(109739);
        assertThat(summary(run + "summary.json").value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(109739);
        assertThat(all.value(Steps.TOTAL, Metrics.THROUGHPUT)).isCloseTo(throughput, within(1e-9));
        assertThat(read(new BenchBaseResultsImporter(), run + "results.NewOrder.csv").runs().get(0)
                .value("NewOrder", Metrics.LATENCY_MAX)).isEqualTo(215.077);
    }

    @Test
    void aWindowWithoutTransactionsHasNoLatencies(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("x.results.csv");
        List<String> lines = Files.readAllLines(RealWorld.path("benchbase/" + AUCTIONMARK)).subList(0, 3);
        Files.writeString(file, String.join("\n", lines) + "\n10,0.000,-0.001,-0.001,-0.001,-0.001,-0.001,-0.001,"
                + "-0.001,-0.001,-0.001,-1000000.000\n");

        RunDraft run = ImportHarness.read(new BenchBaseResultsImporter(), file).runs().get(0);

        assertThat(run.series()).filteredOn(s -> s.metric().equals(Metrics.SERIES_RATE))
                .flatExtracting(Series::points).hasSize(3).last().isEqualTo(new SeriesPoint(10, 0));
        assertThat(run.series()).filteredOn(s -> s.metric().equals(Metrics.SERIES_P95))
                .flatExtracting(Series::points).hasSize(2);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).isEqualTo(0.108);
    }

    @Test
    void detectedByTheStandardRegistry() throws Exception {
        ImporterRegistry registry = ImporterRegistry.standard();
        for (String file : List.of(TPCC, TWITTER, AUCTIONMARK)) {
            var peek = ImportSource.of(RealWorld.path("benchbase/" + file)).peek();
            assertThat(registry.detect(peek)).get().extracting(i -> i.format())
                    .isEqualTo(file.endsWith(".csv") ? "benchbase-results" : "benchbase-summary");
        }
    }
}
