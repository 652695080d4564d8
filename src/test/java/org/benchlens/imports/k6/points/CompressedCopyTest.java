package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/**
 * A k6 NDJSON file and its gzipped copy are one input (decision 0129): whichever comes second is
 * already imported, even when both are stored at once.
 */
class CompressedCopyTest {

    /** What {@code sha256sum} prints for the fixture, and {@code gzip -dc} of its copy piped into it. */
    private static final String CONTENT = "3ea6c96afe7ebb4e8de531c9b018bb8b51cbeab962856570b6c527d543ab9f49";

    private static Path plain() {
        return Fixtures.path(K6NdjsonImporterTest.PLAIN);
    }

    private static Path gzipped() {
        return Fixtures.path(K6NdjsonImporterTest.GZIPPED);
    }

    private static ImportResult importOne(Store store, Path file) {
        return ImportHarness.importInto(store, file).results().get(0);
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void theGzippedCopyOfAnImportedFileIsAlreadyImportedAndSaysFromWhich(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            ImportResult first = importOne(store, plain());
            ImportResult copy = importOne(store, gzipped());

            assertThat(first.status()).isEqualTo(ImportResult.Status.IMPORTED);
            long run = first.runIds().get(0);
            assertThat(copy.status()).isEqualTo(ImportResult.Status.DUPLICATE);
            assertThat(copy.existingRunId()).isEqualTo(run);
            assertThat(copy.describe()).isEqualTo(gzipped() + ": already imported as run " + run);
            assertThat(copy.notes()).containsExactly("the same content as run " + run + ", imported from "
                    + plain().toAbsolutePath().normalize());
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }

    @Test
    void theFileAfterItsGzippedCopyIsAlreadyImportedAndTheStoredHashIsTheContents() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportResult first = importOne(store, gzipped());
            assertThat(importOne(store, plain()).status()).isEqualTo(ImportResult.Status.DUPLICATE);

            List<RunResult> stored = ImportHarness.results(store);
            assertThat(stored).hasSize(1);
            assertThat(stored.get(0).run().id()).isEqualTo(first.runIds().get(0));
            // the hash a reader checks: gzip -dc FILE | sha256sum, the same as the plain file's
            assertThat(stored.get(0).run().sourceHash()).isEqualTo(CONTENT)
                    .isNotEqualTo(ImportSource.of(gzipped()).sha256());
            assertThat(ImportSource.of(gzipped()).contentSha256()).isEqualTo(CONTENT);
            assertThat(ImportSource.of(plain()).contentSha256()).isEqualTo(CONTENT);
        }
    }

    @Test
    void aGzippedFileStoredUnderItsCompressedBytesBeforeIsStillRecognised() throws Exception {
        try (Store store = TestStores.h2()) {
            String compressed = ImportSource.of(gzipped()).sha256();
            long before = store.transaction(session -> session.saveInput(new RunDraft("k6-ndjson", "contacts 2 VUs"),
                    gzipped().toString(), compressed).id());

            ImportResult again = importOne(store, gzipped());

            assertThat(again.status()).isEqualTo(ImportResult.Status.DUPLICATE);
            assertThat(again.existingRunId()).isEqualTo(before);
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }

    @Test
    void theFileAndItsCopyStoredAtOnceMakeOneRun() throws Exception {
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 5; round++) {
                try (Store store = TestStores.h2()) {
                    CyclicBarrier together = new CyclicBarrier(2);
                    Future<ImportResult> a = two.submit(() -> {
                        together.await();
                        return importOne(store, plain());
                    });
                    Future<ImportResult> b = two.submit(() -> {
                        together.await();
                        return importOne(store, gzipped());
                    });
                    List<ImportResult.Status> statuses = List.of(a.get().status(), b.get().status());

                    assertThat(statuses).as("round " + round)
                            .containsExactlyInAnyOrder(ImportResult.Status.IMPORTED, ImportResult.Status.DUPLICATE);
                    assertThat(ImportHarness.results(store)).as("round " + round).hasSize(1);
                }
            }
        } finally {
            two.shutdownNow();
        }
    }
}
