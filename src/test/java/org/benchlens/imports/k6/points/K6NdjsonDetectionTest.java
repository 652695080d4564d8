package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.testing.Fixtures;

/** The standard registry takes --out json files for NDJSON, by content, and leaves the summaries alone. */
class K6NdjsonDetectionTest {

    @ParameterizedTest
    @ValueSource(strings = {K6NdjsonImporterTest.PLAIN, K6NdjsonImporterTest.GZIPPED})
    void theFixturesAreNdjson(String fixture) throws Exception {
        assertThat(detect(Fixtures.path(fixture))).isEqualTo("k6-ndjson");
    }

    @ParameterizedTest
    @ValueSource(strings = {"01_", "06_", "07_", "08_", "10_", "03_", "04_"})
    void theSummariesAreNot(String prefix) throws Exception {
        assertThat(detect(Fixtures.find("k6", prefix))).isNotEqualTo("k6-ndjson");
    }

    @Test
    void aPointFirstAndAnyFileNameWillDo(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("results.log");
        Files.writeString(file, "\n{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:11Z\","
                + "\"value\":2,\"tags\":{}}}\n");
        assertThat(detect(file)).isEqualTo("k6-ndjson");
    }

    private static String detect(Path file) throws Exception {
        return ImporterRegistry.standard().detect(ImportSource.of(file).peek()).map(Importer::format).orElse("none");
    }
}
