package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import org.benchlens.imports.mixed.MixedTextImporter;
import org.benchlens.imports.table.GenericTableImporter;
import org.benchlens.imports.table.ResultTableImporter;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.CorpusRow;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/**
 * Every real file of {@code realworld/}, as {@code realworld/CORPUS.tsv} describes it: detected as its format
 * and as no other, then imported into a store and read back with the figures written from the file, or
 * refused with a sentence naming its tool (decision 0170).
 */
class RealWorldCorpusTest {

    private static final Path ROOT = RealWorld.path("CORPUS.tsv").getParent();
    private static final List<CorpusRow> ROWS = CorpusRow.read(ROOT.resolve("CORPUS.tsv"));
    private static Store store;

    /** Real files BenchLens reads wrong today, each kept in the table with what it does now; none at present. */
    private static final List<String> KNOWN_FAILURES = List.of();

    @BeforeAll
    static void openStore() {
        store = TestStores.h2();
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    /** The corpus cannot shrink or grow unseen: each file has a row and each row a file. */
    @Test
    void everyRealFileHasOneRowAndEveryRowAFile() throws Exception {
        Set<String> files;
        try (Stream<Path> walk = Files.walk(ROOT)) {
            files = walk.filter(Files::isRegularFile).map(path -> ROOT.relativize(path).toString().replace('\\', '/'))
                    .filter(name -> !name.equals("SOURCES.md") && !name.equals("CORPUS.tsv"))
                    .collect(Collectors.toSet());
        }
        List<String> rows = ROWS.stream().map(CorpusRow::file).toList();
        assertThat(rows).as("rows of CORPUS.tsv").doesNotHaveDuplicates();
        assertThat(files).as("files under realworld/ against the rows of CORPUS.tsv")
                .containsExactlyInAnyOrderElementsOf(rows);
    }

    @Test
    void theFilesReadWrongAreTheListedOnesAndSayWhatGoesWrong() {
        List<CorpusRow> known = ROWS.stream().filter(CorpusRow::knownFailure).toList();
        assertThat(known).extracting(CorpusRow::file).containsExactlyInAnyOrderElementsOf(KNOWN_FAILURES);
        assertThat(known).allSatisfy(row -> assertThat(row.whatGoesWrong()).doesNotContain(" = "));
    }

    @TestFactory
    Stream<DynamicTest> everyFileIsDetectedAsItsFormatAndNoOther() {
        ImporterRegistry registry = ImporterRegistry.standard();
        return ROWS.stream().map(row -> DynamicTest.dynamicTest(row.file(), () -> {
            Peek peek = ImportSource.of(row.path(ROOT)).peek();
            String detected = registry.detect(peek).map(Importer::format).orElse(CorpusRow.NONE);
            assertThat(detected).as("format detected for %s", row.file()).isEqualTo(row.format());
            if (!row.format().equals(MixedTextImporter.FORMAT)) {
                assertThat(otherFormatsClaiming(registry, peek, row.format()))
                        .as("formats other than %s whose detectors also take %s", row.format(), row.file()).isEmpty();
            }
        }));
    }

    /**
     * Detectors of other tools that would take the file, were they asked first. The pasted-table readers guess
     * by shape and mixed text splits what others recognise, so they are left out; a mixed file holds parts
     * that other detectors take, which is what makes it mixed.
     */
    private static List<String> otherFormatsClaiming(ImporterRegistry registry, Peek peek, String format) {
        return registry.importers().stream()
                .filter(importer -> !(importer instanceof MixedTextImporter || importer instanceof GenericTableImporter
                        || importer instanceof ResultTableImporter))
                .filter(importer -> !importer.format().equals(format) && importer.detect(peek))
                .map(Importer::format).distinct().toList();
    }

    @TestFactory
    Stream<DynamicTest> everyFileImportsWithTheFiguresItShowsOrIsRefusedByName() {
        return ROWS.stream().sorted(Comparator.comparing(CorpusRow::file))
                .map(row -> DynamicTest.dynamicTest(row.file(), () -> check(row)));
    }

    private static void check(CorpusRow row) {
        ImportResult result = ImportHarness.importInto(store, row.path(ROOT)).results().get(0);
        if (row.refused()) {
            assertThat(result.status()).as("%s: %s", row.file(), result.describe()).isEqualTo(ImportResult.Status.FAILED);
            for (String words : row.figures()) {
                assertThat(result.problem().message()).as("why %s is refused", row.file()).contains(words);
            }
            return;
        }
        assertThat(result.status()).as("%s: %s", row.file(), result.describe()).isEqualTo(ImportResult.Status.IMPORTED);
        assertThat(result.runIds()).as("runs stored from %s", row.file()).hasSize(row.runs());
        List<RunResult> runs = stored(result.runIds());
        for (CorpusRow.Figure figure : row.expectedFigures()) {
            RunResult run = runs.get(figure.run() - 1);
            Measurement measurement = run.find(figure.step(), figure.metric()).orElseThrow(() -> new AssertionError(
                    row.file() + ": run " + figure.run() + " has no " + figure.metric() + " in step '" + figure.step()
                            + "'; its steps are " + run.steps()));
            assertThat(measurement.value()).as("%s: %s", row.file(), figure)
                    .isCloseTo(figure.value(), offset(Math.abs(figure.value()) * 1e-9));
        }
    }

    private static List<RunResult> stored(List<Long> ids) {
        return store.read(session -> {
            List<Run> runs = session.runs().list(RunFilter.ALL, ids).stream().sorted(Comparator.comparingLong(Run::id))
                    .toList();
            return session.results(runs);
        });
    }
}
