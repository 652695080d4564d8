package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.TestStores;

class RunsViewModelTest {

    @TempDir
    Path folder;

    private Store store;
    private RunsViewModel model;

    @BeforeEach
    void open() {
        store = TestStores.h2();
        model = new RunsViewModel(store, new ImmediateBackground());
    }

    @AfterEach
    void close() {
        store.close();
    }

    private void save(String name, String instance, double throughput) {
        store.transaction(session -> session.save(new RunDraft("k6-summary", name).attribute("instance", instance)
                .measure("total", "throughput", throughput, "1/s"), name + ".json", name));
    }

    @Test
    void listsRunsFiltersThemAndLoadsTheSelectedRunsMeasurements() {
        save("GETSingle", "t3a.nano", 1372.48);
        save("POSTBulk", "t3a.nano", 557.42);
        save("GETSingle c5", "c5.xlarge", 2845.25);

        model.refresh();
        assertThat(model.runs()).extracting(Run::name).containsExactly("GETSingle", "POSTBulk", "GETSingle c5");
        assertThat(model.shownProperty().get()).isEqualTo("3 runs");

        model.filterTextProperty().set("c5.x");
        assertThat(model.runs()).extracting(Run::name).containsExactly("GETSingle c5");
        assertThat(model.shownProperty().get()).isEqualTo("1 run matching \"c5.x\"");

        model.selectedProperty().set(model.runs().get(0));
        assertThat(model.measurements()).singleElement().satisfies(m -> {
            assertThat(m.metric()).isEqualTo("throughput");
            assertThat(m.value()).isEqualTo(2845.25);
        });
    }

    @Test
    void deletingRunsRemovesThemAndSaysHowMany() {
        save("GETSingle", "t3a.nano", 1372.48);
        save("POSTBulk", "t3a.nano", 557.42);
        model.refresh();

        model.delete(List.of(model.runs().get(0)));

        assertThat(model.runs()).extracting(Run::name).containsExactly("POSTBulk");
        assertThat(model.statusProperty().get()).isEqualTo("Deleted 1 run");
        assertThat(model.shownProperty().get()).isEqualTo("1 run");
    }

    @Test
    void aNewStoreGetsTheSampleDataOnceAndNeverAgain() throws IOException {
        Path samples = folder.resolve("sample-data");
        Files.createDirectories(samples);
        Files.writeString(samples.resolve("sweep.txt"), "GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n");

        model.offerSampleData(samples);
        assertThat(model.runs()).extracting(Run::name).containsExactly("GETSingle 10 VUs", "GETSingle 20 VUs");
        assertThat(model.statusProperty().get()).isEqualTo("imported 2 runs from 1 inputs");

        model.delete(List.copyOf(model.runs()));
        RunsViewModel later = new RunsViewModel(store, new ImmediateBackground());
        later.offerSampleData(samples);
        assertThat(later.lastImportProperty().get()).as("a second start does not import again").isNull();
        assertThat(later.runs()).as("the user's deletion stands").isEmpty();
    }

    @Test
    void aStoreThatHasRunsDoesNotGetTheSamples() throws IOException {
        save("GETSingle", "t3a.nano", 1372.48);
        Path samples = Files.createDirectories(folder.resolve("sample-data"));

        model.offerSampleData(samples);

        assertThat(model.lastImportProperty().get()).isNull();
        assertThat(model.runs()).extracting(Run::name).containsExactly("GETSingle");
    }

    @Test
    void anImportThatFailsSaysWhyInTheStatus() throws IOException {
        Path bad = Files.writeString(folder.resolve("bad.json"), "");

        model.importPaths(List.of(bad));

        assertThat(model.statusProperty().get())
                .isEqualTo("imported 0 runs from 0 inputs, 1 failed — " + bad + ": the file is empty; expected one of: "
                        + ImporterRegistry.standard().describeFormats());
    }
}
