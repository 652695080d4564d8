package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** Report folders through the real import service into both kinds of store, and read back. */
class IbenchStoreTest {

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void storesAReportFolderAsOneResultInRowOrderAndRecognisesItTheSecondTime(TestStores.Kind kind) {
        Path folder = Fixtures.path(IbenchFolderImporterTest.REPORT_2024);
        try (Store store = TestStores.open(kind)) {
            ImportSummary first = ImportHarness.importInto(store, folder);

            assertThat(first.results()).singleElement().satisfies(result -> {
                assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
                assertThat(result.format()).isEqualTo("ibench");
                assertThat(result.runIds()).hasSize(9);
            });
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).extracting(r -> r.run().name()).containsExactlyElementsOf(IbenchFolderImporterTest.DBMS_2024);
            RunResult base = results.get(0);
            assertThat(base.run().attribute("base")).isEqualTo("true");
            assertThat(base.run().attribute("version")).isEqualTo("10.23");
            assertThat(value(base, "l.i0", "throughput")).isEqualTo(1363636);
            assertThat(value(base, "qr100", "insert.target")).isEqualTo(1200);
            assertThat(value(base, "l.i0", "cspq")).isEqualTo(0.108);
            assertThat(base.steps()).startsWith("l.i0", "l.x", "l.i1", "l.i2", "qr100", "qp100", "qr500", "qp500",
                    "qr1000", "qp1000");
            RunResult hack = results.get(8);
            assertThat(value(hack, "l.i2", "throughput")).isEqualTo(159787);
            assertThat(value(hack, "l.i2", "throughput.relative")).isEqualTo(6.44);
            assertThat(hack.find("l.i2", "throughput")).get().extracting(Measurement::unit).isEqualTo("1/s");

            ImportSummary second = ImportHarness.importInto(store, folder);

            assertThat(second.results()).singleElement().extracting(ImportResult::status)
                    .isEqualTo(ImportResult.Status.DUPLICATE);
            assertThat(ImportHarness.results(store)).hasSize(9);
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void importsEveryReportFolderBelowAFolder(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            ImportSummary summary = ImportHarness.importInto(store, Fixtures.path("ibench"));

            assertThat(summary.results()).extracting(ImportResult::status)
                    .containsExactly(ImportResult.Status.IMPORTED, ImportResult.Status.IMPORTED);
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).hasSize(17);
            RunResult pg160 = results.stream().filter(r -> r.run().name().startsWith("pg160_")).findFirst().orElseThrow();
            assertThat(value(pg160, "l.i1", "throughput")).isEqualTo(224278);
            assertThat(pg160.run().attribute("version")).isEqualTo("16.0");
        }
    }

    private static double value(RunResult run, String step, String metric) {
        return run.find(step, metric).map(Measurement::value)
                .orElseThrow(() -> new AssertionError(run.run().name() + " has no " + metric + " at " + step));
    }
}
