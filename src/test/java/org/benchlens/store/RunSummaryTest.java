package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunSummary;
import org.benchlens.testing.TestStores;

/**
 * The runs list read from one summary row per run (decision 0131) shows what the runs' own rows say,
 * after every kind of write and after the migration of a store made before the rows existed.
 */
class RunSummaryTest {

    /** Values that the row's text must carry through: its separator, its escape, a line end, a letter outside 16 bits. */
    private static final String AWKWARD = "a|b\\|c\\\\ d\nwith 😀 and = and ,";

    private static List<RunDraft> drafts() {
        return List.of(
                new RunDraft("k6-summary", "GETSingle").attribute("instance", "t3a.nano").attribute("vus", "50")
                        .tag("baseline").tag("x|y")
                        .measure("total", "throughput", 1372.48, "1/s").measure("total", "errors.rate", 0.25, "1")
                        .measure("total", "latency.p95", 133.97, "ms"),
                new RunDraft("ibench", "steps, the whole run last").attribute("dbms", AWKWARD).attribute("note", "")
                        .measure("l.i0", "throughput", 1475410, "1/s").measure("l.i0", "errors.rate", 0.5, "1")
                        .measure("total", "throughput", 9000, "1/s"),
                new RunDraft("ybio", "first step only, errors of another").attribute(AWKWARD, "key")
                        .measure("l.i0", "throughput", 48841, "1/s").measure("qr100", "throughput", 2583, "1/s")
                        .measure("qr100", "errors.rate", 0.01, "1"),
                new RunDraft("table", "errors before throughput, same step")
                        .measure("s1", "errors.rate", 0.02, "1").measure("s1", "throughput", 10, "ops/s"),
                new RunDraft("ybio", "no throughput").tag(AWKWARD).measure("total", "latency.p95", 12.5, "ms"),
                new RunDraft("table", "nothing measured"),
                new RunDraft("k6-summary", "errors of the whole run, throughput of its steps")
                        .measure("s1", "throughput", 20, "1/s").measure("s1", "errors.rate", 0.3, "1")
                        .measure("total", "errors.rate", 0.4, "1"));
    }

    /** The list as it was read before the summary rows: every run's own rows, the headline rule applied to them. */
    private static List<RunSummary> fromOwnRows(Store store) {
        return store.read(session -> {
            List<Run> runs = session.runs().list(RunFilter.ALL);
            Map<Long, List<Measurement>> measured = session.measurements().forRuns(runs.stream().map(Run::id).toList());
            List<RunSummary> expected = new ArrayList<>();
            for (Run run : runs) {
                Measurement headline = Headline.of(measured.get(run.id()), "throughput");
                expected.add(new RunSummary(run, headline, Headline.errorRate(measured.get(run.id()), headline)));
            }
            return expected;
        });
    }

    private static StoreLocation newLocation(TestStores.Kind kind) throws Exception {
        return kind == TestStores.Kind.H2
                ? StoreLocation.file(Files.createTempDirectory("benchlens-summary").resolve("store"))
                : TestStores.postgresqlLocation();
    }

    private static void execute(StoreLocation location, String... statements) throws Exception {
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    /** How many runs are listed from their summary row rather than from their own rows. */
    private static long summarised(StoreLocation location) throws Exception {
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select count(*) from run_summary"
                     + " where attributes_text is not null and tags_text is not null")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static List<RunSummary> listed(Store store) {
        return store.read(StoreSession::summaries);
    }

    private static List<Run> save(Store store) {
        return store.transaction(session -> {
            List<Run> runs = new ArrayList<>();
            int i = 0;
            for (RunDraft draft : drafts()) {
                runs.add(session.saveInput(draft, "file-" + i, "hash-" + i++));
            }
            return runs;
        });
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void theListShowsWhatTheRunsOwnRowsSayAfterEveryKindOfWrite(TestStores.Kind kind) throws Exception {
        StoreLocation location = newLocation(kind);
        try (Store store = Store.open(location)) {
            List<Run> runs = save(store);
            assertThat(summarised(location)).as("runs with a summary row").isEqualTo(7);
            List<RunSummary> afterImport = listed(store);
            assertThat(afterImport).isEqualTo(fromOwnRows(store));
            assertThat(byIds(store)).isEqualTo(ownRuns(store));
            assertThat(afterImport).extracting(s -> s.throughput() == null ? null : s.throughput().value())
                    .containsExactly(1372.48, 9000.0, 48841.0, 10.0, null, null, 20.0);
            assertThat(afterImport).extracting(RunSummary::errorRate).containsExactly(0.25, null, null, 0.02, null, null, null);
            assertThat(afterImport.get(1).run().attribute("dbms")).isEqualTo(AWKWARD);
            assertThat(afterImport.get(4).run().tags()).containsExactly(AWKWARD);

            long first = runs.get(0).id();
            long second = runs.get(1).id();
            store.transaction(session -> {
                session.runs().addTag(first, "published");
                session.runs().addTag(first, "published");
                session.runs().removeTag(first, "baseline");
                session.runs().setAttribute(first, "vus", AWKWARD);
                session.runs().removeAttribute(first, "instance");
                session.runs().addTag(second, "b\\");
                return null;
            });
            List<RunSummary> afterEdits = listed(store);
            assertThat(afterEdits).isEqualTo(fromOwnRows(store));
            assertThat(byIds(store)).isEqualTo(ownRuns(store));
            assertThat(afterEdits.get(0).run().tags()).containsExactly("published", "x|y");
            assertThat(afterEdits.get(0).run().attributes().values()).containsExactlyEntriesOf(Map.of("vus", AWKWARD));

            RunContent deleted = store.read(session -> session.content(second)).orElseThrow();
            store.transaction(session -> session.runs().delete(List.of(second)));
            assertThat(listed(store)).isEqualTo(fromOwnRows(store)).hasSize(6)
                    .noneMatch(summary -> summary.run().id() == second);

            store.transaction(session -> session.restore(deleted));
            assertThat(summarised(location)).isEqualTo(7);
            assertThat(listed(store)).isEqualTo(fromOwnRows(store)).isEqualTo(afterEdits);
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aStoreMadeBeforeTheSummaryRowsListsItsRunsOnceOpened(TestStores.Kind kind) throws Exception {
        StoreLocation location = newLocation(kind);
        List<RunSummary> expected;
        try (Store store = Store.open(location)) {
            long first = save(store).get(0).id();
            store.transaction(session -> {
                session.runs().addTag(first, "edited");
                return null;
            });
            expected = fromOwnRows(store);
        }
        // the store as V6 left it: the same runs, no summary rows and no table for them
        execute(location, "drop table run_summary", "drop table pending_deletion", "drop table pending_input",
                "delete from \"flyway_schema_history\" where \"version\" in ('7', '8', '9')");

        List<String> said = new ArrayList<>();
        try (Store store = Store.open(location, said::add)) {
            assertThat(said).as("a migration over every run may take a while on a large store").containsExactly(
                    "bringing the store at " + location.describe() + " up to date for this version of BenchLens: "
                            + "once, and up to a minute for 100 000 runs");
            assertThat(summarised(location)).as("runs with a summary row, filled by the migration").isEqualTo(7);
            assertThat(listed(store)).isEqualTo(expected);
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aRunWithoutASummaryRowIsListedFromItsOwnRows(TestStores.Kind kind) throws Exception {
        StoreLocation location = newLocation(kind);
        try (Store store = Store.open(location)) {
            List<Run> runs = save(store);
            List<RunSummary> expected = fromOwnRows(store);
            // as a build from before V7 stores a run in a store that has the table
            execute(location, "delete from run_summary where run_id in (" + runs.get(1).id() + ", " + runs.get(4).id() + ")");
            assertThat(summarised(location)).isEqualTo(5);

            assertThat(listed(store)).isEqualTo(expected);
            assertThat(byIds(store)).isEqualTo(ownRuns(store));
        }
    }

    /** Every run from its own attribute and tag rows. */
    private static List<Run> ownRuns(Store store) {
        return store.read(session -> session.runs().list(RunFilter.ALL));
    }

    /** Every run listed by its id, as Compare reads its runs: attributes and tags from the summary rows. */
    private static List<Run> byIds(Store store) {
        return store.read(session -> session.runs().list(RunFilter.ALL,
                session.runs().list(RunFilter.ALL).stream().map(Run::id).toList()));
    }
}
