package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.benchlens.store.Store;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** A tool's output that BenchLens recognises but does not read is refused by name, with the file to import instead. */
class UnreadReportsRefusalTest {

    private Store store;
    private ImportService service;

    @BeforeEach
    void openStore() {
        store = TestStores.h2();
        service = new ImportService(store, ImporterRegistry.standard());
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    @Test
    void locustsExceptionsNamedAloneAreNamedWithTheirFolderAsTheWayOutNotTakenForATable() {
        Path exceptions = RealWorld.path("locust/phoenix-loadgen/example_exceptions.csv");

        ImportResult result = service.importPaths(List.of(exceptions), ImportOptions.NONE).results().get(0);

        assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
        assertThat(result.problem().toString()).isEqualTo(exceptions + ": this is Locust's exceptions file, which"
                + " BenchLens reads only with the statistics of its run: import the folder that holds it and its"
                + " PREFIX_stats.csv");
    }
}
