package org.benchlens.imports.redisbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/**
 * redis-benchmark's reports as write-ups keep them: the layout of Redis 7 with its redrawn progress lines,
 * the layout of Redis 6.0 with its cumulative distribution, and -q lines of two servers.
 */
class RedisBenchmarkImporterTest {

    private final RedisBenchmarkImporter importer = new RedisBenchmarkImporter();

    private ImportHarness.Read read(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("redis-benchmark/" + file));
    }

    @Test
    void aReportOfRedis7IsAStepWithItsSummaryAndPercentilesAndNoProgressLines() throws Exception {
        ImportHarness.Read read = read("santosh79-remixdb_README.md");

        assertThat(read.notes()).isEmpty();
        RunDraft run = read.runs().get(0);
        assertThat(read.runs()).hasSize(1);
        assertThat(run.format()).isEqualTo("redis-benchmark");
        assertThat(run.attributes().values())
                .containsEntry(AttributeKeys.VUS, "50")
                .containsEntry("keep alive", "1")
                .containsEntry("save", "3600 1 300 100 60 10000")
                .containsEntry("multi-thread", "no")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        assertThat(run.measurements()).allMatch(m -> m.step().equals("GET"));
        assertThat(run.value("GET", Metrics.OPERATIONS)).isEqualTo(100000);
        assertThat(run.value("GET", Metrics.DURATION)).isEqualTo(1.01);
        assertThat(run.value("GET", "parallel clients")).isEqualTo(50);
        assertThat(run.value("GET", "payload")).isEqualTo(3);
        assertThat(run.value("GET", Metrics.THROUGHPUT)).isEqualTo(99304.87);
        assertThat(run.value("GET", Metrics.LATENCY_AVG)).isEqualTo(0.351);
        assertThat(run.value("GET", Metrics.LATENCY_MIN)).isEqualTo(0.056);
        assertThat(run.value("GET", Metrics.LATENCY_MED)).isEqualTo(0.327);
        assertThat(run.value("GET", Metrics.LATENCY_P95)).isEqualTo(0.607);
        assertThat(run.value("GET", Metrics.LATENCY_P99)).isEqualTo(0.799);
        assertThat(run.value("GET", Metrics.LATENCY_MAX)).isEqualTo(1.519);
        assertThat(run.value("GET", "99.902% <=")).isEqualTo(1.039);
        assertThat(run.value("GET", "100.000% <=")).isEqualTo(1.519);
    }

    @Test
    void aReportOfRedis6IsAStepATestWithTheShareOfRequestsWithinEachMillisecond() throws Exception {
        ImportHarness.Read read = read("paulrzcz-redka_perf_20240521_benchmark.md");

        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).hasSize(1);
        RunDraft run = read.runs().get(0);
        assertThat(run.attributes().values()).containsEntry("appendonly", "no").containsEntry(AttributeKeys.VUS, "50");
        assertThat(run.value("SET", Metrics.OPERATIONS)).isEqualTo(100000);
        assertThat(run.value("SET", Metrics.DURATION)).isEqualTo(2.05);
        assertThat(run.value("SET", Metrics.THROUGHPUT)).isEqualTo(48804.29);
        assertThat(run.value("SET", "<= 0.5 ms")).isEqualTo(32.42);
        // the last bucket is printed twice, the second time with every request in it
        assertThat(run.value("SET", "<= 17 ms")).isEqualTo(100.0);
        assertThat(run.value("GET", Metrics.DURATION)).isEqualTo(2.27);
        assertThat(run.value("GET", Metrics.THROUGHPUT)).isEqualTo(43975.38);
        assertThat(run.value("GET", "<= 1 ms")).isEqualTo(90.96);
        assertThat(run.measurements()).noneMatch(m -> m.metric().equals(Metrics.LATENCY_AVG));
    }

    @Test
    void quietLinesOfTwoServersAreTwoRunsWithTheirCommands() throws Exception {
        ImportHarness.Read read = read("gushitong-aryadb_README.md");

        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).hasSize(2);
        RunDraft redis = read.runs().get(0);
        RunDraft rekkles = read.runs().get(1);
        assertThat(redis.name()).isEqualTo("gushitong-aryadb_README.md #1");
        assertThat(redis.attributes().values()).containsEntry("command", "redis-benchmark -p 6379 -c 50 -n 10000 -q");
        assertThat(rekkles.attributes().values()).containsEntry("command", "redis-benchmark -p 6380 -c 50 -n 10000 -q");
        assertThat(redis.value("SET", Metrics.THROUGHPUT)).isEqualTo(58823.53);
        assertThat(redis.value("LPUSH (needed to benchmark LRANGE)", Metrics.THROUGHPUT)).isEqualTo(59880.24);
        assertThat(redis.value("MSET (10 keys)", Metrics.THROUGHPUT)).isEqualTo(45871.56);
        assertThat(rekkles.value("SET", Metrics.THROUGHPUT)).isEqualTo(26881.72);
        assertThat(rekkles.value("GET", Metrics.THROUGHPUT)).isEqualTo(32051.28);
        assertThat(rekkles.measurements()).hasSize(17);
    }

    @Test
    void quietLinesOfRedis7AndBothCsvLayoutsGiveTheSameFigures(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("run.txt");
        Files.writeString(file, String.join("\n",
                "SET: rps=0.0 (overall: nan) avg_msec=nan (overall: nan)\r     \rSET: 123456.79 requests per second,"
                        + " p50=0.223 msec",
                "\"test\",\"rps\",\"avg_latency_ms\",\"min_latency_ms\",\"p50_latency_ms\",\"p95_latency_ms\","
                        + "\"p99_latency_ms\",\"max_latency_ms\"",
                "\"GET\",\"98765.43\",\"0.251\",\"0.064\",\"0.239\",\"0.367\",\"0.503\",\"1.135\"",
                "\"INCR\",\"87654.32\"", ""));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        RunDraft run = read.runs().get(0);
        assertThat(run.value("SET", Metrics.THROUGHPUT)).isEqualTo(123456.79);
        assertThat(run.value("SET", Metrics.LATENCY_MED)).isEqualTo(0.223);
        assertThat(run.value("GET", Metrics.THROUGHPUT)).isEqualTo(98765.43);
        assertThat(run.value("GET", Metrics.LATENCY_P99)).isEqualTo(0.503);
        assertThat(run.value("GET", Metrics.LATENCY_MAX)).isEqualTo(1.135);
        assertThat(run.value("INCR", Metrics.THROUGHPUT)).isEqualTo(87654.32);
    }

    @Test
    void aReportEndingBeforeItsSummaryIsPartialWithANote(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("redis-benchmark/santosh79-remixdb_README.md"));
        Path file = dir.resolve("ends.md");
        Files.writeString(file, text.substring(0, text.indexOf("Summary:")));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        RunDraft run = read.runs().get(0);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(run.value("GET", "99.999% <=")).isEqualTo(1.519);
        assertThat(run.measurements()).noneMatch(m -> m.metric().equals(Metrics.THROUGHPUT));
        assertThat(read.notes()).containsExactly("ends.md:73: the file ends before its latency summary of test GET"
                + " that starts at line 27 (is it truncated?): the run is stored as partial");
    }

    @Test
    void aLineCutByTheEndOfTheFileIsLeftOutWithANote(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("redis-benchmark/paulrzcz-redka_perf_20240521_benchmark.md"));
        Path file = dir.resolve("cut.md");
        Files.writeString(file, text.substring(0, text.lastIndexOf(" requests per second") - 3));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        RunDraft run = read.runs().get(0);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(run.value("SET", Metrics.THROUGHPUT)).isEqualTo(48804.29);
        assertThat(run.measurements()).noneMatch(m -> m.step().equals("GET") && m.metric().equals(Metrics.THROUGHPUT));
        assertThat(read.notes()).containsExactly("cut.md:69: the file ends in the middle of line 69, inside the report"
                + " of test GET (is it truncated?): that line is left out and the run is stored as partial");
    }
}
