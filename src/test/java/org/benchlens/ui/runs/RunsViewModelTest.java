package org.benchlens.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.app.Workspace;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Attributes;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.HeldBackground;
import org.benchlens.ui.ImmediateBackground;
import org.benchlens.ui.common.DisplayNumbers;

class RunsViewModelTest {

    @TempDir
    Path folder;

    private Store store;
    private RunsViewModel model;

    @BeforeEach
    void open() {
        store = TestStores.h2();
        model = new RunsViewModel(Workspace.on(store), new ImmediateBackground());
    }

    @AfterEach
    void close() {
        store.close();
    }

    private Run save(RunDraft draft) {
        return store.transaction(session -> session.saveInput(draft, draft.name() + ".json", draft.name()));
    }

    private Run save(String name, String instance, double throughput) {
        return save(new RunDraft("k6-summary", name).attribute("instance", instance)
                .measure("total", "throughput", throughput, "1/s"));
    }

    private List<String> shownNames() {
        return model.runs().stream().map(Run::name).toList();
    }

    @Test
    void listsRunsWithTheirThroughputAndFiltersThemByWordAttributeAndTag() {
        save("GETSingle", "t3a.nano", 1372.48);
        save(new RunDraft("k6-summary", "POSTBulk").attribute("instance", "t3a.nano").tag("baseline")
                .measure("total", "throughput", 557.42, "1/s"));
        save(new RunDraft("ibench", "pg17beta3 cached").attribute("dbms", "pg17beta3")
                .measure("l.i0", "throughput", 386_232, "1/s").measure("qr100", "throughput", 8_211, "1/s"));

        model.refresh();
        assertThat(shownNames()).containsExactly("GETSingle", "POSTBulk", "pg17beta3 cached");
        assertThat(model.shownRows()).extracting(r -> r.throughput().value()).containsExactly(1372.48, 557.42, 386_232.0);
        assertThat(model.shownRows().get(2).throughput().step()).as("no total: the first step").isEqualTo("l.i0");
        assertThat(model.shownProperty().get()).isEqualTo("3 runs");

        model.filterTextProperty().set("instance=T3A.nano");
        assertThat(shownNames()).containsExactly("GETSingle", "POSTBulk");
        model.filterTextProperty().set("instance=t3a.nano bulk");
        assertThat(shownNames()).containsExactly("POSTBulk");
        assertThat(model.shownProperty().get()).isEqualTo("1 run matching \"instance=t3a.nano bulk\" of 3");
        model.filterTextProperty().set("tag:baseline");
        assertThat(shownNames()).containsExactly("POSTBulk");
        model.filterTextProperty().set("dbms=pg17beta3");
        assertThat(shownNames()).containsExactly("pg17beta3 cached");
        model.filterTextProperty().set("dbms=pg17");
        assertThat(shownNames()).as("key=value is equality, not a prefix").isEmpty();
        model.filterTextProperty().set("format=ibench");
        assertThat(shownNames()).containsExactly("pg17beta3 cached");
        model.filterTextProperty().set("");
        assertThat(model.shownProperty().get()).isEqualTo("3 runs");
    }

    @Test
    void selectingRunsLoadsEveryMeasurementOfEach() {
        Run get = save("GETSingle", "t3a.nano", 1372.48);
        Run pg = save(new RunDraft("ibench", "pg17").measure("l.i0", "throughput", 386_232, "1/s")
                .measure("l.i0", "latency.max", 12.5, "ms"));
        model.refresh();

        model.select(List.of(get, pg));

        assertThat(model.measurements()).extracting(r -> r.run().id() + " " + r.measurement().step() + " "
                + r.measurement().metric() + " " + r.measurement().value())
                .containsExactly(get.id() + " total throughput 1372.48", pg.id() + " l.i0 throughput 386232.0",
                        pg.id() + " l.i0 latency.max 12.5");
        assertThat(RunDetailView.title(model.selectedRuns()))
                .isEqualTo("2 runs selected; the lines where they differ are highlighted");
    }

    @Test
    void attributesEditedInPlaceAreSavedAndTheOnesLeftOutRemoved() {
        Run run = save(new RunDraft("k6-summary", "GETSingle").attribute("instance", "t3a.nano")
                .attribute("vus", "50"));
        model.refresh();

        model.labels().editAttributes(run, "instance=c5.xlarge deployment=\"2 postgrest behind nginx\"");

        Run stored = store.read(session -> session.runs().find(run.id()).orElseThrow());
        assertThat(stored.attributes().values()).containsExactly(
                java.util.Map.entry("deployment", "2 postgrest behind nginx"), java.util.Map.entry("instance", "c5.xlarge"));
        assertThat(model.runs().get(0).attributes()).isEqualTo(stored.attributes());
        assertThat(model.statusProperty().get()).isEqualTo("Run " + run.id() + ": attributes saved");

        model.labels().editAttributes(stored, "instance c5.xlarge");
        assertThat(model.statusProperty().get()).isEqualTo("Run " + run.id() + " not changed: at position 9: "
                + "expected '=' after the key instance (pairs are key=value; a value with spaces is written in quotes: "
                + "key=\"a b\")");
        assertThat(store.read(session -> session.runs().find(run.id()).orElseThrow()).attributes())
                .isEqualTo(stored.attributes());
    }

    @Test
    void attributesOfSeveralRunsAreSetAndRemovedOnEachAndTheirOthersKept() {
        Run nano = save(new RunDraft("k6-summary", "GETSingle").attribute("instance", "t3a.nano").attribute("vus", "50")
                .attribute("note", "old"));
        Run large = save(new RunDraft("k6-summary", "POSTBulk").attribute("instance", "c5.xlarge")
                .attribute("vus", "100"));
        model.refresh();

        model.labels().setAttributes(List.of(nano, large), "deployment=\"2 postgrest behind nginx\" vus=200", "note");

        assertThat(store.read(session -> session.runs().find(nano.id()).orElseThrow()).attributes().values())
                .containsExactly(java.util.Map.entry("deployment", "2 postgrest behind nginx"),
                        java.util.Map.entry("instance", "t3a.nano"), java.util.Map.entry("vus", "200"));
        assertThat(store.read(session -> session.runs().find(large.id()).orElseThrow()).attributes().values())
                .containsExactly(java.util.Map.entry("deployment", "2 postgrest behind nginx"),
                        java.util.Map.entry("instance", "c5.xlarge"), java.util.Map.entry("vus", "200"));
        assertThat(model.statusProperty().get()).isEqualTo("Attributes of 2 runs changed");

        model.labels().setAttributes(List.of(nano, large), "vus 300", "");
        assertThat(model.statusProperty().get()).startsWith("2 runs not changed: at position 4: expected '='");
        model.labels().setAttributes(List.of(nano, large), " ", " ");
        assertThat(model.statusProperty().get()).isEqualTo("Nothing to change: type key=value pairs to set or keys to "
                + "remove");
    }

    @Test
    void anEditKeepsTheRunnersCommandByteForByteAndMayNotChangeIt() {
        String command = "[\"run\",\"http\",\"--url\",\"http://127.0.0.1:1/\",\"--attr\",\"config=quick\"]";
        Run run = save(new RunDraft("http", "GET").attribute("config", "quick").attribute("runner.command", command)
                .measure("total", "throughput", 100, "1/s"));
        model.refresh();

        model.labels().editAttributes(run, run.attributes() + " instance=local-h2");
        Run stored = store.read(session -> session.runs().find(run.id()).orElseThrow());
        assertThat(stored.attributes().values()).containsExactly(java.util.Map.entry("config", "quick"),
                java.util.Map.entry("instance", "local-h2"), java.util.Map.entry("runner.command", command));

        model.labels().editAttributes(stored, "config=quick instance=local-h2");
        assertThat(model.statusProperty().get()).isEqualTo("Run " + run.id() + " not changed: runner.command is kept "
                + "as the runner stored it, since it makes run " + run.id() + " again; change the other attributes");
        model.labels().editAttributes(stored, "runner.command=[] config=quick instance=local-h2");
        assertThat(store.read(session -> session.runs().find(run.id()).orElseThrow()).attributes())
                .isEqualTo(stored.attributes());
    }

    @Test
    void tagsAreAddedAndRemovedOnEverySelectedRun() {
        Run a = save("GETSingle", "t3a.nano", 1372.48);
        Run b = save("POSTBulk", "t3a.nano", 557.42);
        model.refresh();

        model.labels().tag(List.of(a, b), List.of("baseline", "2020"), List.of());
        model.labels().editTags(model.runs().get(1), "baseline");

        assertThat(store.read(session -> session.runs().find(a.id()).orElseThrow()).tags())
                .containsExactly("2020", "baseline");
        assertThat(store.read(session -> session.runs().find(b.id()).orElseThrow()).tags()).containsExactly("baseline");
        model.filterTextProperty().set("tag:2020");
        assertThat(shownNames()).containsExactly("GETSingle");
    }

    @Test
    void undoPutsBackDeletedRunsWholeUnderTheirOwnIds() {
        Histogram micros = LatencyHistogram.newMicrosHistogram();
        micros.recordValue(1_250);
        micros.recordValue(98_000);
        Run first = save(new RunDraft("k6-ndjson", "browse").attribute("vus", "240").tag("nightly")
                .measure("total", "throughput", 11_980.5, "1/s")
                .measure("total", "latency.p95", 48.25, "ms")
                .series(new Series("total", "throughput", "1/s",
                        List.of(new SeriesPoint(1_715_673_600, 11_950), new SeriesPoint(1_715_673_601, 12_011))))
                .histogram(LatencyHistogram.of("total", "http_req_duration", micros)));
        Run second = save("POSTBulk", "t3a.nano", 557.42);
        RunContent before = store.read(session -> session.content(first.id()).orElseThrow());
        model.refresh();

        model.delete(List.of(first, second));
        assertThat(model.runs()).isEmpty();
        assertThat(model.canUndoProperty().get()).isTrue();
        assertThat(model.statusProperty().get()).isEqualTo("Deleted 2 runs (Edit ▸ Undo puts them back)");

        model.undoDelete();

        assertThat(model.runs()).extracting(Run::id).containsExactly(first.id(), second.id());
        assertThat(model.statusProperty().get()).isEqualTo("Restored 2 runs");
        assertThat(model.addedRunsProperty().get()).as("pointed to in the list").containsExactly(first.id(), second.id());
        assertThat(model.canUndoProperty().get()).isFalse();
        RunContent after = store.read(session -> session.content(first.id()).orElseThrow());
        assertThat(after.run()).isEqualTo(before.run());
        assertThat(after.measurements()).isEqualTo(before.measurements());
        assertThat(after.series()).isEqualTo(before.series());
        assertThat(after.histograms()).hasSize(1);
        assertThat(after.histograms().get(0).decode().getValueAtPercentile(100))
                .isEqualTo(micros.getValueAtPercentile(100));
        Run later = save("GETSingle", "t3a.nano", 1372.48);
        assertThat(later.id()).as("a new run never takes a restored id").isGreaterThan(second.id());
    }

    @Test
    void theImportedRunsHiddenNoticeCountsOnlyRunsTheFilterOfTheImportHides() throws IOException {
        Path sweep = Files.writeString(folder.resolve("sweep.txt"),
                "GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n");
        model.filterTextProperty().set("ybio");
        model.importPaths(List.of(sweep), ImportOptions.NONE);
        assertThat(model.importedHiddenProperty().get()).as("both hidden by the filter of the import").isEqualTo(2);
        assertThat(model.addedRunsProperty().get()).as("the imported runs, for the list to point to").hasSize(2);
        assertThat(model.importingProperty().get()).isFalse();

        model.filterTextProperty().set("");
        model.importPaths(List.of(Files.writeString(folder.resolve("again.txt"),
                "GETSingle\n30, 0.00,12693.1/s\n40, 0.00,12865.2/s\n")), ImportOptions.NONE);
        model.delete(List.of(model.runs().get(0)));
        assertThat(model.importedHiddenProperty().get()).as("a deleted run is not hidden, no filter is set").isZero();

        model.importPaths(List.of(Files.writeString(folder.resolve("third.txt"),
                "POSTBulk\n10, 0.00,4819.0/s\n")), ImportOptions.NONE);
        model.filterTextProperty().set("GETSingle");
        assertThat(model.importedHiddenProperty().get()).as("a filter typed after the import is the user's choice").isZero();
    }

    @Test
    void runsTheRunnerStoredAreReadAndPointedTo() {
        save("GETSingle", "t3a.nano", 1372.48);
        model.refresh();
        Run fromRunner = save(new RunDraft("runner-http", "http://127.0.0.1:8080/ 8 VUs").attribute("vus", "8")
                .measure("total", "throughput", 4100.5, "1/s"));

        model.stored(List.of(fromRunner));

        assertThat(model.runs()).extracting(Run::id).contains(fromRunner.id());
        assertThat(model.addedRunsProperty().get()).containsExactly(fromRunner.id());
        assertThat(model.importedHiddenProperty().get()).isZero();

        // a filter that hides the run the runner just stored: the bar says so and shows it
        model.filterTextProperty().set("t3a.nano");
        Run another = save(new RunDraft("runner-http", "http://127.0.0.1:8080/ 16 VUs").attribute("vus", "16")
                .measure("total", "throughput", 4300.5, "1/s"));
        model.stored(List.of(another));
        assertThat(model.importedHiddenProperty().get()).isEqualTo(1);
        assertThat(model.showImportedRuns()).containsExactly(another.id());
        assertThat(model.filterTextProperty().get()).isEmpty();
    }

    @Test
    void importedFilesGetTheAttributesAndTagsOfTheImportDialog() {
        Path summary = Fixtures.path("k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json");

        model.importPaths(List.of(summary), new ImportOptions(Attributes.of(java.util.Map.of("price_per_hour", "0.0047")),
                List.of("2020")));

        assertThat(model.runs()).singleElement().satisfies(run -> {
            assertThat(run.attribute("price_per_hour")).isEqualTo("0.0047");
            assertThat(run.tags()).containsExactly("2020");
        });
        assertThat(model.shownRows().get(0).throughput().value()).isEqualTo(1372.484402539363);
        assertThat(model.importProblems()).isEmpty();
    }

    @Test
    void pastedTextIsImportedLikeAFileAndNothingIsLeftInTheTemporaryFolder() {
        model.importText("GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n",
                new ImportOptions(Attributes.of(java.util.Map.of("instance", "t3a.nano")), List.of()));

        assertThat(shownNames()).containsExactly("GETSingle 10 VUs", "GETSingle 20 VUs");
        assertThat(model.shownRows()).extracting(r -> r.throughput().value()).containsExactly(7438.584307, 11579.30724);
        assertThat(model.runs()).allSatisfy(run -> {
            assertThat(run.attribute("instance")).isEqualTo("t3a.nano");
            assertThat(Path.of(run.sourceFile()).getFileName().toString()).startsWith("pasted GETSingle ");
            assertThat(Path.of(run.sourceFile())).doesNotExist();
        });
        assertThat(model.statusProperty().get()).isEqualTo("imported 2 runs from 1 input");
    }

    @Test
    void aBadFileIsListedWithItsLineAndTheImportersSentence() throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(
                Fixtures.path("k6/12_xk6-dashboard_2023_out-json_ndjson.json")).subList(0, 60));
        lines.set(41, lines.get(41).replace("\"value\":", "\"value\":x"));
        Path bad = Files.write(folder.resolve("broken.json"), lines);
        Path empty = Files.writeString(folder.resolve("empty.json"), "");

        model.importPaths(List.of(bad, empty), ImportOptions.NONE);

        assertThat(model.importProblems()).hasSize(2);
        assertThat(model.importProblems().get(0)).matches(java.util.regex.Pattern.quote(bad + ":42:") + "\\d+: .+");
        assertThat(model.importProblems().get(1)).isEqualTo(empty + ": the file is empty; it is none of the formats BenchLens reads ("
                + ImporterRegistry.standard().formatCount() + ", listed in the README's format table)");
        assertThat(model.runs()).as("nothing half-imported").isEmpty();
        assertThat(model.statusProperty().get()).startsWith("nothing imported, 2 failed — " + bad + ":42:");
    }

    @Test
    void aNewStoreGetsTheSampleDataOnceAndSaysSo() throws IOException {
        Path samples = folder.resolve("sample-data");
        Files.createDirectories(samples);
        Files.writeString(samples.resolve("sweep.txt"), "GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n");

        model.offerSampleData(samples);
        assertThat(shownNames()).containsExactly("GETSingle 10 VUs", "GETSingle 20 VUs");
        assertThat(model.noticeProperty().get()).isEqualTo("This new store was filled with sample data: 2 runs from "
                + samples + ". Select them and press Delete when you have your own.");

        model.delete(List.copyOf(model.runs()));
        RunsViewModel later = new RunsViewModel(Workspace.on(store), new ImmediateBackground());
        later.offerSampleData(samples);
        assertThat(later.lastImportProperty().get()).as("a second start does not import again").isNull();
        assertThat(later.noticeProperty().get()).isEmpty();
        assertThat(later.runs()).as("the user's deletion stands").isEmpty();
    }

    @Test
    void whileTheRunsAreReadTheListSaysSoAndNotThatNoRunMatches() {
        save("GETSingle", "t3a.nano", 1372.48);
        HeldBackground held = new HeldBackground();
        RunsViewModel starting = new RunsViewModel(Workspace.on(store), held);
        starting.filterTextProperty().set("t3a.nano");

        starting.refresh();
        assertThat(starting.loadingProperty().get()).isTrue();
        assertThat(starting.shownProperty().get()).isEqualTo("Loading runs…");

        held.runAll();
        assertThat(starting.loadingProperty().get()).isFalse();
        assertThat(starting.shownProperty().get()).isEqualTo("1 run matching \"t3a.nano\" of 1");
    }

    @Test
    void aStoreThatHasRunsDoesNotGetTheSamples() throws IOException {
        save("GETSingle", "t3a.nano", 1372.48);
        Path samples = Files.createDirectories(folder.resolve("sample-data"));

        model.offerSampleData(samples);

        assertThat(model.lastImportProperty().get()).isNull();
        assertThat(shownNames()).containsExactly("GETSingle");
    }

    @Test
    void exportTableWritesTheRunsWithTheirMeasurementsAndScopeAndSaysWhere() throws Exception {
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/postgrest-k6/v7.0.1-first-run.txt"))
                .anyFailed()).isFalse();
        List<Throwable> failures = new ArrayList<>();
        model.refresh();
        model.filterTextProperty().set("instance=t3anano");
        List<Run> shown = model.shownRows().stream().map(RunRow::run).toList();
        Path csv = folder.resolve("runs.csv");

        model.export().write(shown, "the main window's filter: instance=t3anano", csv, failures::add);
        model.export().write(shown, "the main window's filter: instance=t3anano", folder.resolve("runs.json"),
                failures::add);

        assertThat(model.statusProperty().get()).isEqualTo("Wrote 5 runs with their measurements to "
                + folder.resolve("runs.json"));
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("# 5 runs: the main window's filter: instance=t3anano");
        assertThat(lines.get(1)).isEqualTo("id,format,name,attributes,tags,source,throughput (/s),operations,"
                + "latency.avg (ms),errors.rate (ratio),data.received (B),data.sent (B),vus.max");
        assertThat(lines.get(2)).startsWith("1,table,GETSingle on t3anano (7.0.1),").endsWith(
                ",1372.484403,82435,59.21,0,24000000,8500000,230");
        assertThat(lines).hasSize(7);
        assertThat(Files.readString(folder.resolve("runs.json")))
                .contains("\"scope\" : \"the main window's filter: instance=t3anano\"", "\"throughput\" : 1372.484403");

        model.export().write(shown, "", folder.resolve("missing").resolve("runs.csv"), failures::add);
        assertThat(failures).hasSize(1);
        assertThat(folder.resolve("missing")).doesNotExist();
    }

    /** Seed 002's nginx sweep: 4pgrest's POSTBulk failed every request from 70 VUs up (decision 0110). */
    @Test
    void aRunWhoseRequestsFailedIsMarkedBesideItsRate() {
        ImportHarness.importInto(store, Path.of("sample-data", "postgrest-nginx-sweep"));
        model.refresh();
        model.filterTextProperty().set("scenario=POSTBulk deployment=4pgrest");

        List<RunRow> rows = model.shownRows();
        assertThat(rows).hasSize(11);
        RunRow at40 = rows.get(3);
        assertThat(at40.run().attribute("vus")).isEqualTo("40");
        assertThat(at40.failed()).isFalse();
        assertThat(at40.headline()).isEqualTo(DisplayNumbers.format(4818.813979) + " req/s");
        RunRow at60 = rows.get(5);
        assertThat(at60.failed()).as("18 % failed").isTrue();
        assertThat(at60.headline()).isEqualTo(DisplayNumbers.format(5168.793611) + " req/s ✗ 18 % failed");
        RunRow at70 = rows.get(6);
        assertThat(at70.headline()).isEqualTo(DisplayNumbers.format(11434.264307) + " req/s ✗ 100 % failed");
        assertThat(rows.stream().filter(RunRow::failed).map(r -> r.run().attribute("vus")))
                .containsExactly("60", "70", "80", "90", "100", "150");
    }
}
