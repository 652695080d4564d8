package org.benchlens.imports.k6.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Damaged, foreign and hostile inputs: a clear failure with its line, or a note, never silence. */
class K6TextBadInputTest {

    private final K6TextSummaryImporter importer = new K6TextSummaryImporter();

    @TempDir
    Path folder;

    @Test
    void valuesThatAreNotK6ValuesFailWithLineAndColumn() throws Exception {
        Path file = write("bad-values.txt", """
                    http_reqs..................: 76671  2551.265784/s
                    vus........................: 10     min=10 max=10
                    http_req_duration..........: avg=3.84ms min=fast med=3.5ms
                """);

        ImportFailure failure = readFailing(file);

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure.column()).as("where min=fast starts").isEqualTo(45);
        assertThat(failure.getMessage()).contains("min of 'http_req_duration'").contains("'fast'");
    }

    @Test
    void aRateThatIsNotARateFails() throws Exception {
        Path file = write("bad-rate.txt", """
                    http_reqs..................: 76671  2551.265784/s
                    iterations.................: 76671  many/s
                """);

        ImportFailure failure = readFailing(file);

        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure.column()).as("where many/s starts").isEqualTo(41);
        assertThat(failure.getMessage()).isEqualTo(
                "expected a rate such as 2551.265784/s or 801 kB/s for 'iterations', found 'many/s'");
    }

    @Test
    void aLineLongerThanAnyK6LineFails() throws Exception {
        Path file = write("long-line.txt", """
                    http_reqs..................: 76671  2551.265784/s
                    vus........................: 10     min=10 max=10
                """ + "x".repeat(100_000) + "\n");

        ImportFailure failure = readFailing(file);

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure.getMessage()).isEqualTo(
                "the line is longer than 16384 characters; expected k6 end-of-test summary text");
    }

    @Test
    void aSubMetricWhoseNameWithItsMetricsIsTooLongFailsAtItsLine() throws Exception {
        // each part alone is short enough; together they are longer than a metric name the store keeps
        Path file = write("long-sub-metric.txt", """
                    http_reqs..................: 76671  2551.265784/s
                    vus........................: 10     min=10 max=10
                    %s..: avg=3.84ms min=1.27ms
                      { %s }..: avg=3.5ms min=1.27ms
                """.formatted("a".repeat(150), "b".repeat(150)));

        ImportFailure failure = readFailing(file);

        assertThat(failure.line()).isEqualTo(4);
        assertThat(failure.getMessage()).isEqualTo("expected a k6 metric name of at most 200 characters, found one of 302");
    }

    @Test
    void aStatisticNameLongerThanAnyK6OneFailsAtItsColumn() throws Exception {
        Path file = write("long-statistic.txt", """
                    http_reqs..................: 76671  2551.265784/s
                    http_req_duration..........: avg=3.84ms %s=1.27ms
                """.formatted("p".repeat(40)));

        ImportFailure failure = readFailing(file);

        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure.column()).as("where the statistic starts").isEqualTo(45);
        assertThat(failure.getMessage()).isEqualTo("expected a statistic such as avg=3.84ms in the values of"
                + " 'http_req_duration', found a statistic name of 40 characters");
    }

    @Test
    void aTruncatedSweepKeepsTheRunsBeforeTheCutAndLeavesOutTheCutOne() throws Exception {
        List<String> lines = Files.readAllLines(Fixtures.find("k6", "04_"), StandardCharsets.UTF_8);
        // line 120 is http_req_connecting of the third run, which starts at line 94; cut inside it, as a copy that stopped early
        String cut = String.join("\n", lines.subList(0, 119)) + "\n" + lines.get(119).substring(0, 40);
        Path file = write("truncated.txt", cut);

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs()).hasSize(2);
        assertThat(read.runs().get(1).value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(2577.743879);
        assertThat(read.notes()).containsExactly("truncated.txt:120: the file ends in the middle of line 120, inside"
                + " the k6 run that starts at line 94 (is it truncated?); that run was left out");
    }

    @Test
    void aRunThatPrintedNoSummaryIsNoted() throws Exception {
        Path file = write("crashed.txt", """
                    http_reqs..................: 76671  2551.265784/s
                    vus........................: 10     min=10 max=10

                  scenarios: (100.00%) 1 executors, 50 max VUs, 1m0s max duration (incl. graceful stop):
                           * default: 50 looping VUs for 30s (gracefulStop: 30s)
                """);

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs()).hasSize(1);
        assertThat(read.notes()).singleElement().asString()
                .contains("line 4").contains("no end-of-test summary follows");
    }

    @Test
    void linesNotUnderstoodAreNotedWithTheirNumbers() throws Exception {
        Path file = write("prose-between.txt", """
                    http_reqs..................: 76671  2551.265784/s
                    vus........................: 10     min=10 max=10
                The database restarted here, ignore the next numbers!
                    http_req_duration..........: avg=3.84ms min=1.27ms med=3.5ms max=65.6ms p(90)=5.75ms p(95)=6.67ms
                """);

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs()).hasSize(1);
        assertThat(read.runs().get(0).value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(6.67);
        assertThat(read.notes()).singleElement().asString()
                .contains("1 line was not understood").contains("line 3").contains("The database restarted");
    }

    @Test
    void emptyBinaryAndForeignFilesAreNotTakenForK6Text() throws Exception {
        assertThat(detect(write("empty.txt", ""))).isFalse();
        Path binary = folder.resolve("binary.bin");
        byte[] bytes = new byte[4096];
        new java.util.Random(7).nextBytes(bytes);
        Files.write(binary, bytes);
        assertThat(detect(binary)).isFalse();
        assertThat(detect(write("prose.md", """
                # Results

                The http_reqs rate was 2551 req/s and the vus were 10. See data_received below:
                the run received 24 MB.
                """))).isFalse();
        assertThat(detect(write("table.txt", """
                benchmark_name\thttp_reqs_rate\thttp_reqs_count\thttp_req_duration_avg\tdata_received\tdata_sent\tvus
                GETSingle\t1368.1003585286514\t41228\t54.38214947382864\t11 MB\t4147 kB\t177
                """))).isFalse();
    }

    @Test
    void manyConcatenatedSummariesAreReadOneRunEach() throws Exception {
        String one = """
                    http_reqs..................: 100  10.5/s
                    vus........................: 10     min=10 max=10
                """;
        Path file = write("many.txt", one.repeat(5_000));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs()).hasSize(5_000);
        assertThat(read.runs()).allSatisfy(run -> assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(10.5));
    }

    private ImportFailure readFailing(Path file) throws Exception {
        return ImportHarness.failure(importer, file);
    }

    private boolean detect(Path file) throws Exception {
        return importer.detect(ImportSource.of(file).peek());
    }

    private Path write(String name, String text) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void aSummaryCutInTheMiddleOfALineSaysTheFileEndsEarly() throws Exception {
        byte[] whole = Files.readAllBytes(RealWorld.path(
                "k6-text/performance-md_frankenphp_k6-info_cut-at-151-columns.md"));
        Path cut = folder.resolve("k6-info.md");
        Files.write(cut, Arrays.copyOf(whole, whole.length * 97 / 100));

        ImportFailure failure = ImportHarness.failure(importer, cut);

        assertThat(failure.line()).isEqualTo(53);
        assertThat(failure).hasMessage("the file ends in the middle of line 53, inside the k6 run that starts at"
                + " line 5 (is it truncated?)");
    }
}
