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

/** hey's {@code -o csv}, as hey 0.1.4 wrote it against a local server, and in the layout of 0.1.0. */
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

    /**
     * hey 0.1.0 (requester/print.go until September 2018) wrote six columns: no status code and no offset. Its
     * latencies are the run's; a throughput from offsets all 0 would be the count over the slowest request (2841/s
     * here, where the run made 581/s), and failures are not in the file: neither is made up.
     */
    @Test
    void heyBefore011WroteNoStatusNorOffsetSoOnlyItsLatenciesAreRead() throws Exception {
        Path old = dir.resolve("hey010.csv");
        Files.write(old, Files.readAllLines(RealWorld.path(OK)).stream()
                .map(line -> String.join(",", List.of(line.split(",")).subList(0, 6))).toList());

        ImportHarness.Read read = ImportHarness.read(importer, old);
        RunDraft run = read.runs().get(0);
        RunDraft full = ImportHarness.read(importer, RealWorld.path(OK)).runs().get(0);

        assertThat(ImporterRegistry.standard().detect(ImportSource.of(old).peek()).map(Importer::format))
                .hasValue("hey-csv");
        assertThat(run.value("total", "responses")).isEqualTo(200);
        for (String latency : List.of("latency.avg", "latency.med", "latency.p95", "latency.p99", "latency.max")) {
            assertThat(run.value("total", latency)).as(latency).isEqualTo(full.value("total", latency));
        }
        assertThat(full.value("total", "throughput")).isCloseTo(580.72, within(0.01));
        assertThat(run.measurements()).noneMatch(m -> List.of("throughput", "duration", "errors.count", "errors.rate")
                .contains(m.metric()));
        assertThat(run.series()).isEmpty();
        assertThat(run.histograms()).isNotEmpty();
        assertThat(read.notes()).contains("hey before 0.1.1 writes no status codes and no start offsets, so"
                + " throughput, duration, the series a second and failures cannot be told from this file; its"
                + " latencies are read (hey's text summary of the run has the rest)");
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
