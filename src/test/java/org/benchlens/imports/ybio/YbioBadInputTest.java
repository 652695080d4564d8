package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.benchlens.imports.ybio.YbioRuns.RUNIT;
import static org.benchlens.imports.ybio.YbioRuns.attribute;
import static org.benchlens.imports.ybio.YbioRuns.job;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** Damaged, cut, binary and hostile versions of the fixtures. */
class YbioBadInputTest {

    @TempDir
    Path dir;

    private final YbioBenchrunsImporter benchruns = new YbioBenchrunsImporter();
    private final YbioNoticeImporter notices = new YbioNoticeImporter();

    private static String fixture(String name) throws Exception {
        return Files.readString(Fixtures.path(name));
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private ImportFailure failure(String name, String text) throws Exception {
        return ImportHarness.failure(benchruns, write(name, text));
    }

    @Test
    void csvRowWithAMissingColumnNamesTheLineAndTheColumnCount() throws Exception {
        String csv = fixture(YbioBenchrunsImporterTest.CSV);
        ImportFailure failure = failure("benchruns.csv", csv.replace(",bench0001,,,bs=100\n", ",bench0001,,\n"));

        assertThat(failure.line()).isEqualTo(4);
        assertThat(failure).hasMessage("expected a CSV row with 15 columns separated by ',', found 14");
    }

    @Test
    void alignedRowWithAMissingColumnNamesTheLineAndTheColumnCount() throws Exception {
        String report = fixture(YbioBenchrunsImporterTest.ALIGNED);
        ImportFailure failure = failure("report.txt", report.replace("|      999986 | t        |", "| t        |"));

        assertThat(failure.line()).isEqualTo(9);
        assertThat(failure).hasMessage("expected a psql table row with 19 columns separated by '|', found 18");
    }

    @Test
    void timestampThatIsNotOneNamesLineAndColumn() throws Exception {
        String csv = fixture(YbioBenchrunsImporterTest.CSV);
        ImportFailure failure = failure("benchruns.csv",
                csv.replace("7,2026-11-29 22:30:57.86258,", "7,2026-11-31 25:99:00,"));

        assertThat(failure.line()).isEqualTo(8);
        assertThat(failure.column()).isEqualTo(3);
        assertThat(failure).hasMessage("column start_time: '2026-11-31 25:99:00' is not a timestamp"
                + " such as 2021-09-05 08:58:57.403667");
    }

    @Test
    void otherValuesOfTheWrongKindNameTheirColumn() throws Exception {
        String csv = fixture(YbioBenchrunsImporterTest.CSV);
        assertThat(failure("rows.csv", csv.replace(",9796,97960,", ",9796,lots,")))
                .hasMessage("column num_rows: 'lots' is not a whole number");
        assertThat(failure("bool.csv", csv.replace(",1000002,f,f,", ",1000002,no,f,")))
                .hasMessage("column prepared: 'no' is not t or f");
        assertThat(failure("interval.txt", fixture(YbioBenchrunsImporterTest.ALIGNED)
                .replace(" 00:00:04.002867 |", " @ 4.002867 s    |")))
                .hasMessage("column duration: '@ 4.002867 s' is not an interval such as 01:00:00.00081"
                        + " or 1 day 02:00:00");
    }

    @Test
    void fileCutInTheMiddleOfARow() throws Exception {
        String csv = fixture(YbioBenchrunsImporterTest.CSV);
        ImportFailure failure = failure("cut.csv", csv.substring(0, csv.indexOf("1022,1022000")));

        assertThat(failure.line()).isEqualTo(5);
        assertThat(failure).hasMessage("the file ends in the middle of line 5, a row of 4 of the table's 15 columns"
                + " (is it truncated?)");
    }

    @Test
    void fileCutInsideAQuotedComment() throws Exception {
        String csv = fixture(YbioBenchrunsImporterTest.CSV).replace(",bs=1000\n", ",\"bs=1000\n");
        ImportFailure failure = failure("cut.csv", csv);

        assertThat(failure.line()).isEqualTo(5);
        assertThat(failure).hasMessage("the quoted field that starts in line 5 is not closed before the end of the"
                + " file; expected a closing '\"'");
    }

    @Test
    void footerThatCountsOtherRowsThanTheTableHas() throws Exception {
        ImportFailure failure = failure("report.txt",
                fixture(YbioBenchrunsImporterTest.ALIGNED).replace("(8 rows)", "(9 rows)"));

        assertThat(failure.line()).isEqualTo(11);
        assertThat(failure).hasMessage("the footer says 9 rows but the table has 8;"
                + " expected as many rows as the footer counts");
    }

    @Test
    void binaryDataAfterTheHeader() throws Exception {
        Path file = dir.resolve("benchruns.csv");
        byte[] header = fixture(YbioBenchrunsImporterTest.CSV).lines().findFirst().orElseThrow()
                .concat("\n").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[header.length + 4096];
        System.arraycopy(header, 0, bytes, 0, header.length);
        for (int i = header.length; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        Files.write(file, bytes);

        ImportFailure failure = ImportHarness.failure(benchruns, file);

        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure).hasMessageStartingWith("expected a CSV row with 15 columns separated by ','");
    }

    @Test
    void binaryAndEmptyFilesAreRecognisedByNoYbioImporter() throws Exception {
        Path binary = dir.resolve("dump.bin");
        byte[] bytes = new byte[8192];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31);
        }
        Files.write(binary, bytes);
        Path empty = write("empty.csv", "");

        for (Path file : new Path[] {binary, empty}) {
            var peek = ImportSource.of(file).peek();
            assertThat(benchruns.detect(peek)).as(file.toString()).isFalse();
            assertThat(notices.detect(peek)).as(file.toString()).isFalse();
        }
        try (Store store = TestStores.h2()) {
            var summary = ImportHarness.importInto(store, binary);
            assertThat(summary.results().get(0).status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(summary.results().get(0).problem().message()).startsWith("the file is binary, not text");
        }
    }

    @Test
    void aLineWithoutEndFailsInsteadOfFillingMemory() throws Exception {
        String header = fixture(YbioBenchrunsImporterTest.CSV).lines().findFirst().orElseThrow();
        ImportFailure failure = failure("long.csv", header + "\n" + "1".repeat(YbioBenchrunsImporter.MAX_LINE + 10));

        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure).hasMessageStartingWith("the line is longer than 1048576 characters");
    }

    @Test
    void aLongDumpIsCancelledWhileItIsRead() throws Exception {
        String[] csv = fixture(YbioBenchrunsImporterTest.CSV).split("\n");
        Path file = write("long.csv", csv[0] + "\n" + (csv[1] + "\n").repeat(10_000));
        ImportHarness.Collector context = new ImportHarness.Collector(1);

        assertThatThrownBy(() -> benchruns.read(ImportSource.of(file), context))
                .isInstanceOf(CancellationException.class);
        assertThat(context.runs()).isNotEmpty().hasSizeLessThan(10_000);
    }

    @Test
    void aLongNoticeLogIsCancelledWhileItIsRead() throws Exception {
        String line = "NOTICE: 71058 rows/s on bench0001, job: 1 batch#: 1, total: 100000 rows read, 100.0 % updated\n";
        Path file = write("long.log", line.repeat(10_000) + "CALL\n");
        ImportHarness.Collector context = new ImportHarness.Collector(1);

        assertThatThrownBy(() -> notices.read(ImportSource.of(file), context))
                .isInstanceOf(CancellationException.class);
        assertThat(context.runs()).isEmpty();
    }

    @Test
    void noticeLogCutShortLeavesTheLastJobWithoutEndOrThroughput() throws Exception {
        String log = fixture(YbioNoticeImporterTest.CONSTRUCTED);
        Path file = write("cut.log", log.substring(0, log.indexOf("NOTICE:    24494 rows/s")));

        ImportHarness.Read read = ImportHarness.read(notices, file);

        RunDraft job2 = job(read.runs(), 2);
        assertThat(attribute(job2, "status")).isEqualTo("unknown");
        assertThat(job2.value(RUNIT, "throughput")).isNaN();
        assertThat(job2.value(RUNIT, "rows_per_s.last")).isEqualTo(8182);
        assertThat(job(read.runs(), 1).value(RUNIT, "throughput")).isEqualTo(269310);
        assertThat(read.notes()).contains("the log does not show how ybio job 2 (bench0001) (line 29) ended:"
                + " stored with status unknown and no throughput");
    }

    @Test
    void hostileNoticeLinesAreNotedNotThrown() throws Exception {
        String log = fixture(YbioNoticeImporterTest.README_SETUP) + """
                NOTICE:  Inserting 99999999999999999999999 rows in 1 batches of 1
                NOTICE:   ####### rows/s on bench0001, job:      3 batch#:        1, total:  100000 rows read,   .0 % updated, last: 100000 rows between  1 and 2
                NOTICE:  something else entirely
                \u0000\u0001 garbage
                CALL
                """;

        ImportHarness.Read read = ImportHarness.read(notices, write("hostile.log", log));

        assertThat(read.runs()).extracting(RunDraft::name)
                .containsExactly("ybio setup bench0001", "ybio job 3 (bench0001)");
        RunDraft job3 = read.runs().get(1);
        assertThat(attribute(job3, "status")).isEqualTo("completed");
        assertThat(job3.value(RUNIT, "throughput")).isNaN();
        assertThat(job3.value(RUNIT, "rows_read")).isEqualTo(100_000);
        assertThat(read.notes()).containsExactly(
                "ybio job 3 (bench0001): the last rate is printed as ###### (too wide for its format); no throughput",
                "3 lines were not understood and left out (lines 14, 16, 17)");
    }

    @Test
    void aFoldedTableCutInARowSaysTheFileEndsEarly() throws Exception {
        byte[] whole = Files.readAllBytes(RealWorld.path(
                "constructed_ybio_psql-aligned_folded-at-120-columns.txt"));
        Path cut = dir.resolve("benchruns.txt");
        Files.write(cut, Arrays.copyOf(whole, whole.length * 97 / 100));

        ImportFailure failure = ImportHarness.failure(benchruns, cut);

        assertThat(failure.line()).isEqualTo(11);
        assertThat(failure).hasMessage("the file ends in the middle of line 11, a row of 14 of the table's 15 columns"
                + " (is it truncated?)");
    }
}
