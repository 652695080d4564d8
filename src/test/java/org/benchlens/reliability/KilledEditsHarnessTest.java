package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.analysis.UnlikeRuns;
import org.benchlens.app.Workspace;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.reliability.KilledImports.RunImage;
import org.benchlens.runner.http.TestHttpServer;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.store.StoreRepair;
import org.benchlens.store.StoreUnavailableException;
import org.benchlens.testing.LoadGenerators;

/**
 * The kill harness for what changes a store besides an import: {@code delete} of 1 500 runs,
 * {@code merge} of two k6 load generators, and a runner job ({@code run http} against a server on
 * 127.0.0.1, two load levels), each killed with {@code kill -9} at a random moment. After each kill
 * the store opens; the deleted runs are all there, as before, or all gone; the merged run is there
 * whole, equal to a merge never killed, or not at all, and merging again works; the runner's runs
 * each have every measurement of a run never killed; no other run changed. The seed is printed and
 * {@code -Dbenchlens.edit.seed=N} replays it; {@code -Dbenchlens.edit.kills=N} sets how many (12), within
 * {@code -Dbenchlens.edit.seconds=S} (100); {@code bench/crash-edits.sh} runs it longer.
 */
@Tag("reliability")
class KilledEditsHarnessTest {

    private static final long SEED = Long.getLong("benchlens.edit.seed", System.currentTimeMillis());
    private static final int KILLS = Integer.getInteger("benchlens.edit.kills", 12);
    /** No kill is started after this long, so that a slow machine still ends the suite in time. */
    private static final Duration BUDGET = Duration.ofSeconds(Long.getLong("benchlens.edit.seconds", 100));
    private static final int TABLE_RUNS = 1_500;

    @TempDir
    Path folder;

    private Path used;
    private List<RunImage> before;
    private List<Long> tableRuns;
    private List<Long> generatorRuns;
    private RunImage merged;

    @Test
    void killedDeletesMergesAndRunnerJobsLeaveWholeRunsOrNone() throws Exception {
        System.out.println("edit kill harness: seed " + SEED + ", " + KILLS + " kills (replay with -Dbenchlens.edit.seed="
                + SEED + ")");
        long deadline = System.nanoTime() + BUDGET.toNanos();
        usedStore();
        try (TestHttpServer server = new TestHttpServer()) {
            String[] delete = command("delete", "-y", tableRuns);
            String[] merge = command("merge", "--name=merged", generatorRuns);
            String[] runner = {"run", "http", "-u", server.url("/ok"), "--sweep", "1,2", "-d", "1s"};
            Duration deleteTakes = timed(copyOfUsed("timed-delete"), delete);
            Duration mergeTakes = timed(copyOfUsed("timed-merge"), merge);
            Path runnerStore = folder.resolve("timed-runner").resolve("store");
            Duration runnerTakes = timed(runnerStore, runner);
            List<String> runnerMetrics = metricsOfEachRun(runnerStore);

            Random random = new Random(SEED);
            List<String> wrong = new ArrayList<>();
            int kill = 0;
            while (kill < KILLS && System.nanoTime() < deadline) {
                kill++;
                String outcome = switch (kill % 3) {
                    case 0 -> checkDelete(kill, killed(copyOfUsed("kill-" + kill), delete, deleteTakes, random));
                    case 1 -> checkMerge(kill, killed(copyOfUsed("kill-" + kill), merge, mergeTakes, random));
                    default -> checkRunner(kill, killed(folder.resolve("kill-" + kill).resolve("store"), runner,
                            runnerTakes, random), runnerMetrics);
                };
                System.out.println(outcome);
                if (!outcome.endsWith("right")) {
                    wrong.add(outcome);
                }
            }
            System.out.println("edit kill harness: " + kill + " kills, " + wrong.size() + " wrong (seed " + SEED + ")");
            assertThat(wrong).as("seed " + SEED).isEmpty();
        }
    }

    /** A store of the 1 500-run sweep table and two k6 load generators; what a merge never killed stores of them. */
    private void usedStore() throws Exception {
        Path inputs = Files.createDirectories(folder.resolve("inputs"));
        Path table = KilledImports.table(inputs, TABLE_RUNS);
        List<Path> generators = LoadGenerators.split(inputs);
        used = folder.resolve("used").resolve("store");
        try (Store store = Store.open(StoreLocation.file(used))) {
            List<Path> all = new ArrayList<>(generators);
            all.add(table);
            new ImportService(store, ImporterRegistry.standard()).importPaths(all, ImportOptions.NONE);
            List<Run> runs = store.read(session -> session.runs().list(RunFilter.ALL));
            tableRuns = runs.stream().filter(r -> r.format().equals(runs.get(runs.size() - 1).format()))
                    .map(Run::id).toList();
            generatorRuns = runs.stream().map(Run::id).filter(id -> !tableRuns.contains(id)).toList();
            before = KilledImports.images(store, null);
        }
        assertThat(tableRuns).hasSize(TABLE_RUNS);
        assertThat(generatorRuns).hasSize(2);
        Path reference = copyOfUsed("reference-merge");
        try (Store store = Store.open(StoreLocation.file(reference))) {
            long id = Workspace.on(store).merges().merge(generatorRuns, "merged").run().id();
            merged = RunImage.of(store.read(session -> session.content(id)).orElseThrow());
        }
    }

    private String checkDelete(int kill, long delay) {
        StoreLocation location = StoreLocation.file(folder.resolve("kill-" + kill).resolve("store"));
        String how;
        try {
            how = finishedAsOpened(location);
        } catch (RuntimeException e) {
            return "kill " + kill + ": delete after " + delay + " ms: the store failed: " + e.getMessage();
        }
        try (Store store = Store.open(location)) {
            List<RunImage> now = KilledImports.images(store, null);
            boolean untouched = now.equals(before);
            boolean allGone = now.equals(before.stream().filter(image -> !image.format().equals(tableFormat())).toList());
            return "kill " + kill + ": delete of " + TABLE_RUNS + " runs after " + delay + " ms, "
                    + (untouched ? "all kept" + how + ", right" : allGone ? "all deleted" + how + ", right"
                    : "WRONG: " + (now.size() - 2) + " of the runs left" + how);
        } catch (RuntimeException e) {
            return "kill " + kill + ": delete after " + delay + " ms: the store failed: " + e.getMessage();
        }
    }

    /**
     * Opens the store once, as a person would next: a delete the kill cut during its commit is finished
     * then (decision 0135), and a store a kill left damaged (decisions 0103, 0134) is repaired as its
     * sentence says. Says which of the two happened.
     */
    private static String finishedAsOpened(StoreLocation location) {
        List<String> said = new ArrayList<>();
        try {
            Store.open(location, said::add).close();
        } catch (StoreUnavailableException e) {
            if (!e.getMessage().contains("benchlens store repair")) {
                throw e;
            }
            StoreRepair.repair(location);
            return " after store repair";
        }
        if (said.stream().anyMatch(notice -> notice.startsWith("deleted "))) {
            return " by the next open";
        }
        return said.isEmpty() ? "" : " (the next open said: " + String.join("; ", said) + ")";
    }

    private String tableFormat() {
        return before.get(before.size() - 1).format();
    }

    private String checkMerge(int kill, long delay) {
        try (Store store = Store.open(StoreLocation.file(folder.resolve("kill-" + kill).resolve("store")))) {
            List<RunImage> now = KilledImports.images(store, null);
            List<RunImage> made = now.stream().filter(isMerged()).toList();
            List<RunImage> others = now.stream().filter(isMerged().negate()).toList();
            // a merge that ended before the kill is refused a second time ("already merged"): merge again only where none is
            String problem = !others.equals(before) ? "the runs merged or others changed"
                    : made.size() > 1 ? made.size() + " merged runs"
                    : made.size() == 1 && !made.get(0).equals(merged) ? "a merged run unlike a merge never killed" : null;
            if (problem == null && made.isEmpty()) {
                long id = Workspace.on(store).merges().merge(generatorRuns, "merged").run().id();
                if (!RunImage.of(store.read(session -> session.content(id)).orElseThrow()).equals(merged)) {
                    problem = "merging again made a run unlike a merge never killed";
                }
            }
            return "kill " + kill + ": merge after " + delay + " ms, " + made.size() + " merged run after the kill, "
                    + (problem == null ? "right" : "WRONG: " + problem);
        } catch (RuntimeException e) {
            return "kill " + kill + ": merge after " + delay + " ms: the store failed: " + e.getMessage();
        }
    }

    private static Predicate<RunImage> isMerged() {
        return image -> image.attributes().containsKey(UnlikeRuns.MERGED_FROM);
    }

    private String checkRunner(int kill, long delay, List<String> metrics) {
        Path store = folder.resolve("kill-" + kill).resolve("store");
        try {
            List<String> stored = Files.exists(Path.of(store + ".mv.db")) ? metricsOfEachRun(store) : List.of();
            boolean whole = stored.size() <= 2 && stored.stream().allMatch(metrics.get(0)::equals);
            return "kill " + kill + ": runner job after " + delay + " ms, " + stored.size() + " runs stored, "
                    + (whole ? "right" : "WRONG: a run unlike those of a job never killed: " + stored);
        } catch (RuntimeException e) {
            return "kill " + kill + ": runner job after " + delay + " ms: the store failed: " + e.getMessage();
        }
    }

    /** For each run: its status and the step/metric names it measured, which two runs of one job share. */
    static List<String> metricsOfEachRun(Path file) {
        try (Store store = Store.open(StoreLocation.file(file))) {
            List<String> each = new ArrayList<>();
            for (Run run : store.read(session -> session.runs().list(RunFilter.ALL))) {
                RunContent content = store.read(session -> session.content(run.id())).orElseThrow();
                Set<String> names = new TreeSet<>();
                content.measurements().forEach(m -> names.add(m.step() + "/" + m.metric()));
                boolean throughput = names.stream().anyMatch(n -> n.endsWith("/" + Metrics.THROUGHPUT));
                each.add(run.attribute(AttributeKeys.STATUS) + " " + throughput + " " + names.size() + " "
                        + content.series().size() + " series " + content.histograms().size() + " histograms");
            }
            return each;
        }
    }

    private Path copyOfUsed(String name) throws Exception {
        Path store = Files.createDirectories(folder.resolve(name)).resolve("store");
        Files.copy(Path.of(used + ".mv.db"), Path.of(store + ".mv.db"));
        // a store's password travels with it
        Files.copy(Path.of(used + ".secret"), Path.of(store + ".secret"));
        return store;
    }

    private static String[] command(String name, String option, List<Long> ids) {
        List<String> words = new ArrayList<>(List.of(name, option));
        ids.forEach(id -> words.add(Long.toString(id)));
        return words.toArray(String[]::new);
    }

    private static Duration timed(Path store, String[] args) throws Exception {
        long started = System.nanoTime();
        Processes.Started whole = Processes.start(StoreLocation.file(store), List.of(), args);
        if (whole.waitFor() != 0) {
            throw new IllegalStateException(whole.output());
        }
        return Duration.ofNanos(System.nanoTime() - started);
    }

    /**
     * Starts the command on the store and kills it after half to 1.1 times its whole time, where the JVM has
     * started and the work, its commit among it, is under way; returns the delay.
     */
    private static long killed(Path store, String[] args, Duration takes, Random random) throws Exception {
        long delay = (long) ((0.5 + random.nextDouble() * 0.6) * takes.toMillis());
        Processes.Started started = Processes.start(StoreLocation.file(store), List.of(), args);
        Thread.sleep(delay);
        started.kill();
        return delay;
    }
}
