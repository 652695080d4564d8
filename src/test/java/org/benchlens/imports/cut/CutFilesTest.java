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
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
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

    private static final List<Fixture> FIXTURES = List.of(
            shared("k6 summary-export", "k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json"),
            shared("k6 handleSummary", "k6/07_k6-html-reporter_2021_handleSummary_v0.30.json"),
            shared("k6 NDJSON", "k6/12_xk6-dashboard_2023_out-json_ndjson.json"),
            shared("k6 text summary", "k6/04_supabase-archive_K6_GET_SINGLE_vu-sweep_text.txt"),
            shared("ibench table", "ibench/24_06_10.ib.mem.dell32.pg.hack10/tput.tab"),
            shared("ibench page", "ibench/24_06_10.ib.mem.dell32.pg.hack10/all.html"),
            shared("ybio benchruns", "ybio/benchruns_ybio_readme_63eaca4_2021-07-29.txt"),
            shared("ybio notice", "ybio/notice_setup_ybio_readme_HEAD.txt"),
            real("ycsb", "ycsb/virtualclient_YCSBMongoDBOutputExample.txt"),
            real("wrk", "wrk/debian_wrk410_latency.txt"),
            real("hey", "hey/debian_hey014_summary.txt"),
            real("hey CSV", "hey-csv/debian_hey014_n200_c4.csv"),
            real("vegeta text", "vegeta/bud-runtime_budprompt_concurrency_text.md"),
            real("vegeta JSON", "vegeta/ml-model-on-gke_loadtest_metrics.json"),
            real("vegeta results", "vegeta-results/constructed_vegeta_encode_json.jsonl"),
            real("oha", "oha/constructed_oha_json_schema-shaped.json"),
            real("gatling", "gatling/gatling-demo_googletest_stats.json"),
            real("jmeter CSV", "jmeter/performance-plugin_filewithtransactions.csv"),
            real("jmeter XML", "jmeter/performance-plugin_JMeterResults.jtl"),
            real("jmeter statistics", "jmeter-dashboard/serverest_report_statistics.json"),
            real("pgbench", "pgbench/debian_pgbench15_select_only_t.txt"),
            real("pgbench log", "pgbench-log/debian_pgbench15_log_select_only_t200.log"),
            real("sysbench", "sysbench/debian_sysbench1020_point_select_events.txt"),
            real("hammerdb", "hammerdb/perfkit_hammerdbcli_tpcc.log"),
            real("history data.js", "history/antlabs-gurl_go_data.js"));

    @TempDir
    Path dir;

    static Stream<Arguments> cuts() {
        return FIXTURES.stream().flatMap(f -> Stream.of(10, 50, 97).map(percent -> Arguments.of(f, percent)));
    }

    @ParameterizedTest(name = "{0} cut at {1} %")
    @MethodSource("cuts")
    void aCutFileIsRefusedOrNotedAsCut(Fixture fixture, int percent) throws Exception {
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

    private static Fixture shared(String format, String relative) {
        return new Fixture(format, true, relative);
    }

    private static Fixture real(String format, String relative) {
        return new Fixture(format, false, relative);
    }

    record Fixture(String format, boolean shared, String relative) {
        Path path() {
            return shared ? Fixtures.path(relative) : RealWorld.path(relative);
        }

        @Override
        public String toString() {
            return format;
        }
    }
}
