package org.benchlens.imports.cut;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealFile;
import org.benchlens.testing.TestStores;

/**
 * Every text format with a real file, cut at 10, 50 and 97 % of its bytes in the middle of a line
 * (as a copy stopped by a full disk or a killed transfer leaves it), imported as {@code benchlens import}
 * does: refused with a sentence that says the file ends early, or stored with a note that says so.
 * Never a silent run. The shared fixtures come first; formats without one there use their real file
 * under src/test/resources/realworld. Formats without a real file are not here: k6 CSV (its test files
 * are made from the NDJSON fixture), Otava CSV, and the pasted result tables (constructed files).
 *
 * <p>What no format can tell, and so is not asked here: a file cut exactly at a line end (a request log
 * or CSV then holds fewer whole rows; a report without its closing lines is still refused or partial
 * where the format has such lines), and a write-up cut in its prose after its runs (the runs are whole).
 */
class CutFilesTest {

    /** Words by which a refusal or a note says the file is not whole. */
    private static final Pattern SAYS_CUT =
            Pattern.compile("ends early|ends before|ends in the middle of|is it truncated\\?|cut short");

    private static final List<RealFile> FIXTURES = List.of(
            RealFile.shared("k6 summary-export", "k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json"),
            RealFile.shared("k6 handleSummary", "k6/07_k6-html-reporter_2021_handleSummary_v0.30.json"),
            RealFile.shared("k6 NDJSON", "k6/12_xk6-dashboard_2023_out-json_ndjson.json"),
            RealFile.shared("k6 text summary", "k6/04_supabase-archive_K6_GET_SINGLE_vu-sweep_text.txt"),
            RealFile.shared("ibench table", "ibench/24_06_10.ib.mem.dell32.pg.hack10/tput.tab"),
            RealFile.shared("ibench page", "ibench/24_06_10.ib.mem.dell32.pg.hack10/all.html"),
            RealFile.shared("ybio benchruns", "ybio/benchruns_ybio_readme_63eaca4_2021-07-29.txt"),
            RealFile.shared("ybio notice", "ybio/notice_setup_ybio_readme_HEAD.txt"),
            RealFile.realWorld("ycsb", "ycsb/virtualclient_YCSBMongoDBOutputExample.txt"),
            RealFile.realWorld("wrk", "wrk/debian_wrk410_latency.txt"),
            RealFile.realWorld("hey", "hey/debian_hey014_summary.txt"),
            RealFile.realWorld("hey CSV", "hey-csv/debian_hey014_n200_c4.csv"),
            RealFile.realWorld("vegeta text", "vegeta/bud-runtime_budprompt_concurrency_text.md"),
            RealFile.realWorld("vegeta JSON", "vegeta/ml-model-on-gke_loadtest_metrics.json"),
            RealFile.realWorld("vegeta results", "vegeta-results/constructed_vegeta_encode_json.jsonl"),
            RealFile.realWorld("oha", "oha/constructed_oha_json_schema-shaped.json"),
            RealFile.realWorld("gatling", "gatling/gatling-demo_googletest_stats.json"),
            RealFile.realWorld("jmeter CSV", "jmeter/performance-plugin_filewithtransactions.csv"),
            RealFile.realWorld("jmeter XML", "jmeter/performance-plugin_JMeterResults.jtl"),
            RealFile.realWorld("jmeter statistics", "jmeter-dashboard/serverest_report_statistics.json"),
            RealFile.realWorld("pgbench", "pgbench/debian_pgbench15_select_only_t.txt"),
            RealFile.realWorld("pgbench log", "pgbench-log/debian_pgbench15_log_select_only_t200.log"),
            RealFile.realWorld("sysbench", "sysbench/debian_sysbench1020_point_select_events.txt"),
            RealFile.realWorld("hammerdb", "hammerdb/perfkit_hammerdbcli_tpcc.log"),
            RealFile.realWorld("history data.js", "history/antlabs-gurl_go_data.js"),
            RealFile.realWorld("fio", "fio/so-kernel-trace_fio336_group_reporting.json"),
            RealFile.realWorld("fio json+", "fio/debian_fio333_two_jobs_jsonplus_fsync.json"),
            RealFile.realWorld("go test -bench", "go-bench/backent-cli_engine_benchmark_results.txt"),
            RealFile.realWorld("go test -bench -count", "go-bench/debian_go119_two_packages_count3_fail.txt"));

    @TempDir
    Path dir;

    static Stream<Arguments> cuts() {
        return FIXTURES.stream().flatMap(f -> Stream.of(10, 50, 97).map(percent -> Arguments.of(f, percent)));
    }

    @ParameterizedTest(name = "{0} cut at {1} %")
    @MethodSource("cuts")
    void aCutFileIsRefusedOrNotedAsCut(RealFile fixture, int percent) throws Exception {
        Path whole = fixture.path();
        Path cut = dir.resolve(whole.getFileName());
        Files.write(cut, CutBytes.midLine(Files.readAllBytes(whole), percent));
        try (Store store = TestStores.h2()) {
            ImportResult result = ImportHarness.importInto(store, cut).results().get(0);

            if (result.status() == ImportResult.Status.FAILED) {
                assertThat(result.problem().toString()).startsWith(cut.toString()).containsPattern(SAYS_CUT);
                return;
            }
            assertThat(result.status()).as(result.describe()).isEqualTo(ImportResult.Status.IMPORTED);
            String name = cut.getFileName().toString();
            assertThat(result.notes()).as("the notes of " + result.describe())
                    .anySatisfy(note -> assertThat(note).startsWith(name + ":").containsPattern(SAYS_CUT));
            // whether the run the cut falls in is partial depends on the format: a HammerDB run cut after its
            // TEST RESULT line has its figures; CutOutputsTest says it format by format
        }
    }
}
