package org.benchlens.imports.hey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.LinearPercentile;
import org.benchlens.testing.RealWorld;

/** hey's {@code -o csv}, as hey 0.1.4 wrote it against a local server. */
class HeyCsvImporterTest {

    private static final String OK = "hey-csv/debian_hey014_n200_c4.csv";

    @TempDir
    Path dir;

    private final HeyCsvImporter importer = new HeyCsvImporter();

    private static List<Double> millis(String file) throws Exception {
        try (Reader reader = Files.newBufferedReader(RealWorld.path(file))) {
            return CSVFormat.DEFAULT.builder().setHeader().get().parse(reader).stream()
                    .map(row -> Double.parseDouble(row.get("response-time")) * 1000).toList();
        }
    }

    @Test
    void everyResponseCountsWithExactPercentiles() throws Exception {
        RunDraft run = ImportHarness.read(importer, RealWorld.path(OK)).runs().get(0);
        List<Double> millis = millis(OK);

        assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path(OK)).peek())
                .map(Importer::format)).hasValue("hey-csv");
        assertThat(run.value("total", "responses")).isEqualTo(200);
        assertThat(run.value("total", "latency.avg")).isCloseTo(6.5875, within(1e-9));
        assertThat(run.value("total", "latency.min")).isCloseTo(1.4, within(1e-9));
        assertThat(run.value("total", "latency.max")).isCloseTo(70.4, within(1e-9));
        assertThat(run.value("total", "latency.p95")).isCloseTo(LinearPercentile.of(millis, 95), within(1e-9));
        assertThat(run.value("total", "errors.count")).isZero();
        assertThat(run.startedAt()).as("hey's CSV has no clock").isNull();
    }

    @Test
    void statusesOf400AndAboveAreErrors() throws Exception {
        RunDraft run = ImportHarness.read(importer, RealWorld.path("hey-csv/debian_hey014_n60_c2_404.csv")).runs().get(0);

        assertThat(run.value("total", "responses")).isEqualTo(60);
        assertThat(run.value("total", "errors.rate")).isEqualTo(1.0);
    }

    @Test
    void aBadTimeNamesLineAndColumn() throws Exception {
        List<String> lines = Files.readAllLines(RealWorld.path(OK));
        lines.set(4, lines.get(4).replaceFirst(",200,", ",20O,"));
        Path file = dir.resolve("hey.csv");
        Files.write(file, lines);

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(5);
        assertThat(failure.column()).isEqualTo(lines.get(4).indexOf("20O") + 1);
        assertThat(failure).hasMessage("expected an HTTP status code, found '20O'");
    }

    @Test
    void aRowCutShortSaysSo() throws Exception {
        String text = Files.readString(RealWorld.path(OK));
        Path file = dir.resolve("cut.csv");
        Files.writeString(file, text.substring(0, text.length() - 20));

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(201);
        assertThat(failure.getMessage()).startsWith("expected 8 fields as in the header, found")
                .endsWith("(is the row cut short?)");
    }
}
