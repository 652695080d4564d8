package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.imports.ybio.YbioRuns.RUNIT;
import static org.benchlens.imports.ybio.YbioRuns.attribute;
import static org.benchlens.imports.ybio.YbioRuns.job;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

/** The other ways psql dumps benchruns, made from the fixtures the way psql would have printed them. */
class YbioBenchrunsDumpFormsTest {

    @TempDir
    Path dir;

    private final YbioBenchrunsImporter importer = new YbioBenchrunsImporter();

    private static String fixture(String name) throws Exception {
        return Files.readString(Fixtures.path(name));
    }

    private ImportHarness.Read read(String fileName, String text) throws Exception {
        Path file = dir.resolve(fileName);
        Files.writeString(file, text);
        return ImportHarness.read(importer, file);
    }

    private static void assertSameJobsAsTheCsvDump(List<RunDraft> runs) throws Exception {
        List<RunDraft> csv = ImportHarness.read(new YbioBenchrunsImporter(),
                Fixtures.path(YbioBenchrunsImporterTest.CSV)).runs();
        assertThat(runs).hasSize(csv.size());
        for (RunDraft expected : csv) {
            RunDraft actual = job(runs, Long.parseLong(attribute(expected, "job_id")));
            assertThat(actual.attributes()).isEqualTo(expected.attributes());
            assertThat(actual.measurements()).isEqualTo(expected.measurements());
            assertThat(actual.startedAt()).isEqualTo(expected.startedAt());
        }
    }

    @Test
    void psqlCsvWithQuotedCommentsHoldingCommasQuotesAndALineBreak() throws Exception {
        String text = fixture(YbioBenchrunsImporterTest.CSV)
                .replace(",readme-like run\n", ",\"readme-like run, with \"\"quotes\"\"\nover two lines\"\n");

        ImportHarness.Read read = read("benchruns.csv", text);

        assertThat(read.runs()).hasSize(8);
        assertThat(attribute(job(read.runs(), 1), "comments")).isEqualTo("readme-like run, with \"quotes\"\nover two lines");
        assertThat(job(read.runs(), 1).value(RUNIT, "num_rows")).isEqualTo(900_000);
        assertThat(attribute(job(read.runs(), 2), "comments")).isEqualTo("bs=10");
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void tabSeparatedWithoutFooter() throws Exception {
        String text = fixture(YbioBenchrunsImporterTest.UNALIGNED).replace("(8 rows)\n", "").replace(',', '\t');

        ImportHarness.Read read = read("benchruns.tsv", text);

        assertSameJobsAsTheCsvDump(read.runs());
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void unalignedWithPsqlsDefaultSeparator() throws Exception {
        String text = fixture(YbioBenchrunsImporterTest.UNALIGNED).replace(',', '|');

        assertSameJobsAsTheCsvDump(read("benchruns.txt", text).runs());
    }

    @Test
    void unalignedCommentWithACommaIsMendedAndSaidSo() throws Exception {
        String text = fixture(YbioBenchrunsImporterTest.UNALIGNED).replace(",bs=10\n", ",bs=10, small batches\n");

        ImportHarness.Read read = read("benchruns.txt", text);

        assertThat(attribute(job(read.runs(), 2), "comments")).isEqualTo("bs=10, small batches");
        assertThat(read.notes()).containsExactly(
                "line 3 has more fields than the header; the surplus ',' were read as part of the comments");
    }

    @Test
    void alignedReportFlattenedToSingleSpacesAsCopiedFromAWebPage() throws Exception {
        String text = Arrays.stream(fixture(YbioBenchrunsImporterTest.ALIGNED).split("\n"))
                .map(line -> line.strip().replaceAll(" +", " "))
                .collect(Collectors.joining("\n")).replace("| max_scratch", "|max_scratch");
        assertThat(text).contains("pct_update |max_scratch | prepared");

        ImportHarness.Read read = read("report.txt", text);
        List<RunDraft> aligned = ImportHarness.read(importer, Fixtures.path(YbioBenchrunsImporterTest.ALIGNED)).runs();

        assertThat(read.runs()).hasSize(8);
        for (RunDraft expected : aligned) {
            RunDraft actual = job(read.runs(), Long.parseLong(attribute(expected, "job_id")));
            assertThat(actual.attributes()).isEqualTo(expected.attributes());
            assertThat(actual.measurements()).isEqualTo(expected.measurements());
        }
    }

    @Test
    void alignedMultiLineCommentMarkedWithPlus() throws Exception {
        String[] lines = fixture(YbioBenchrunsImporterTest.ALIGNED).split("\n");
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            if (line.endsWith("| readme-like run")) {
                text.append(line).append(" +\n");
                String blanks = line.substring(0, line.lastIndexOf('|')).replaceAll("[^|]", " ");
                text.append(blanks).append("| second line\n");
            } else {
                text.append(line).append('\n');
            }
        }

        ImportHarness.Read read = read("report.txt", text.toString());

        assertThat(read.runs()).hasSize(8);
        assertThat(attribute(job(read.runs(), 1), "comments")).isEqualTo("readme-like run\nsecond line");
        assertThat(job(read.runs(), 1).value(RUNIT, "riops")).isEqualTo(268723);
    }

    @Test
    void theQueryBeforeTheTableIsLeftOutWithANote() throws Exception {
        String query = """
                postgres=> select end_time-start_time duration,round(num_rows/extract(epoch from end_time-start_time)) riops
                ,round(100*max_scratch::float/table_scratch) as pct_scratch
                ,* from benchruns order by job_id desc nulls last limit 10;
                """;

        ImportHarness.Read read = read("session.txt", query + fixture(YbioBenchrunsImporterTest.ALIGNED) + "postgres=> \\q\n");

        assertThat(read.runs()).hasSize(8);
        assertThat(read.notes()).containsExactly(
                "left out what comes before the benchruns table header (lines 1–3)",
                "left out what comes after the benchruns table footer (line 16)");
    }

    @Test
    void riopsThatDisagreesWithTheTimestampsIsKeptAndNoted() throws Exception {
        String text = fixture(YbioBenchrunsImporterTest.ALIGNED).replace("| 396716 |", "| 396000 |");

        ImportHarness.Read read = read("report.txt", text);

        RunDraft job7 = job(read.runs(), 7);
        assertThat(job7.value(RUNIT, "riops")).isEqualTo(396000);
        assertThat(Math.round(job7.value(RUNIT, "throughput"))).isEqualTo(396716);
        assertThat(read.notes()).containsExactly("line 4: job 7 has riops 396000 but num_rows / (end_time - start_time)"
                + " is 396715.7 rows/s; both are kept");
    }

    @Test
    void timestampsWithAZoneNeedNoAssumption() throws Exception {
        String text = fixture(YbioBenchrunsImporterTest.CSV)
                .replace("2026-11-29 22:30:33.980681,2026-11-29 22:30:37.329855",
                        "2026-11-29 22:30:33.980681+02,2026-11-29 22:30:37.329855+02");

        RunDraft job1 = job(read("benchruns.csv", text).runs(), 1);

        assertThat(job1.startedAt()).hasToString("2026-11-29T20:30:33.980681Z");
        assertThat(job1.attributes().values()).doesNotContainKey("timezone");
    }
}
