package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.TestStores;

/**
 * The import framework with a small format of its own ("rate" files: a first line {@code #rates},
 * then {@code name value} lines, one run each), so that what is tested is the service: detection,
 * transactions, duplicates, sidecar attributes, gzip and character sets.
 */
class ImportServiceTest {

    @TempDir
    Path folder;

    private Store store;
    private ImportService service;

    /** A deliberately tiny importer: one run per line, failing on a line that is not "name number". */
    private static final class RatesImporter implements Importer {
        @Override
        public String format() {
            return "rates";
        }

        @Override
        public String description() {
            return "rates test files";
        }

        @Override
        public boolean detect(Peek peek) {
            return peek.firstNonBlankLine().equals("#rates");
        }

        @Override
        public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
            try (BufferedReader reader = source.openReader()) {
                reader.readLine();
                String line;
                int number = 1;
                while ((line = reader.readLine()) != null) {
                    number++;
                    String[] parts = line.strip().split(" ");
                    if (parts.length != 2 || !parts[1].matches("[0-9.]+")) {
                        throw new ImportFailure(number, parts[0].length() + 2,
                                "expected 'name rate' with a number, found '" + line + "'");
                    }
                    context.emit(new RunDraft("rates", parts[0]).measure("total", "throughput",
                            Double.parseDouble(parts[1]), "1/s"));
                }
            }
        }
    }

    @BeforeEach
    void openStore() {
        store = TestStores.h2();
        service = new ImportService(store, new ImporterRegistry(List.of(new RatesImporter()), List.of()));
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    private Path write(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private List<Run> runs() {
        return store.read(session -> session.runs().list(RunFilter.ALL));
    }

    @Test
    void importsEveryRunOfAFileWithTheSourceAndItsHash() throws IOException {
        Path file = write("a.txt", "#rates\nGETSingle 1372.48\nPOSTBulk 557.42\n");

        ImportSummary summary = service.importPaths(List.of(file), ImportOptions.NONE);

        assertThat(summary.results()).singleElement().satisfies(r -> {
            assertThat(r.status()).isEqualTo(ImportResult.Status.IMPORTED);
            assertThat(r.describe()).isEqualTo(file + ": imported 2 runs as rates (runs 1..2)");
        });
        assertThat(runs()).extracting(Run::name).containsExactly("GETSingle", "POSTBulk");
        assertThat(runs().get(0).sourceFile()).isEqualTo(file.toAbsolutePath().toString());
        assertThat(runs().get(0).sourceHash()).hasSize(64);
    }

    @Test
    void aSecondImportOfTheSameBytesSaysWhereTheyAreAndStoresNothing() throws IOException {
        Path file = write("a.txt", "#rates\nGETSingle 1372.48\n");
        Path copy = write("elsewhere/b.txt", "#rates\nGETSingle 1372.48\n");
        service.importPaths(List.of(file), ImportOptions.NONE);

        ImportSummary again = service.importPaths(List.of(copy), ImportOptions.NONE);

        assertThat(again.results().get(0).status()).isEqualTo(ImportResult.Status.DUPLICATE);
        assertThat(again.results().get(0).describe()).isEqualTo(copy + ": already imported as run 1");
        assertThat(runs()).hasSize(1);
    }

    @Test
    void aBadFileLeavesTheStoreUnchangedAndTheOthersStillImport() throws IOException {
        Path good = write("1-good.txt", "#rates\nGETSingle 1372.48\n");
        Path bad = write("2-bad.txt", "#rates\nGETSingle 1372.48\nPOSTBulk fast\n");
        Path alsoGood = write("3-good.txt", "#rates\nPOSTSingle 1152.39\n");

        ImportSummary summary = service.importPaths(List.of(good, bad, alsoGood), ImportOptions.NONE);

        assertThat(summary.anyFailed()).isTrue();
        ImportResult failed = summary.results().get(1);
        assertThat(failed.status()).isEqualTo(ImportResult.Status.FAILED);
        assertThat(failed.problem().toString())
                .isEqualTo(bad + ":3:10: expected 'name rate' with a number, found 'POSTBulk fast'");
        assertThat(runs()).extracting(Run::name).containsExactly("GETSingle", "POSTSingle");
        assertThat(summary.describe()).isEqualTo("imported 2 runs from 2 inputs, 1 failed");
    }

    @Test
    void emptyBinaryAndUnknownFilesAreRefusedWithAReason() throws IOException {
        Path empty = write("empty.json", "");
        Path binary = folder.resolve("image.png");
        Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13, 'I', 'H', 'D', 'R'});
        Path prose = write("notes.txt", "We ran the benchmark twice.\n");

        ImportSummary summary = service.importPaths(List.of(empty, binary, prose), ImportOptions.NONE);

        assertThat(summary.results()).extracting(r -> r.problem().toString()).containsExactly(
                empty + ": the file is empty; it is none of the formats BenchLens reads"
                        + " (1, listed in the README's format table)",
                binary + ": the file is binary, not text; it is none of the formats BenchLens reads"
                        + " (1, listed in the README's format table)",
                prose + ": not a format BenchLens knows (it starts with \"We ran the benchmark twice.\");"
                        + " it is none of the formats BenchLens reads"
                        + " (1, listed in the README's format table)");
        assertThat(runs()).isEmpty();
    }

    @Test
    void aFileThatIsNotThereIsSaidSo() {
        Path missing = folder.resolve("gone.json");

        ImportResult result = service.importPaths(List.of(missing), ImportOptions.NONE).results().get(0);

        assertThat(result.problem().toString()).isEqualTo(missing + ": no such file");
    }

    @Test
    void foldersImportRecursivelySkippingWhatIsNotAResult() throws IOException {
        write("results/k6/a.txt", "#rates\nGETSingle 1372.48\n");
        write("results/k6/deeper/b.txt", "#rates\nPOSTBulk 557.42\n");
        write("results/notes.txt", "not a result\n");
        write("results/README.md", "#rates\nthis is documentation\n");
        write("results/.hidden", "#rates\nHidden 1\n");

        ImportSummary summary = service.importPaths(List.of(folder.resolve("results")), ImportOptions.NONE);

        assertThat(runs()).extracting(Run::name).containsExactly("GETSingle", "POSTBulk");
        assertThat(summary.anyFailed()).isFalse();
        assertThat(summary.count(ImportResult.Status.SKIPPED)).isEqualTo(1);
    }

    @Test
    void attributesComeFromSidecarsAndTheCommandLineWhichWins() throws IOException {
        write("aurora/benchlens.attrs", "# every file below\ninstance=db.r5.xlarge\nregion=eu-west-1\n");
        Path file = write("aurora/run.txt", "#rates\nrunit 2583\n");
        write("aurora/run.txt.attrs", "region=eu-west-2\nbatch=10\n");

        service.importPaths(List.of(file), new ImportOptions(
                Attributes.of(Map.of("instance", "db.r6g.xlarge")), List.of("aurora")));

        Run run = runs().get(0);
        assertThat(run.attributes().values()).containsEntry("instance", "db.r6g.xlarge")
                .containsEntry("region", "eu-west-2").containsEntry("batch", "10");
        assertThat(run.tags()).containsExactly("aurora");
    }

    @Test
    void readsGzipAndUtf16Transparently() throws IOException {
        Path gz = folder.resolve("a.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write("#rates\nGETSingle 1372.48\n".getBytes(StandardCharsets.UTF_8));
        }
        Path utf16 = folder.resolve("powershell.txt");
        Files.write(utf16, ("\uFEFF#rates\r\nPOSTBulk 557.42\r\n").getBytes(StandardCharsets.UTF_16LE));

        ImportSummary summary = service.importPaths(List.of(gz, utf16), ImportOptions.NONE);

        assertThat(summary.anyFailed()).as(summary.describe()).isFalse();
        assertThat(runs()).extracting(Run::name).containsExactly("GETSingle", "POSTBulk");
    }

    @Test
    void aDamagedGzipFileIsReportedNotThrown() throws IOException {
        Path gz = folder.resolve("a.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(("#rates\n" + "GETSingle 1372.48\n".repeat(20000)).getBytes(StandardCharsets.UTF_8));
        }
        byte[] bytes = Files.readAllBytes(gz);
        Files.write(gz, Arrays.copyOf(bytes, bytes.length / 2));

        ImportResult result = service.importPaths(List.of(gz), ImportOptions.NONE).results().get(0);

        assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
        assertThat(result.problem().message()).startsWith("the file ends early or its gzip data is damaged");
        assertThat(runs()).isEmpty();
    }

    @Test
    void aStoreThatCannotBeOpenedStopsTheImportWithOneClearMessage() throws IOException {
        Path first = write("1.txt", "#rates\nGETSingle 1372.48\n");
        Path second = write("2.txt", "#rates\nPOSTBulk 557.42\n");
        Path blocker = write("not-a-folder", "a file where the store's folder should be\n");
        StoreLocation impossible = StoreLocation.file(blocker.resolve("store"));

        try (Store broken = Store.openInBackground(impossible)) {
            ImportSummary summary = new ImportService(broken, new ImporterRegistry(List.of(new RatesImporter()),
                    List.of())).importPaths(List.of(first, second), ImportOptions.NONE);

            assertThat(summary.results()).singleElement().satisfies(r -> {
                assertThat(r.status()).isEqualTo(ImportResult.Status.FAILED);
                assertThat(r.problem().message()).startsWith("not stored, and the import stopped: cannot open the store at "
                        + impossible.describe());
            });
        }
    }

    @Test
    void cancellingStopsBeforeTheNextFileAndKeepsWhatWasDone() throws IOException {
        Path first = write("1.txt", "#rates\nGETSingle 1372.48\n");
        Path second = write("2.txt", "#rates\nPOSTBulk 557.42\n");
        AtomicInteger started = new AtomicInteger();
        ImportListener listener = new ImportListener() {
            @Override
            public void started(Path input, int index, int total) {
                started.incrementAndGet();
            }
        };

        ImportSummary summary = service.importPaths(List.of(first, second), ImportOptions.NONE, listener,
                () -> started.get() > 1);

        assertThat(summary.results()).extracting(ImportResult::status)
                .containsExactly(ImportResult.Status.IMPORTED, ImportResult.Status.CANCELLED);
        assertThat(runs()).extracting(Run::name).containsExactly("GETSingle");
    }
}
