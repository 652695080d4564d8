package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.testing.Fixtures;

class K6SummaryDetectionTest {

    private static final List<Importer> SUMMARY_IMPORTERS = List.of(
            new K6SummaryExportImporter(), new K6HandleSummaryImporter(), new K6SummaryV1Importer());

    /** The formats of the k6 summary importers that recognise the file. */
    private static List<String> claimedBy(Path file) throws Exception {
        var peek = ImportSource.of(file).peek();
        return SUMMARY_IMPORTERS.stream().filter(i -> i.detect(peek)).map(Importer::format).toList();
    }

    @ParameterizedTest
    @CsvSource({
        "01_, k6-summary",
        "02_, k6-summary",
        "06_, k6-summary",
        "08_, k6-summary",
        "07_, k6-handle-summary",
        "10_, k6-handle-summary",
    })
    void eachSummaryFixtureIsClaimedByItsImporterAlone(String prefix, String format) throws Exception {
        assertThat(claimedBy(Fixtures.find("k6", prefix))).containsExactly(format);
    }

    @ParameterizedTest
    @CsvSource({"12_", "13_", "03_", "04_", "05_"})
    void k6OutJsonLinesAndTextSummariesAreNotClaimed(String prefix) throws Exception {
        assertThat(claimedBy(Fixtures.find("k6", prefix))).isEmpty();
    }

    @Test
    void theStandardRegistryKnowsTheThreeShapes() {
        assertThat(ImporterRegistry.standard().importers()).extracting(Importer::format)
                .contains("k6-summary", "k6-handle-summary", "k6-summary-v1");
    }

    @Test
    void jsonStringifyOnOneLineIsRecognisedToo(@TempDir Path folder) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        Path handle = folder.resolve("handle.json");
        Path export = folder.resolve("export.json");
        Files.writeString(handle, mapper.writeValueAsString(mapper.readTree(Fixtures.find("k6", "10_").toFile())));
        Files.writeString(export, mapper.writeValueAsString(mapper.readTree(Fixtures.find("k6", "08_").toFile())));

        assertThat(Files.readAllLines(handle)).hasSize(1);
        assertThat(claimedBy(handle)).containsExactly("k6-handle-summary");
        assertThat(claimedBy(export)).containsExactly("k6-summary");
    }

    @Test
    void aRootGroupLargerThanTheFirstBytesStillTellsTheShapeByItsArrays(@TempDir Path folder) throws Exception {
        StringBuilder checks = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            checks.append(i == 0 ? "" : ",").append("{\"name\": \"check ").append(i)
                    .append("\", \"path\": \"::check ").append(i).append("\", \"passes\": 1, \"fails\": 0}");
        }
        Path file = folder.resolve("big.json");
        Files.writeString(file, "{\"root_group\": {\"name\": \"\", \"path\": \"\", \"groups\": [], \"checks\": ["
                + checks + "]}, \"metrics\": {\"http_reqs\": {\"type\": \"counter\", \"contains\": \"default\","
                + " \"values\": {\"count\": 3000, \"rate\": 100}}}}");
        assertThat(Files.size(file)).isGreaterThan(64 * 1024);

        assertThat(claimedBy(file)).containsExactly("k6-handle-summary");
    }

    @Test
    void otherJsonWithMetricsIsNotClaimed(@TempDir Path folder) throws Exception {
        Path prometheusLike = folder.resolve("a.json");
        Files.writeString(prometheusLike, "{\"metrics\": {\"cpu\": {\"usage\": 0.3, \"host\": \"db1\"}}, \"host\": \"db1\"}");
        Path array = folder.resolve("b.json");
        Files.writeString(array, "[{\"metrics\": {}}]");
        Path empty = folder.resolve("c.json");
        Files.writeString(empty, "{}");

        assertThat(claimedBy(prometheusLike)).isEmpty();
        assertThat(claimedBy(array)).isEmpty();
        assertThat(claimedBy(empty)).isEmpty();
    }
}
