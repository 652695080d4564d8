package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** Damaged, cut, empty, binary and hostile versions of the report files, written into a temporary folder. */
class IbenchBadInputTest {

    private static final String PG1023_ROW = "<tr><td>pg1023_def.cx9a2a_c32r128</td> <td>1363636</td><td>2250001</td>";

    @TempDir
    Path dir;

    @Test
    void aRowWithACellMissingFailsAtItsLine() throws Exception {
        Path tput = write("tput.tab", fixture2024("tput.tab").replace(PG1023_ROW,
                "<tr><td>pg1023_def.cx9a2a_c32r128</td> <td>1363636</td>"));

        ImportFailure failure = tableFailure(tput);

        assertThat(failure.line()).isEqualTo(14);
        assertThat(failure.column()).isEqualTo(1);
        assertThat(failure.getMessage()).contains("expected a row of 11 cells", "found 10");
    }

    @Test
    void aShortRowOfThe2023LayoutFailsAtItsLineAndColumn() throws Exception {
        String tput = Files.readString(Fixtures.path(IbenchFolderImporterTest.REPORT_2023 + "/tput.tab"));
        Path file = write("tput.tab", tput.replace("<td>1012658</td><td>2320290</td><td>225225</td>",
                "<td>1012658</td><td>225225</td>"));

        ImportFailure failure = tableFailure(file);

        // every row of that file is on line 14; the second row starts at column 173
        assertThat(failure.line()).isEqualTo(14);
        assertThat(failure.column()).isEqualTo(173);
        assertThat(failure.getMessage()).contains("expected a row of 7 cells", "found 6");
    }

    @Test
    void aCellThatIsNotANumberFailsNamingTheDbmsAndStep() throws Exception {
        for (String bad : List.of("13636x6", "NaN", "Infinity", "1e999", "0x1p3", "1,363,636")) {
            Path tput = write("tput.tab", fixture2024("tput.tab").replace(PG1023_ROW,
                    "<tr><td>pg1023_def.cx9a2a_c32r128</td> <td>" + bad + "</td><td>2250001</td>"));

            ImportFailure failure = tableFailure(tput);

            assertThat(failure.line()).as(bad).isEqualTo(14);
            assertThat(failure.column()).as(bad).isEqualTo(40);
            assertThat(failure.getMessage()).contains("expected a number", "pg1023_def.cx9a2a_c32r128", "l.i0", bad);
        }
    }

    @Test
    void aBlankCellIsLeftOutWithANote() throws Exception {
        Path tput = write("tput.tab", fixture2024("tput.tab").replace(PG1023_ROW,
                "<tr><td>pg1023_def.cx9a2a_c32r128</td> <td></td><td>2250001</td>"));

        ImportHarness.Read read = ImportHarness.read(new IbenchTableImporter(), tput);

        assertThat(read.runs().get(0).value("l.i0", "throughput")).isNaN();
        assertThat(read.runs().get(0).value("l.x", "throughput")).isEqualTo(2250001);
        assertThat(read.notes()).anySatisfy(note -> assertThat(note)
                .contains("no value for pg1023_def.cx9a2a_c32r128 at l.i0", "line 14"));
    }

    @Test
    void aTableCutShortFailsAtItsLastLine() throws Exception {
        List<String> lines = fixture2024("tput.tab").lines().toList();
        Path atARow = write("tput.tab", String.join("\n", lines.subList(0, 16)) + "\n");
        Path midRow = write("tputr.tab", fixture2024("tputr.tab").substring(0, 1200));

        ImportFailure cleanCut = tableFailure(atARow);
        ImportFailure ragged = tableFailure(midRow);

        assertThat(cleanCut.line()).isEqualTo(16);
        assertThat(cleanCut.getMessage()).isEqualTo("the table ends early: expected it to end with </table>");
        assertThat(ragged.line()).isEqualTo(fixture2024("tputr.tab").substring(0, 1200).lines().count());
        assertThat(ragged.getMessage()).contains("ends early");
    }

    @Test
    void aPageCutShortFailsAtItsLastLine() throws Exception {
        String page = fixture2024("all.html");
        Path inSummary = write("all.html", page.substring(0, page.indexOf("<tr><td>pg1315_def.cx9a2a_c32r128</td>") + 30));
        Path inMetrics = write("cut/all.html", page.substring(0, page.indexOf("<h1 id=\"l.i2.metrics\">")));

        ImportFailure summary = pageFailure(inSummary);
        ImportFailure metrics = pageFailure(inMetrics);

        assertThat(summary.line()).isEqualTo(137);
        assertThat(summary.getMessage()).isEqualTo("the report ends early: expected the page to end with </html>");
        assertThat(metrics.line()).isEqualTo(1361);
    }

    @Test
    void aPageWithoutItsSummaryTablesFails() throws Exception {
        String page = fixture2024("all.html");
        int summary = page.indexOf("<h1 id=\"summary\">");
        int next = page.indexOf("<h1 id=\"l.i0.graph\">");
        String withoutTables = page.substring(0, summary)
                + page.substring(summary, next).replaceAll("(?s)<table.*?</table>", "")
                + page.substring(next);
        Path noTables = write("all.html", withoutTables);
        Path noSummary = write("other/all.html", page.substring(0, summary) + page.substring(next));

        ImportFailure failure = pageFailure(noTables);
        ImportFailure noHeading = pageFailure(noSummary);

        assertThat(failure.line()).isEqualTo(112);
        assertThat(failure.getMessage()).contains("expected the summary tables", "found no table");
        assertThat(noHeading.getMessage()).contains("expected the summary tables", "found no such heading");
    }

    @Test
    void aMetricsLineWithAValueMissingFailsAtItsLine() throws Exception {
        String page = fixture2024("all.html");
        List<String> lines = page.lines().toList();
        assertThat(lines.get(1314)).startsWith("1363636\t0\t0\t0.0\t5321.4").endsWith("pg1023_def.cx9a2a_c32r128");
        String broken = page.replace(lines.get(1314) + "\n", lines.get(1314).replaceFirst("\t5321.4", "") + "\n");
        // the same line also sits in the l.i0 graph section (line 254), which is not read
        Path file = write("all.html", broken);

        ImportFailure failure = pageFailure(file);

        assertThat(failure.line()).isEqualTo(1315);
        assertThat(failure.getMessage()).contains("expected 21 values", "metrics of l.i0", "found 20");
    }

    @Test
    void aMetricsValueThatIsNotANumberFailsAtItsLine() throws Exception {
        String page = fixture2024("all.html");
        List<String> lines = page.lines().toList();
        String line = lines.get(1314);
        Path file = write("all.html", page.replace("\n" + line + "\n", "\n" + line.replace("\t12\t", "\tlots\t") + "\n"));

        ImportFailure failure = pageFailure(file);

        assertThat(failure.line()).isEqualTo(1315);
        assertThat(failure.getMessage()).contains("expected a number for cpupq of pg1023_def.cx9a2a_c32r128", "'lots'");
    }

    @Test
    void aDbmsMissingFromOneTableKeepsWhatTheOthersSayWithANote() throws Exception {
        Path folder = copyOf2024Report();
        String iput = Files.readString(folder.resolve("iput.tab"));
        Files.writeString(folder.resolve("iput.tab"), iput
                .replaceAll("<tr><td>pg1122_def.cx9a2a_c32r128</td>.*\n", "")
                .replace("<tr><td>target</td>", "<tr><td>pg999_extra.c1</td><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6</td></tr>\n<tr><td>target</td>"));

        ImportHarness.Read read = ReportReads.folder(folder);

        assertThat(read.runs()).hasSize(10);
        RunDraft pg1122 = ReportReads.run(read, "pg1122_def.cx9a2a_c32r128");
        assertThat(pg1122.value("l.i0", "throughput")).isEqualTo(1500000);
        assertThat(pg1122.value("qr100", "insert.rate")).isNaN();
        RunDraft extra = read.runs().get(9);
        assertThat(extra.name()).isEqualTo("pg999_extra.c1");
        assertThat(extra.attributes().values()).containsEntry("row", "10").doesNotContainKey("version");
        assertThat(extra.value("qr100", "insert.rate")).isEqualTo(1);
        assertThat(extra.value("qr100", "sla.missed")).isEqualTo(1);
        assertThat(read.notes()).anySatisfy(note -> assertThat(note)
                .startsWith("pg1122_def.cx9a2a_c32r128 is in the throughput table").contains("not in the background insert rate table"));
        assertThat(read.notes()).anySatisfy(note -> assertThat(note)
                .startsWith("pg999_extra.c1 is in the background insert rate table but not in the throughput table"));
        assertThat(read.notes()).anySatisfy(note -> assertThat(note).contains("version of pg999_extra.c1 is not derived"));
    }

    @Test
    void aTabFileThatDiffersFromThePageIsKeptWithANote() throws Exception {
        Path folder = copyOf2024Report();
        Files.writeString(folder.resolve("tput.tab"), Files.readString(folder.resolve("tput.tab"))
                .replace("<td>1363636</td>", "<td>1363637</td>"));

        ImportHarness.Read read = ReportReads.folder(folder);

        assertThat(read.runs().get(0).value("l.i0", "throughput")).isEqualTo(1363637);
        assertThat(read.notes()).anySatisfy(note -> assertThat(note)
                .contains("throughput table in all.html differs from tput.tab in 1 cells",
                        "pg1023_def.cx9a2a_c32r128 at l.i0 (1363636.0 against 1363637.0)", "kept tput.tab"));
        // the .tab files are read first whatever order the files are handed over in
        IbenchFolderImporter importer = new IbenchFolderImporter();
        List<Path> pageFirst = new ArrayList<>(importer.claim(folder));
        Collections.reverse(pageFirst);
        assertThat(pageFirst.get(0).getFileName()).hasToString("all.html");
        ImportHarness.Collector collector = new ImportHarness.Collector();
        importer.read(folder, pageFirst, collector);
        assertThat(collector.runs().get(0).value("l.i0", "throughput")).isEqualTo(1363637);
        assertThat(collector.notes()).isEqualTo(read.notes());
    }

    @Test
    void aFailureInAFolderNamesTheFile() throws Exception {
        Path folder = copyOf2024Report();
        Files.writeString(folder.resolve("iput.tab"), Files.readString(folder.resolve("iput.tab"))
                .replace("<td>5957</td>", "<td>five</td>"));

        ImportFailure failure = catchThrowableOfType(ImportFailure.class, () -> ReportReads.folder(folder));

        assertThat(failure.line()).isEqualTo(14);
        assertThat(failure.getMessage()).startsWith("iput.tab: expected a number");
    }

    @Test
    void theImportServiceReportsTheFileLineAndMessage() throws Exception {
        Path tput = write("tput.tab", fixture2024("tput.tab").replace(PG1023_ROW,
                "<tr><td>pg1023_def.cx9a2a_c32r128</td> <td>1363636</td>"));
        try (var store = TestStores.h2()) {
            ImportResult result = ImportHarness.importInto(store, tput).results().get(0);

            assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(result.problem().toString()).isEqualTo(tput + ":14:1: expected a row of 11 cells"
                    + " (the DBMS and 10 steps) in the tput.tab table, found 10");
            assertThat(ImportHarness.results(store)).isEmpty();
        }
    }

    @Test
    void hostileHeadersAndNamesFail() throws Exception {
        String tput = fixture2024("tput.tab");
        Path twice = write("a.tab", tput.replace("<th>l.x</th>", "<th>l.i0</th>"));
        Path longName = write("b.tab", tput.replace("pg1023_def.cx9a2a_c32r128</td> <td>1363636",
                "pg" + "9".repeat(5000) + "</td> <td>1363636"));
        Path twoTargets = write("c.tab", fixture2024("iput.tab").replace("</table>",
                "<tr><td>target</td><td>1</td><td>1</td><td>1</td><td>1</td><td>1</td><td>1</td></tr></table>"));

        assertThat(tableFailure(twice).getMessage()).contains("found step l.i0 twice");
        assertThat(tableFailure(longName)).satisfies(failure -> {
            assertThat(failure.line()).isEqualTo(14);
            assertThat(failure.getMessage()).contains("expected a DBMS name");
        });
        assertThat(tableFailure(twoTargets).getMessage()).contains("found a second one");
    }

    @Test
    void aFileFarLargerThanAnyReportIsRefusedWithoutReadingItWhole() throws Exception {
        String tput = fixture2024("tput.tab");
        String row = tput.lines().filter(line -> line.startsWith("<tr><td>pg1023")).findFirst().orElseThrow();
        Path huge = dir.resolve("tput.tab");
        try (var out = Files.newBufferedWriter(huge)) {
            out.write(tput.substring(0, tput.indexOf(row)));
            for (long written = 0; written <= ReportDocument.MAX_CHARS; written += row.length() + 1) {
                out.write(row);
                out.write('\n');
            }
        }

        assertThat(tableFailure(huge).getMessage()).contains("larger than 32 MiB");
    }

    @Test
    void emptyBinaryAndOtherHtmlAreNotTakenForReports() throws Exception {
        Path empty = write("tput.tab", "");
        Path binary = dir.resolve("iput.tab");
        Files.write(binary, new byte[] {0, 1, 2, (byte) 0xff, 0, 60, 116, 114, 62});
        Path other = write("all.html", "<!DOCTYPE html><html><head><title>Release notes</title></head>"
                + "<body><table><tr><th>dbms</th><th>version</th></tr></table></body></html>");
        IbenchTableImporter table = new IbenchTableImporter();
        IbenchPageImporter page = new IbenchPageImporter();

        for (Path file : List.of(empty, binary, other)) {
            assertThat(table.detect(ImportSource.of(file).peek())).as(file.toString()).isFalse();
            assertThat(page.detect(ImportSource.of(file).peek())).as(file.toString()).isFalse();
        }
        assertThat(new IbenchFolderImporter().claim(dir)).isEmpty();
    }

    private ImportFailure tableFailure(Path file) {
        return catchThrowableOfType(ImportFailure.class, () -> ImportHarness.read(new IbenchTableImporter(), file));
    }

    private ImportFailure pageFailure(Path file) {
        return catchThrowableOfType(ImportFailure.class, () -> ImportHarness.read(new IbenchPageImporter(), file));
    }

    private Path copyOf2024Report() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("24_06_10.ib.mem.dell32.pg.hack10"));
        for (String name : List.of("tput.tab", "tputr.tab", "iput.tab", "all.html")) {
            // written, not copied: a copy would keep the fixtures' read-only mode
            Files.write(folder.resolve(name), Files.readAllBytes(Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/" + name)));
        }
        return folder;
    }

    private static String fixture2024(String name) throws Exception {
        return Files.readString(Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/" + name));
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
