package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.imports.Peek;
import org.benchlens.testing.Fixtures;

class YbioDetectionTest {

    @TempDir
    Path dir;

    private static Peek peek(Path file) throws Exception {
        return ImportSource.of(file).peek();
    }

    private static String formatDetected(Path file) throws Exception {
        return ImporterRegistry.standard().detect(peek(file)).map(Importer::format).orElse(null);
    }

    @Test
    void everyYbioFixtureIsReadByItsImporter() throws Exception {
        for (String name : List.of(YbioBenchrunsImporterTest.ALIGNED, YbioBenchrunsImporterTest.CSV,
                YbioBenchrunsImporterTest.UNALIGNED, YbioBenchrunsImporterTest.README_2021)) {
            assertThat(formatDetected(Fixtures.path(name))).as(name).isEqualTo("ybio");
        }
        for (String name : List.of(YbioNoticeImporterTest.CONSTRUCTED, YbioNoticeImporterTest.README_SETUP)) {
            assertThat(formatDetected(Fixtures.path(name))).as(name).isEqualTo("ybio-notice");
        }
    }

    @Test
    void noOtherFixtureIsClaimed() throws Exception {
        List<Path> others;
        try (Stream<Path> files = Files.walk(Fixtures.root())) {
            others = files.filter(Files::isRegularFile)
                    .filter(file -> !file.getParent().getFileName().toString().equals("ybio")).toList();
        }
        assertThat(others).isNotEmpty();
        for (Path file : others) {
            Peek peek = peek(file);
            assertThat(new YbioBenchrunsImporter().detect(peek)).as(file.toString()).isFalse();
            assertThat(new YbioNoticeImporter().detect(peek)).as(file.toString()).isFalse();
        }
    }

    @Test
    void tablesWithSomeBenchrunsColumnsAreNotBenchruns() throws Exception {
        Path partial = dir.resolve("partial.csv");
        Files.writeString(partial, "job_id,start_time,end_time,num_rows,riops\n1,2021-09-05 07:41:11,2021-09-05 08:41:12,10,0\n");
        Path k6csv = dir.resolve("k6.csv");
        Files.writeString(k6csv, "metric_name,timestamp,metric_value,check,error,error_code,group,method\n"
                + "http_reqs,1600000000,1.000000,,,,,GET\n");

        assertThat(new YbioBenchrunsImporter().detect(peek(partial))).isFalse();
        assertThat(new YbioBenchrunsImporter().detect(peek(k6csv))).isFalse();
        assertThat(new YbioNoticeImporter().detect(peek(k6csv))).isFalse();
    }

    @Test
    void aSessionIsReadAsWhatComesFirstInIt() throws Exception {
        String table = Files.readString(Fixtures.path(YbioBenchrunsImporterTest.ALIGNED));
        String log = Files.readString(Fixtures.path(YbioNoticeImporterTest.README_SETUP));
        Path logThenTable = dir.resolve("log-then-table.txt");
        Files.writeString(logThenTable, log + table);
        Path tableThenLog = dir.resolve("table-then-log.txt");
        Files.writeString(tableThenLog, table + log);

        assertThat(formatDetected(logThenTable)).isEqualTo("ybio-notice");
        assertThat(formatDetected(tableThenLog)).isEqualTo("ybio");
    }
}
