package org.benchlens.imports.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** A Gatling report's js/ folder holds one run's statistics up to three times: imported, it is one run. */
class GatlingJsFolderImporterTest {

    @TempDir
    Path dir;

    @Test
    void theStatisticsFilesOfOneReportAreOneRunReadFromStatsJson() throws Exception {
        Path js = Files.createDirectories(dir.resolve("localsimulation-20261205164644666").resolve("js"));
        for (String name : List.of("stats.js", "stats.json", "global_stats.json")) {
            Files.copy(RealWorld.path("gatling/gatling395-localsimulation_" + name), js.resolve(name));
        }

        try (Store store = Store.open(StoreLocation.file(dir.resolve("store")))) {
            ImportSummary summary = ImportHarness.importInto(store, dir.resolve("localsimulation-20261205164644666"));
            List<RunResult> runs = ImportHarness.results(store);

            assertThat(runs).hasSize(1);
            assertThat(runs.get(0).run().name()).isEqualTo("localsimulation-20261205164644666");
            assertThat(runs.get(0).measurements()).anySatisfy(m -> {
                assertThat(m.step()).isEqualTo("pages / missing");
                assertThat(m.metric()).isEqualTo(Metrics.ERRORS);
                assertThat(m.value()).isEqualTo(240);
            });
            assertThat(runs.get(0).measurements()).filteredOn(m -> m.step().equals(Steps.TOTAL)
                    && m.metric().equals(Metrics.OPERATIONS)).singleElement().extracting(m -> m.value()).isEqualTo(720.0);
            assertThat(summary.results()).singleElement().extracting(result -> result.notes())
                    .isEqualTo(List.of("stats.js and global_stats.json of the same report hold the same figures as"
                            + " stats.json, which is read: one run"));
        }
    }
}
