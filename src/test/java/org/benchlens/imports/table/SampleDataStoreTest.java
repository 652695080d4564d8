package org.benchlens.imports.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The sample-data folders imported as a user would, into each kind of store, against the seeds' figures. */
class SampleDataStoreTest {

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void importsBothSampleFolders(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            ImportSummary summary = ImportHarness.importInto(store,
                    Path.of("sample-data", "postgrest-k6"), Path.of("sample-data", "postgrest-nginx-sweep"));

            assertThat(summary.results()).hasSize(7).allSatisfy(result -> {
                assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
                assertThat(result.format()).isEqualTo("table");
            });
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).hasSize(10 + 39 + 24 + 3 + 3 * 110);

            RunResult c5 = find(results, "c5xlarge", "master", "GETSingle");
            assertThat(c5.find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value()).isEqualTo(2845.2504094666474);
            assertThat(c5.find(Steps.TOTAL, Metrics.LATENCY_AVG).orElseThrow().value()).isEqualTo(5.991303163178547);

            RunResult socket = results.stream()
                    .filter(r -> "unix socket".equals(r.run().attribute("deployment"))).findFirst().orElseThrow();
            assertThat(socket.run().attribute("scenario")).isEqualTo("GETSingle");
            assertThat(socket.find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value()).isEqualTo(2450.151619);

            RunResult sweep = results.stream()
                    .filter(r -> "2pgrest".equals(r.run().attribute("deployment"))
                            && "GETSingle".equals(r.run().attribute("scenario")) && "40".equals(r.run().attribute("vus")))
                    .findFirst().orElseThrow();
            assertThat(sweep.run().name()).isEqualTo("GETSingle 40 VUs on m5a.4xlarge (2pgrest)");
            assertThat(sweep.find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value()).isEqualTo(12865.474932);

            assertThat(results).filteredOn(r -> "PATCHSingle".equals(r.run().attribute("scenario")))
                    .hasSize(33)
                    .allSatisfy(r -> assertThat(r.find(Steps.TOTAL, Metrics.ERRORS_RATE).orElseThrow().value())
                            .isEqualTo(1.0));
        }
    }

    private static RunResult find(List<RunResult> results, String instance, String version, String scenario) {
        return results.stream()
                .filter(r -> instance.equals(r.run().attribute("instance")) && version.equals(r.run().attribute("version"))
                        && scenario.equals(r.run().attribute("scenario")))
                .findFirst().orElseThrow();
    }
}
