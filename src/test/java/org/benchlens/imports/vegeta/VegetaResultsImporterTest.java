package org.benchlens.imports.vegeta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.LinearPercentile;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** vegeta's results as {@code vegeta encode -to json} writes them. */
class VegetaResultsImporterTest {

    private static final String FILE = "vegeta-results/constructed_vegeta_encode_json.jsonl";
    private static final List<Double> LATENCIES_MS = List.of(5.123456, 7.200001, 6.1, 48.0, 5.9, 6.3005, 30000.0,
            5.5, 6.8, 9.1, 5.000001, 7.7);

    @TempDir
    Path dir;

    private final VegetaResultsImporter importer = new VegetaResultsImporter();

    @Test
    void resultsAreCountedAsVegetasReportCountsThem() throws Exception {
        RunDraft run = ImportHarness.read(importer, RealWorld.path(FILE)).runs().get(0);

        assertThat(run.value("total", "requests")).isEqualTo(12);
        assertThat(run.value("items", "requests")).as("the attack's name is a step").isEqualTo(12);
        // a 500 and a timed-out request (code 0)
        assertThat(run.value("total", "errors.count")).isEqualTo(2);
        assertThat(run.value("total", "latency.max")).isEqualTo(30000.0);
        assertThat(run.value("total", "latency.p90")).isCloseTo(LinearPercentile.of(LATENCIES_MS, 90), within(1e-9));
        assertThat(run.value("total", "latency.med")).isCloseTo(LinearPercentile.of(LATENCIES_MS, 50), within(1e-9));
        assertThat(run.value("total", "data.received")).isEqualTo(10 * 231);
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2024-03-05T09:15:20.000000123Z"));
    }

    @Test
    void aLatencyThatIsNotAWholeNumberNamesLineAndColumn() throws Exception {
        List<String> lines = Files.readAllLines(RealWorld.path(FILE));
        lines.set(2, lines.get(2).replace("\"latency\":6100000", "\"latency\":\"6.1ms\""));
        Path file = dir.resolve("results.json");
        Files.write(file, lines);

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure.column()).isEqualTo(lines.get(2).indexOf("\"6.1ms\"") + 1);
        assertThat(failure).hasMessage("expected a whole number for latency, found 6.1ms");
    }

    @Test
    void aCutLineFailsAndLeavesTheStoreAsItWas() throws Exception {
        String text = Files.readString(RealWorld.path(FILE));
        Path cut = dir.resolve("cut.json");
        Files.writeString(cut, text.substring(0, text.length() - 40));
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store, cut);

            assertThat(summary.results().get(0).status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(summary.results().get(0).describe()).contains("cut.json:12:")
                    .contains("expected a vegeta result, one JSON object a line");
            assertThat(ImportHarness.results(store)).isEmpty();
        }
    }
}
