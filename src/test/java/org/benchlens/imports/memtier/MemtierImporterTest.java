package org.benchlens.imports.memtier;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSummary;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;
import org.benchlens.store.Store;

/**
 * memtier_benchmark's output as write-ups keep it: the tables of memtier 1.3 with their percentile columns,
 * and the older table with one latency column.
 */
class MemtierImporterTest {

    private final MemtierImporter importer = new MemtierImporter();

    private ImportHarness.Read read(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("memtier/" + file));
    }

    @Test
    void aTableWithPercentilesIsARunWithAStepPerTypeOfRequest() throws Exception {
        ImportHarness.Read read = read("memc-rs_benchmarks_05_12_2020.md");

        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).hasSize(2);
        RunDraft rust = read.runs().get(0);
        assertThat(rust.format()).isEqualTo("memtier");
        assertThat(rust.attributes().values())
                .containsEntry("threads", "4")
                .containsEntry("connections per thread", "10")
                .containsEntry(AttributeKeys.VUS, "40")
                .containsEntry("requests per client", "10000")
                .containsEntry("results", "ALL STATS")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        assertThat(rust.value("SET", Metrics.THROUGHPUT)).isEqualTo(73881.87);
        assertThat(rust.value("SET", Metrics.LATENCY_AVG)).isEqualTo(0.25170);
        assertThat(rust.value("SET", Metrics.LATENCY_MED)).isEqualTo(0.19900);
        assertThat(rust.value("SET", Metrics.LATENCY_P99)).isEqualTo(0.71100);
        assertThat(rust.value("SET", Metrics.LATENCY_P999)).isEqualTo(3.88700);
        assertThat(rust.value("SET", "KB/sec")).isEqualTo(1020188.74 * 1024);
        assertThat(rust.value("GET", "Hits/sec")).isEqualTo(73881.87);
        assertThat(rust.value("GET", "Misses/sec")).isEqualTo(0.0);
        assertThat(rust.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(147763.74);
        assertThat(rust.value(Steps.TOTAL, Metrics.LATENCY_P999)).isEqualTo(3.82300);
        assertThat(rust.measurements()).noneMatch(m -> m.step().equals("WAIT"));
        assertThat(rust.measurements()).noneMatch(m -> m.step().equals("SET") && m.metric().equals("Hits/sec"));
        assertThat(read.runs().get(1).value("GET", Metrics.LATENCY_P99)).isEqualTo(0.33500);
    }

    @Test
    void aCommandLineGivesItsRatioAndDataSizeAndARunWithoutOneHasNone() throws Exception {
        ImportHarness.Read read = read("memc-rs_doc_benchmarks.txt");

        assertThat(read.runs()).hasSize(4);
        RunDraft memcached = read.runs().get(0);
        assertThat(memcached.attributes().values())
                .containsEntry("data size range", "2048-10048510")
                .containsEntry(AttributeKeys.VUS, "1")
                .containsEntry("command", "memtier_benchmark --random-data --data-size-range=2048-10048510"
                        + " --data-size-pattern=S --key-minimum=1 --key-maximum=400000 --key-pattern=G:G --key-stddev=10"
                        + " --key-median=200000 -P memcache_binary --hide-histogram --show-config -c 1 -t 1 -n 100000 -R"
                        + " --randomize -p 11211");
        assertThat(memcached.value("GET", Metrics.THROUGHPUT)).isEqualTo(502.48);
        assertThat(memcached.value("GET", "Misses/sec")).isEqualTo(4.52);
        assertThat(read.runs().get(1).attributes().values()).doesNotContainKey("command");
        assertThat(read.runs().get(1).value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(2.20556);
    }

    @Test
    void theOlderTableHasOneLatencyColumn() throws Exception {
        ImportHarness.Read read = read("memc-rs_benchmarks_13_07_2020.md");

        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).hasSize(2);
        RunDraft memix = read.runs().get(0);
        assertThat(memix.value("SET", Metrics.THROUGHPUT)).isEqualTo(152692.50);
        assertThat(memix.value("SET", Metrics.LATENCY_AVG)).isEqualTo(0.23);
        assertThat(memix.value("GET", "Latency")).isEqualTo(0.229);
        assertThat(memix.value(Steps.TOTAL, "KB/sec")).isEqualTo(164555.40 * 1024);
        assertThat(memix.measurements()).noneMatch(m -> m.metric().equals(Metrics.LATENCY_MED));
        assertThat(read.runs().get(1).value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(225161.71);
    }

    @Test
    void aTableEndingBeforeItsTotalsRowIsPartialWithANote(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("memtier/memc-rs_benchmarks_05_12_2020.md"));
        Path file = dir.resolve("ends.md");
        Files.writeString(file, text.substring(0, text.lastIndexOf("Waits")));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        RunDraft cut = read.runs().get(1);
        assertThat(cut.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(cut.value("GET", Metrics.THROUGHPUT)).isEqualTo(430706.81);
        assertThat(read.notes()).containsExactly("ends.md:39: the ALL STATS table that starts at line 34 ends before"
                + " its Totals row (is it truncated?): the run is stored as partial");
    }

    @Test
    void aRowCutByTheEndOfTheFileIsLeftOutWithANote(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("memtier/memc-rs_benchmarks_05_12_2020.md"));
        Path file = dir.resolve("cut.md");
        Files.writeString(file, text.substring(0, text.lastIndexOf("0.63100") + 3));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        RunDraft cut = read.runs().get(1);
        assertThat(cut.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(cut.value("SET", Metrics.THROUGHPUT)).isEqualTo(430706.81);
        assertThat(cut.measurements()).noneMatch(m -> m.step().equals("GET"));
        assertThat(read.notes()).containsExactly("cut.md:39: the file ends in the middle of line 39, inside the"
                + " ALL STATS table that starts at line 34 (is it truncated?): that line is left out and the run is"
                + " stored as partial");
    }

    /**
     * A README whose Markdown tables sum up the memtier runs it shows in fences is mixed text: memtier's runs
     * from the fences (command lines continued over several lines, progress lines pasted without their
     * carriage returns, the older table followed by its latency distribution) and the tables' rows beside them.
     */
    @Test
    void aReadmeWithASummaryTableAndMemtiersOutputIsReadAsMixedTextWithEveryRunOfMemtier() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("liufuyang-memc-kv_README_memtier_mixed.md"));

            assertThat(summary.anyFailed()).as(summary.describe()).isFalse();
            assertThat(summary.results().get(0).format()).isEqualTo("mixed-text");
            List<RunResult> memtier = ImportHarness.results(store).stream()
                    .filter(r -> r.run().format().equals("memtier")).toList();
            assertThat(memtier).hasSize(9);
            RunResult first = memtier.get(0);
            assertThat(first.run().attributes().values())
                    .containsEntry("ratio", "4:8")
                    .containsEntry("data size range", "32-500")
                    .containsEntry(AttributeKeys.VUS, "40");
            assertThat(first.find("SET", Metrics.THROUGHPUT)).get().extracting(Measurement::value).isEqualTo(3222.86);
            assertThat(first.find("SET", Metrics.LATENCY_AVG)).get().extracting(Measurement::value).isEqualTo(4.078);
            assertThat(first.find("GET", "Misses/sec")).get().extracting(Measurement::value).isEqualTo(3561.49);
            assertThat(memtier.get(3).run().attributes().values()).containsEntry(AttributeKeys.VUS, "160");
            assertThat(memtier.get(8).find(Steps.TOTAL, Metrics.THROUGHPUT)).get().extracting(Measurement::value)
                    .isEqualTo(10306.18);
        }
    }

    /**
     * A write-up that put "[...]" in place of memtier's progress lines and its table's title keeps the command
     * line above the table: the table is memtier's all the same. Blocks of Totals rows alone, without a command
     * line, stay a note.
     */
    @Test
    void aTableWhoseTitleAPasteLeftOutIsReadUnderItsCommandLine() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("josephjang-prototype-db-1_docs_benchmark_mixed.md"));

            assertThat(summary.anyFailed()).as(summary.describe()).isFalse();
            assertThat(summary.results().get(0).format()).isEqualTo("mixed-text");
            List<RunResult> memtier = ImportHarness.results(store).stream()
                    .filter(r -> r.run().format().equals("memtier")).toList();
            assertThat(memtier).extracting(r -> r.find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value())
                    .containsExactly(152198.57, 264510.03, 448812.59);
            RunResult first = memtier.get(0);
            assertThat(first.run().attributes().values())
                    .containsEntry("command", "memtier_benchmark --hide-histogram --threads 4 \u2013data-size 8")
                    .containsEntry("threads", "4")
                    .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED)
                    .doesNotContainKey("results");
            assertThat(first.find("GET", Metrics.LATENCY_AVG)).get().extracting(Measurement::value).isEqualTo(1.359);
            assertThat(first.find("WAIT", Metrics.THROUGHPUT)).isEmpty();
            assertThat(summary.results().get(0).notes()).anyMatch(note -> note.contains("13 fenced blocks hold figures"
                    + " in no format BenchLens knows and were left out"));
        }
    }
}
