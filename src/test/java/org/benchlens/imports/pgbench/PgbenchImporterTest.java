package org.benchlens.imports.pgbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** The summaries pgbench 14, 15 and 16 printed, with the figures they show. */
class PgbenchImporterTest {

    private final PgbenchImporter importer = new PgbenchImporter();

    private List<RunDraft> runs(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("pgbench/" + file)).runs();
    }

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    private static Series series(RunDraft run, String metric) {
        return run.series().stream().filter(s -> s.metric().equals(metric)).findFirst().orElseThrow();
    }

    @Test
    void pgbench14SummariesInAReadmeAreTwoRunsWithTheirCommands() throws Exception {
        List<RunDraft> runs = runs("haproxy_tests_README_pgbench14.md");

        assertThat(runs).hasSize(2);
        RunDraft tpcb = runs.get(0);
        assertThat(tpcb.name()).isEqualTo("haproxy_tests_README_pgbench14.md #1");
        assertThat(total(tpcb, Metrics.THROUGHPUT)).isEqualTo(4413.657304);
        assertThat(total(tpcb, PgbenchNames.TPS_WITHOUT_INITIAL_CONNECTION)).isEqualTo(4413.657304);
        assertThat(total(tpcb, Metrics.OPERATIONS)).isEqualTo(264816);
        assertThat(total(tpcb, Metrics.LATENCY_AVG)).isEqualTo(23.780);
        assertThat(total(tpcb, Metrics.LATENCY_STDDEV)).isEqualTo(11.936);
        assertThat(total(tpcb, PgbenchNames.INITIAL_CONNECTION_TIME)).isEqualTo(22.619);
        assertThat(total(tpcb, Metrics.DURATION)).isEqualTo(60);
        assertThat(tpcb.attributes().values()).containsEntry("scale", "50").containsEntry("clients", "105")
                .containsEntry("vus", "105").containsEntry("threads", "105").containsEntry("query_mode", "simple")
                .containsEntry("mode", "duration").containsEntry("scenario", "TPC-B (sort of)")
                .containsEntry("status", "completed")
                .containsEntry("command", "pgbench -h 192.168.1.100 -p 5432 -U postgres -d postgres -c 105 -j 150"
                        + " -T 60 -M simple -P 10");
        RunDraft custom = runs.get(1);
        assertThat(custom.attributes().values()).containsEntry("scenario", "tests/pgbench-simple.sql")
                .containsEntry("command", "pgbench -h 192.168.1.100 -p 5432 -U postgres -d postgres -c 100 -j 10"
                        + " -T 60 -f tests/pgbench-simple.sql");
        assertThat(total(custom, Metrics.THROUGHPUT)).isEqualTo(34059.170698);
        assertThat(total(custom, Metrics.LATENCY_STDDEV)).isNaN();
    }

    @Test
    void pgbench16ProgressLinesAmongPsqlOutputBecomeSeriesOfTheRunThatFollows() throws Exception {
        List<RunDraft> runs = runs("otus-postgresdb_lesson9_pgbench16_progress.md");

        assertThat(runs).hasSize(2);
        RunDraft first = runs.get(0);
        assertThat(first.attributes().values()).containsEntry("pgbench.version", "16.2")
                .containsEntry("command", "pgbench -P 60 -T 600 dbwal").containsEntry("max_tries", "1");
        assertThat(total(first, Metrics.THROUGHPUT)).isEqualTo(1040.269755);
        assertThat(total(first, Metrics.OPERATIONS)).isEqualTo(624154);
        assertThat(total(first, Metrics.ERRORS)).isZero();
        assertThat(total(first, Metrics.ERRORS_RATE)).isZero();
        Series tps = series(first, Metrics.SERIES_RATE);
        assertThat(tps.points()).hasSize(10);
        assertThat(tps.points().get(0)).isEqualTo(new SeriesPoint(60, 1028.3));
        assertThat(tps.points().get(9)).isEqualTo(new SeriesPoint(600, 1044.7));
        assertThat(series(first, Metrics.LATENCY_STDDEV).points().get(0).value()).isEqualTo(0.428);
        assertThat(series(runs.get(1), Metrics.SERIES_RATE).points().get(0)).isEqualTo(new SeriesPoint(60, 1120.8));
        assertThat(total(runs.get(1), Metrics.THROUGHPUT)).isEqualTo(1078.935792);
    }

    @Test
    void perStatementLatenciesAreStepsInScriptOrder() throws Exception {
        RunDraft run = runs("debian_pgbench15_tpcb_progress_r.txt").get(0);

        assertThat(run.attributes().values()).containsEntry("pgbench.version", "15.18").containsEntry("clients", "4");
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(276.165020);
        assertThat(total(run, PgbenchNames.INITIAL_CONNECTION_TIME)).isEqualTo(244.701);
        assertThat(series(run, Metrics.SERIES_RATE).points()).extracting(SeriesPoint::value)
                .containsExactly(109.0, 352.0, 246.7, 290.9, 321.8);
        List<String> statements = run.measurements().stream().map(m -> m.step())
                .filter(step -> step.startsWith("statement ")).distinct().toList();
        assertThat(statements).hasSize(11);
        assertThat(statements.get(8)).isEqualTo("statement 9: UPDATE pgbench_branches SET bbalance = bbalance + :delta"
                + " WHERE bid = :bid;");
        assertThat(run.value(statements.get(8), Metrics.LATENCY_AVG)).isEqualTo(5.109);
        assertThat(run.value(statements.get(8), PgbenchNames.STATEMENT_FAILURES)).isZero();
    }

    @Test
    void failuresAndRetriesOfPgbench15() throws Exception {
        RunDraft run = runs("debian_pgbench15_retries_failures.txt").get(0);

        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(1828);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(171);
        assertThat(total(run, Metrics.ERRORS_RATE)).isCloseTo(0.08554, within(0.000005));
        assertThat(total(run, PgbenchNames.SERIALIZATION_FAILURES)).isEqualTo(171);
        assertThat(total(run, PgbenchNames.DEADLOCK_FAILURES)).isZero();
        assertThat(total(run, PgbenchNames.RETRIED)).isEqualTo(940);
        assertThat(total(run, PgbenchNames.RETRIES)).isEqualTo(1360);
        assertThat(run.attributes().values()).containsEntry("max_tries", "3").containsEntry("scenario", "hot.sql");
        String update = "statement 3: UPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = :aid;";
        assertThat(run.value(update, PgbenchNames.STATEMENT_FAILURES)).isEqualTo(171);
        assertThat(run.value(update, PgbenchNames.STATEMENT_RETRIES)).isEqualTo(1361);
        assertThat(series(run, Metrics.ERRORS).points()).extracting(SeriesPoint::value).containsExactly(32.0, 50.0, 50.0, 39.0);
        assertThat(series(run, PgbenchNames.RETRIED).points().get(0).value()).isEqualTo(147);
    }

    @Test
    void theAverageLatencyIncludingFailuresIsRead() throws Exception {
        RunDraft run = runs("debian_pgbench15_latency_including_failures.txt").get(0);

        // without -P, -R or -L pgbench 15 computes the average from the run time and says it includes failures
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(3.437);
        assertThat(total(run, PgbenchNames.LATENCY_AVERAGE)).isEqualTo(3.437);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(354);
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(1044.240176);
    }

    @Test
    void aTransactionCountRunWhoseFailuresMakeUpTheRestIsComplete() throws Exception {
        RunDraft run = runs("debian_pgbench15_t_with_failures.txt").get(0);

        // 282/300 processed, 18 failed: every transaction pgbench was asked for ran
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(282);
        assertThat(total(run, PgbenchNames.TRANSACTIONS_INTENDED)).isEqualTo(300);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(18);
        assertThat(total(run, Metrics.ERRORS_RATE)).isEqualTo(0.06);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(6.375);
        assertThat(run.attributes().values()).containsEntry("status", "completed");
    }

    @Test
    void rateLimitLagSkippedAndLateTransactions() throws Exception {
        RunDraft run = runs("debian_pgbench15_rate_latency_limit.txt").get(0);

        assertThat(total(run, PgbenchNames.SKIPPED)).isEqualTo(169);
        assertThat(total(run, PgbenchNames.LATE)).isEqualTo(417);
        assertThat(total(run, PgbenchNames.LATENCY_LIMIT)).isEqualTo(5.0);
        assertThat(total(run, PgbenchNames.LAG_AVG)).isEqualTo(1.382);
        assertThat(total(run, PgbenchNames.LAG_MAX)).isEqualTo(15.997);
        assertThat(series(run, PgbenchNames.LAG).points()).extracting(SeriesPoint::value)
                .containsExactly(1.751, 1.386, 1.520, 0.999);
        assertThat(series(run, PgbenchNames.SKIPPED).points().get(3).value()).isEqualTo(15);
    }

    @Test
    void connectionPerTransactionAndTransactionCountMode() throws Exception {
        RunDraft connect = runs("debian_pgbench15_connect_C.txt").get(0);
        assertThat(total(connect, Metrics.THROUGHPUT)).isEqualTo(6.968239);
        assertThat(total(connect, PgbenchNames.TPS_INCLUDING_RECONNECTIONS)).isEqualTo(6.968239);
        assertThat(total(connect, PgbenchNames.AVERAGE_CONNECTION_TIME)).isEqualTo(114.675);
        assertThat(connect.attributes().values()).containsEntry("scenario", "simple update");

        RunDraft counted = runs("debian_pgbench15_select_only_t.txt").get(0);
        assertThat(counted.attributes().values()).containsEntry("mode", "transactions")
                .containsEntry("transactions_per_client", "500").containsEntry("query_mode", "prepared")
                .containsEntry("status", "completed");
        assertThat(total(counted, Metrics.OPERATIONS)).isEqualTo(1000);
        assertThat(total(counted, PgbenchNames.TRANSACTIONS_INTENDED)).isEqualTo(1000);
        assertThat(total(counted, Metrics.DURATION)).isNaN();
    }

    @Test
    void theManualOfPostgreSQL10PrintsTpsIncludingAndExcludingConnections() throws Exception {
        List<RunDraft> runs = runs("pgsql-tw_gitbook-docs_pgbench_pg10.md");

        assertThat(runs).hasSize(2);
        RunDraft plain = runs.get(0);
        assertThat(total(plain, PgbenchNames.TPS_INCLUDING_CONNECTIONS)).isEqualTo(85.184871);
        assertThat(total(plain, PgbenchNames.TPS_EXCLUDING_CONNECTIONS)).isEqualTo(85.296346);
        assertThat(total(plain, Metrics.THROUGHPUT)).isEqualTo(85.296346);
        assertThat(total(plain, Metrics.OPERATIONS)).isEqualTo(10000);
        assertThat(plain.attributes().values()).containsEntry("scale", "10").containsEntry("clients", "10")
                .containsEntry("mode", "transactions").containsEntry("status", "completed");
        RunDraft perStatement = runs.get(1);
        assertThat(perStatement.attributes().values()).containsEntry("scenario", "TPC-B (sort of)");
        assertThat(total(perStatement, Metrics.THROUGHPUT)).isEqualTo(622.977698);
        assertThat(total(perStatement, Metrics.LATENCY_AVG)).isEqualTo(15.844);
        assertThat(total(perStatement, Metrics.LATENCY_STDDEV)).isEqualTo(2.715);
        assertThat(perStatement.value("statement 8: UPDATE pgbench_tellers SET tbalance = tbalance + :delta"
                + " WHERE tid = :tid;", Metrics.LATENCY_AVG)).isEqualTo(5.528);
        assertThat(perStatement.measurements().stream().map(m -> m.step()).distinct()
                .filter(step -> step.startsWith("statement ")).count()).isEqualTo(11);
    }

    @Test
    void theStandardRegistryPicksPgbenchForEveryFile() throws Exception {
        for (String file : List.of("haproxy_tests_README_pgbench14.md", "otus-postgresdb_lesson9_pgbench16_progress.md",
                "debian_pgbench15_tpcb_progress_r.txt", "debian_pgbench15_select_only_t.txt",
                "debian_pgbench15_connect_C.txt", "debian_pgbench15_retries_failures.txt",
                "debian_pgbench15_rate_latency_limit.txt", "pgsql-tw_gitbook-docs_pgbench_pg10.md")) {
            var peek = ImportSource.of(RealWorld.path("pgbench/" + file)).peek();
            assertThat(ImporterRegistry.standard().detect(peek)).as(file).get()
                    .extracting(i -> i.format()).isEqualTo("pgbench");
        }
    }
}
