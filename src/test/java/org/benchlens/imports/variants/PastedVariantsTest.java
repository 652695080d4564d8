package org.benchlens.imports.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealFile;
import org.benchlens.testing.TestStores;

/**
 * Every real text report as people paste it: in a Markdown fence under a sentence, indented as a Markdown
 * code block, with Windows line ends, with a byte-order mark, quoted ({@code > } on every line, {@code >}
 * alone on blank ones), with a bullet before every line, and as a list item. Each must give the same
 * runs with the same figures as the file itself: the tool wrote the report, the paste only wrapped it.
 */
class PastedVariantsTest {

    private static final List<RealFile> REPORTS = List.of(
            RealFile.shared("k6 text summary", "k6/04_supabase-archive_K6_GET_SINGLE_vu-sweep_text.txt"),
            RealFile.shared("ybio benchruns", "ybio/benchruns_ybio_readme_63eaca4_2021-07-29.txt"),
            RealFile.shared("ybio notice", "ybio/notice_setup_ybio_readme_HEAD.txt"),
            RealFile.shared("ybio psql aligned", "ybio/EXAMPLE_constructed_1_psql_aligned_report.txt"),
            RealFile.realWorld("ycsb", "ycsb/virtualclient_YCSBMongoDBOutputExample.txt"),
            RealFile.realWorld("wrk", "wrk/debian_wrk410_latency.txt"),
            RealFile.realWorld("wrk non-2xx", "wrk/debian_wrk410_non2xx.txt"),
            RealFile.realWorld("hey", "hey/debian_hey014_summary.txt"),
            RealFile.realWorld("ab", "ab/debian_ab23_post_non2xx_keepalive.txt"),
            RealFile.realWorld("ab -S", "ab/debian_ab23_S_no_sd.txt"),
            RealFile.realWorld("redis-benchmark", "redis-benchmark/santosh79-remixdb_README.md"),
            RealFile.realWorld("redis-benchmark before 6.2",
                    "redis-benchmark/paulrzcz-redka_perf_20240521_benchmark.md"),
            RealFile.realWorld("redis-benchmark -q", "redis-benchmark/gushitong-aryadb_README.md"),
            RealFile.realWorld("memtier", "memtier/memc-rs_benchmarks_05_12_2020.md"),
            RealFile.realWorld("memtier before 1.3", "memtier/memc-rs_benchmarks_13_07_2020.md"),
            RealFile.realWorld("pgbench", "pgbench/debian_pgbench15_select_only_t.txt"),
            RealFile.realWorld("pgbench retries", "pgbench/debian_pgbench15_retries_failures.txt"),
            RealFile.realWorld("sysbench", "sysbench/debian_sysbench1020_point_select_events.txt"),
            RealFile.realWorld("sysbench histogram", "sysbench/debian_sysbench1020_oltp_read_only_histogram.txt"),
            RealFile.realWorld("hammerdb", "hammerdb/perfkit_hammerdbcli_tpcc.log"),
            RealFile.realWorld("hammerdb time profile", "hammerdb/perfkit_hammerdbcli_tpcc_timeprofile.log"),
            RealFile.realWorld("fio", "fio/fio-tests_fio333_signal2.json"),
            RealFile.realWorld("fio stopped by an error", "fio/debian_fio333_dev_full_enospc.json"),
            RealFile.realWorld("go test -bench", "go-bench/backent-cli_engine_benchmark_results.txt"),
            RealFile.realWorld("go test -bench -count", "go-bench/debian_go119_two_packages_count3_fail.txt"),
            RealFile.realWorld("go test -bench -cpu", "go-bench/debian_go119_cpu_1_2_failed_repetitions.txt"));

    private static final List<Variant> VARIANTS = List.of(
            new Variant("fenced", text -> "The run of last night:\n\n```text\n" + text
                    + (text.endsWith("\n") ? "" : "\n")
                    + "```\n\nNothing else changed.\n"),
            new Variant("indented", text -> "The run of last night:\n\n" + eachLine(text, line -> "    " + line)
                    + "\nNothing else changed.\n"),
            new Variant("CRLF", text -> text.replace("\r\n", "\n").replace("\n", "\r\n")),
            new Variant("BOM", text -> "\uFEFF" + text),
            new Variant("quoted in an issue", text -> text.lines().map(line -> line.isEmpty() ? ">" : "> " + line)
                    .collect(Collectors.joining("\n", "", "\n"))),
            new Variant("bulleted lines", text -> eachLine(text, line -> "* " + line)),
            new Variant("list item", text -> "- the run of last night:\n\n  ```\n" + eachLine(text, line -> "  " + line)
                    + "  ```\n"));

    @TempDir
    Path dir;

    static Stream<Arguments> pastes() {
        return REPORTS.stream().flatMap(report -> VARIANTS.stream().map(variant -> Arguments.of(report, variant)));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("pastes")
    void aPastedReportGivesTheFiguresOfTheFile(RealFile report, Variant variant) throws Exception {
        String text = Files.readString(report.path(), StandardCharsets.UTF_8);
        Path original = dir.resolve("original").resolve(report.path().getFileName());
        Path pasted = dir.resolve("pasted").resolve(report.path().getFileName());
        Files.createDirectories(original.getParent());
        Files.createDirectories(pasted.getParent());
        Files.writeString(original, text, StandardCharsets.UTF_8);
        Files.writeString(pasted, variant.paste().apply(text), StandardCharsets.UTF_8);

        List<String> expected = figures(original);
        assertThat(expected).as("the figures of the file itself").isNotEmpty();
        assertThat(figures(pasted)).as("the figures of " + report + " " + variant).isEqualTo(expected);
    }

    /** Each run's steps and figures, one line each, in an order that does not depend on the order of import. */
    private static List<String> figures(Path file) {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store, file);
            ImportResult result = summary.results().get(0);
            assertThat(result.status()).as(result.describe()).isEqualTo(ImportResult.Status.IMPORTED);
            return ImportHarness.results(store).stream()
                    .flatMap(run -> run.measurements().stream().map(m -> line(run, m)))
                    .sorted(Comparator.naturalOrder()).collect(Collectors.toList());
        }
    }

    private static String line(RunResult run, Measurement m) {
        return run.run().name() + " | " + m.step() + " | " + m.metric() + " = "
                + String.format(Locale.ROOT, "%.6g", m.value()) + " " + m.unit();
    }

    private static String eachLine(String text, UnaryOperator<String> change) {
        return text.lines().map(line -> line.isEmpty() ? "" : change.apply(line))
                .collect(Collectors.joining("\n", "", "\n"));
    }

    record Variant(String name, UnaryOperator<String> paste) {
        @Override
        public String toString() {
            return name;
        }
    }
}
