package org.benchlens.imports.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Damaged and odd tables: a failure that names the line, or a note, never silence. */
class ResultTableBadInputTest {

    private static final String HEADER =
            "\thttp_reqs\thttp_reqs(total)\thttp_req_duration(avg)\tdata_received\tdata_sent\tvus\tfailed_requests\n";
    private static final String GOOD_ROW = "GETSingle\t1372.484403/s\t82435\t59.21ms\t24 MB\t8.5 MB\t230\t0.00%\n";

    private final ResultTableImporter importer = new ResultTableImporter();

    @TempDir
    Path folder;

    @Test
    void aRowWithCellsMissingFailsWithItsLine() throws Exception {
        Path file = write("short-row.txt", "t3anano\n\n" + HEADER + GOOD_ROW
                + "GETSingleEmbed\t455.587386/s\t27922\t1.04s\t341 MB\t600\n");

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(5);
        assertThat(failure.getMessage())
                .isEqualTo("expected a table row with 8 cells like the header at line 3, found 6");
    }

    @Test
    void aCellOfTheWrongKindFailsWithLineAndColumn() throws Exception {
        Path file = write("bad-cell.txt", HEADER + GOOD_ROW
                + "POSTSingle\t1152.393369/s\t69522\t59.21 ms\t39 MB\t33 MB\t580\t0.00%\n");

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure.column()).as("where '59.21 ms' starts").isEqualTo(32);
        assertThat(failure.getMessage()).isEqualTo("expected a duration such as 59.21ms, or a number of"
                + " milliseconds in column http_req_duration(avg), found '59.21 ms'");
    }

    @Test
    void sweepLinesWithoutATitleFail() throws Exception {
        Path file = write("untitled.txt", """
                m5a.4xlarge results for 2pgrest:

                GETSingle
                10, 0.00,7438.584307/s
                20, 0.00,11579.30724/s

                30, 0.00,12692.671314/s
                40, 0.00,12865.474932/s
                """);

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(7);
        assertThat(failure.getMessage())
                .isEqualTo("expected a title line such as GETSingle right above the sweep lines");
    }

    @Test
    void aCutSweepKeepsWhatCameBeforeAndNotesTheRest() throws Exception {
        Path file = write("cut.txt", """
                m5a.4xlarge results for 2pgrest:

                GETSingle
                10, 0.00,7438.584307/s
                20, 0.00,11579.30724/s
                30, 0.00,126""");

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs()).extracting(run -> run.value(Steps.TOTAL, Metrics.THROUGHPUT))
                .containsExactly(7438.584307, 11579.30724);
        assertThat(read.notes()).containsExactly("cut.txt:6: the file ends in the middle of line 6 (is it truncated?):"
                + " the line is left out", "1 line was not understood as a result table, sweep block or heading and"
                + " left out: line 6 \"30, 0.00,126\"");
    }

    @Test
    void unclearFailureFiguresAndEmptyCellsAreNoted() throws Exception {
        Path file = write("unclear.txt", """
                benchmark_name\thttp_reqs_rate\thttp_req_duration_avg\tfailed_requests
                GETSingle\t2067.949048556139\t9.746079284696217\t3
                POSTBulk\t607.923018497801\t-\t0
                """);

        ImportHarness.Read read = ImportHarness.read(importer, file);

        RunDraft get = read.runs().get(0);
        assertThat(get.value(Steps.TOTAL, "failed_requests")).isEqualTo(3);
        assertThat(get.value(Steps.TOTAL, Metrics.ERRORS_RATE)).as("3 may be a count or a rate").isNaN();
        RunDraft bulk = read.runs().get(1);
        assertThat(bulk.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.0);
        assertThat(bulk.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isNaN();
        assertThat(read.notes()).containsExactly("1 failed_requests value(s) are bare numbers other than 0, which may"
                + " be counts or rates: kept under the column's name only, without errors.rate."
                + " 1 empty cell(s) gave no figure.");
    }

    @Test
    void spaceSeparatedTablesKeepSizesWhole() throws Exception {
        Path file = write("spaces.txt", """
                c5xlarge

                benchmark_name  http_reqs_rate  http_reqs_count  data_received  data_sent  vus
                GETSingle       2845.25         85673            23 MB          8701 kB    140
                """);

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(run.attributes().get("instance")).hasValue("c5xlarge");
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(2845.25);
        assertThat(run.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(23e6);
        assertThat(run.value(Steps.TOTAL, Metrics.DATA_SENT)).isEqualTo(8.701e6);
    }

    @Test
    void aLineLongerThanAnyTableLineFails() throws Exception {
        Path file = write("long.txt", HEADER + GOOD_ROW + "GETSingle\t" + "9".repeat(50_000) + "\n");

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure.getMessage())
                .isEqualTo("the line is longer than 16384 characters; expected a result table or sweep line");
    }

    @Test
    void emptyAndBinaryFilesAreNotTables() throws Exception {
        assertThat(importer.detect(ImportSource.of(write("empty.txt", "")).peek())).isFalse();
        Path binary = folder.resolve("binary.bin");
        byte[] bytes = new byte[4096];
        new java.util.Random(11).nextBytes(bytes);
        Files.write(binary, bytes);
        assertThat(importer.detect(ImportSource.of(binary).peek())).isFalse();
        assertThat(importer.detect(ImportSource.of(write("header-only.txt", HEADER)).peek())).isFalse();
    }

    private Path write(String name, String text) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
