package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Run;

/**
 * A store a kill left with part of an input and indexes that disagree with their tables (decision
 * 0134): {@code store check} names the indexes, and the repair leaves the part out. Opened to write, the
 * file, which its killed writer left open, is first copied into a new one whose indexes agree (decision
 * 0137), so the part is left out as it opens, not refused and never a delete that never ends. The file is the
 * one kill 14 of the kill harness's seed 1796263251519 left: a 1 500-run sweep table killed 2.7 s
 * into its first import into a new store, while H2 committed it.
 */
class DamagedIndexesTest {

    @TempDir
    Path folder;

    private StoreLocation damagedStore() throws Exception {
        Path store = folder.resolve("store");
        try (InputStream gzipped = getClass().getResourceAsStream("/stores/killed-while-committing.mv.db.gz");
             InputStream file = new GZIPInputStream(gzipped)) {
            Files.copy(file, Path.of(store + ".mv.db"));
        }
        return StoreLocation.file(store);
    }

    @Test
    void aStoreWhoseIndexesDisagreeIsRewrittenAsItOpensAndThePartLeftOut() throws Exception {
        StoreLocation location = damagedStore();
        List<String> said = new ArrayList<>();
        // the kill left the file open: copied into a new file (decision 0137), whose indexes are built anew
        assertTimeoutPreemptively(Duration.ofSeconds(90), () -> {
            try (Store store = Store.open(location, said::add)) {
                assertThat(store.<List<Run>>read(session -> session.runs().list(RunFilter.ALL))).isEmpty();
            }
        });
        assertThat(said).contains("left out 756 runs (1..756) of the store at " + location.describe() + ": part of an"
                + " input a process was storing when it was killed; import that file again");
        assertThat(said.get(0)).startsWith("rewriting the store at " + location.describe() + " once before using it");
        assertThat(StoreRepair.check(location).whole()).isTrue();
    }

    @Test
    void checkNamesTheIndexesAndRepairLeavesThePartOut() throws Exception {
        StoreLocation location = damagedStore();
        StoreRepair.Findings findings = StoreRepair.check(location);
        assertThat(findings.readable()).isEmpty();
        assertThat(findings.partOfInputs()).hasSize(756);
        assertThat(findings.problems()).anySatisfy(problem -> assertThat(problem)
                .startsWith("the indexes of measurement, run, run_attribute disagree with their tables (")
                .contains("run: 768 rows in its index RUN_SOURCE_HASH, 756 in the table"));

        StoreRepair.repair(location);
        try (Store store = Store.open(location)) {
            List<Run> runs = store.read(session -> session.runs().list(RunFilter.ALL));
            assertThat(runs).isEmpty();
        }
        assertThat(StoreRepair.check(location).whole()).isTrue();
    }

    @Test
    void theIndexesOfAStoreNeverKilledAgree() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("healthy"));
        try (Store store = Store.open(location)) {
            new ImportService(store, ImporterRegistry.standard())
                    .importPaths(List.of(Path.of("sample-data/insert-benchmark-pg12-17")), ImportOptions.NONE);
        }
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password())) {
            List<IndexAgreement.Disagreement> disagreements = IndexAgreement.disagreements(connection);
            assertThat(disagreements).isEmpty();
        }
    }
}
