package org.benchlens.imports.k6.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** k6 text summaries through the import service into each kind of store, and read back. */
class K6TextStoreTest {

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void importsTheVuSweepAndTheWriteUp(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            ImportSummary summary = ImportHarness.importInto(store, Fixtures.find("k6", "04_"), Fixtures.find("k6", "03_"));

            assertThat(summary.results()).extracting(ImportResult::status, ImportResult::format)
                    .containsOnly(tuple(ImportResult.Status.IMPORTED, "k6-text"));
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).hasSize(33);

            RunResult large10 = results.stream()
                    .filter(r -> "m5a.large".equals(r.run().attribute("instance")) && "10".equals(r.run().attribute("vus")))
                    .findFirst().orElseThrow();
            assertThat(large10.run().name()).isEqualTo("GETSingle 10 VUs on m5a.large");
            assertThat(large10.run().attribute("postgrest_pool")).isEqualTo("100");
            assertThat(large10.find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value()).isEqualTo(2551.265784);
            assertThat(large10.find(Steps.TOTAL, Metrics.LATENCY_P95).orElseThrow().value()).isEqualTo(6.67);
            assertThat(large10.find(Steps.TOTAL, "http_req_duration.p(95)").orElseThrow().unit()).isEqualTo("ms");
            assertThat(large10.find(Steps.TOTAL, Metrics.DATA_RECEIVED).orElseThrow().value()).isEqualTo(24e6);

            RunResult getSingle = results.stream()
                    .filter(r -> "t3anano".equals(r.run().attribute("section"))
                            && "reads/singleObject.js".equals(r.run().attribute("script")))
                    .findFirst().orElseThrow();
            assertThat(getSingle.find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value()).isEqualTo(1372.484403);
            assertThat(getSingle.find(Steps.TOTAL, "http_req_blocked.avg").orElseThrow().value()).isEqualTo(0.07096);
            assertThat(getSingle.run().attribute("env.HOST")).isEqualTo("t3anano");
        }
    }
}
