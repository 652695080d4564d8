package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Run;
import org.benchlens.reliability.KilledImports.RunImage;
import org.benchlens.runner.http.TestHttpServer;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.store.StoreRepair;
import org.benchlens.store.StoreUnavailableException;
import org.benchlens.testing.LoadGenerators;

/**
 * Kills aimed at named moments of a write (WritePhase), not at random times (decision 0142): each command is
 * run once to learn the moments it reaches, then started again and again, stopped at one of them (or, for the
 * close of the store, 0 to 300 ms after it began) and killed with {@code kill -9}. After each kill the store
 * opens and {@code store check} finds it whole; the runs stored before are untouched; the killed input is all
 * there or none; and once its success line was printed, what the line names is there. Every fifth kill is at a
 * close, where a whole store was once lost. {@code -Dbenchlens.kills=N} (100) within
 * {@code -Dbenchlens.kill.seconds=S} (600); {@code -Dbenchlens.kill.seed=N} replays the delays;
 * {@code bench/crash.sh --phases N} runs it longer and tallies each moment.
 */
@Tag("reliability")
class KilledPhasesHarnessTest {

    private static final long SEED = Long.getLong("benchlens.kill.seed", System.currentTimeMillis());
    private static final int KILLS = Integer.getInteger("benchlens.kills", 100);
    private static final Duration BUDGET = Duration.ofSeconds(Long.getLong("benchlens.kill.seconds", 600));
    /** Only the moments of these names ({@code -Dbenchlens.kill.moments=synced,close}), to look at one closely. */
    private static final List<String> ONLY = List.of(System.getProperty("benchlens.kill.moments", "").split(","))
            .stream().filter(name -> !name.isBlank()).toList();
    /** Where a damaged store is kept for a look, beside the build's other output. */
    private static final Path KEPT = Path.of("target", "damaged-by-kills");
    private static final int TABLE_RUNS = 100;

    @TempDir
    Path folder;

    private Path used;
    private List<RunImage> before;
    private List<Long> tableRuns;
    private List<Long> generatorRuns;
    private Path input;
    private List<RunImage> inputStored;
    private RunImage merged;
    private List<String> runnerRuns;

    /** A command to kill, what its store holds before, and what must hold after a kill. */
    private record Scenario(String name, boolean used, Launch launch, Check check) {
    }

    @FunctionalInterface
    private interface Launch {
        Processes.Started start(StoreLocation store, List<String> options) throws Exception;
    }

    @FunctionalInterface
    private interface Check {
        /** What is wrong with the runs {@code now} after a kill, or null; {@code said} when the line was printed. */
        Outcome check(List<RunImage> now, Path store, String output) throws Exception;
    }

    /** What one kill found: a problem (null when right), and whether a printed success line was broken. */
    record Outcome(String problem, boolean saidNotKept) {
        static final Outcome RIGHT = new Outcome(null, false);
    }

    @Test
    void killsAtEveryNamedMomentLeaveAWholeStoreAndKeepWhatWasSaid() throws Exception {
        System.out.println("phase kill harness: seed " + SEED + ", " + KILLS + " kills (replay with -Dbenchlens.kill.seed="
                + SEED + ")");
        long deadline = System.nanoTime() + BUDGET.toNanos();
        prepare();
        try (TestHttpServer server = new TestHttpServer()) {
            List<Scenario> scenarios = scenarios(server.url("/ok"));
            List<Scenario> closeOf = new ArrayList<>();
            List<String> closes = new ArrayList<>();
            List<Scenario> otherOf = new ArrayList<>();
            List<String> others = new ArrayList<>();
            for (Scenario scenario : scenarios) {
                for (String target : PhaseKills.targets(learn(scenario))) {
                    if (!ONLY.isEmpty() && !ONLY.contains(target.substring(0, target.indexOf('#')))) {
                        continue;
                    }
                    (PhaseKills.isClose(target) ? closeOf : otherOf).add(scenario);
                    (PhaseKills.isClose(target) ? closes : others).add(target);
                }
            }
            System.out.println("phase kill harness: " + others.size() + " moments and " + closes.size() + " closes");
            Random random = new Random(SEED);
            Map<String, int[]> tallies = new TreeMap<>();
            List<String> wrong = new ArrayList<>();
            int kill = 0;
            int nextOther = 0;
            int nextClose = 0;
            while (kill < KILLS && System.nanoTime() < deadline) {
                kill++;
                boolean atClose = !closes.isEmpty() && (others.isEmpty() || kill % 5 == 0);
                Scenario scenario = atClose ? closeOf.get(nextClose % closes.size()) : otherOf.get(nextOther % others.size());
                String target = atClose ? closes.get(nextClose++ % closes.size()) : others.get(nextOther++ % others.size());
                String line = killAndCheck(kill, scenario, target, random, tallies);
                System.out.println(line);
                if (line.contains("WRONG")) {
                    wrong.add(line);
                }
            }
            System.out.println("phase kill harness: " + kill + " kills, " + wrong.size() + " wrong (seed " + SEED + ")");
            System.out.println("phase tally: moment, kills, stores lost, stores damaged, said and not kept, other wrong");
            tallies.forEach((phase, t) -> System.out.println("phase tally: " + phase + " " + t[0] + " " + t[1] + " "
                    + t[2] + " " + t[3] + " " + t[4]));
            assertThat(wrong).as("seed " + SEED).isEmpty();
            // kills the budget cut short, or that came after their command ended, test nothing
            int landed = tallies.values().stream().mapToInt(t -> t[0]).sum();
            assertThat(kill).as("kills within the budget of " + BUDGET.toSeconds() + " s")
                    .isGreaterThanOrEqualTo(Math.min(KILLS, 50));
            assertThat(landed).as("kills that reached their moment, of " + kill).isGreaterThanOrEqualTo(kill * 9 / 10);
        }
    }

    private List<Scenario> scenarios(String url) {
        String table = input.toString();
        return List.of(
                new Scenario("import into a new store", false,
                        (store, options) -> Processes.start(store, options, "import", table), this::checkImport),
                new Scenario("import into a used store", true,
                        (store, options) -> Processes.start(store, options, "import", table), this::checkImport),
                new Scenario("import from the window", true,
                        (store, options) -> Processes.startMain(store, options, WindowImport.class.getName(),
                                store.h2File().orElseThrow().toString(), table), this::checkImport),
                new Scenario("delete", true,
                        (store, options) -> Processes.start(store, options, words("delete", "-y", tableRuns)),
                        (now, store, output) -> checkDeleted(now, output.contains("deleted run"), false)),
                new Scenario("delete then Undo", true,
                        (store, options) -> Processes.startMain(store, options, DeleteThenUndo.class.getName(),
                                words(store.h2File().orElseThrow().toString(), null, tableRuns)),
                        (now, store, output) -> checkDeleted(now, false, output.contains("put back"))),
                new Scenario("tag", true,
                        (store, options) -> Processes.start(store, options, words("tag", "--add=aimed", tableRuns)),
                        this::checkTagged),
                new Scenario("merge", true,
                        (store, options) -> Processes.start(store, options, words("merge", "--name=merged", generatorRuns)),
                        this::checkMerged),
                new Scenario("runner", false,
                        (store, options) -> Processes.start(store, options, "run", "http", "-u", url, "-d", "1s"),
                        this::checkRunner));
    }

    /** A store of a sweep table and two k6 load generators, and what each command never killed does to it. */
    private void prepare() throws Exception {
        Path inputs = Files.createDirectories(folder.resolve("inputs"));
        Path table = KilledImports.table(inputs, TABLE_RUNS);
        List<Path> generators = LoadGenerators.split(inputs);
        input = KilledImports.table(Files.createDirectories(inputs.resolve("killed")), TABLE_RUNS + 7);
        inputStored = KilledImports.reference("input", input, folder).stored();
        used = folder.resolve("used").resolve("store");
        try (Store store = Store.open(StoreLocation.file(used))) {
            List<Path> all = new ArrayList<>(generators);
            all.add(table);
            new ImportService(store, ImporterRegistry.standard()).importPaths(all, ImportOptions.NONE);
            List<Run> runs = store.read(session -> session.runs().list(RunFilter.ALL));
            String tableFormat = runs.get(runs.size() - 1).format();
            tableRuns = runs.stream().filter(r -> r.format().equals(tableFormat)).map(Run::id).toList();
            generatorRuns = runs.stream().map(Run::id).filter(id -> !tableRuns.contains(id)).toList();
            before = KilledImports.images(store, null);
        }
        assertThat(tableRuns).hasSize(TABLE_RUNS);
        assertThat(generatorRuns).hasSize(2);
    }

    /** Runs the scenario once, never killed, saying its moments; remembers what a merge and a runner store. */
    private String learn(Scenario scenario) throws Exception {
        Path store = storeFor(scenario, "learn-" + scenario.name().replace(' ', '-'));
        Processes.Started whole = scenario.launch().start(StoreLocation.file(store), PhaseKills.SAYING);
        if (whole.waitFor() != 0) {
            throw new IllegalStateException(scenario.name() + ": " + whole.output());
        }
        if (scenario.name().equals("merge")) {
            try (Store opened = Store.open(StoreLocation.file(store))) {
                merged = KilledImports.images(opened, null).stream().filter(KilledPhasesHarnessTest::isMerged)
                        .findFirst().orElseThrow();
            }
        } else if (scenario.name().equals("runner")) {
            runnerRuns = KilledEditsHarnessTest.metricsOfEachRun(store);
        }
        return whole.output();
    }

    private String killAndCheck(int kill, Scenario scenario, String target, Random random, Map<String, int[]> tallies)
            throws Exception {
        Path store = storeFor(scenario, "kill-" + kill);
        StoreLocation location = StoreLocation.file(store);
        Processes.Started started = scenario.launch().start(location, PhaseKills.options(target));
        long delay = PhaseKills.kill(started, target, random);
        String output = started.output();
        String head = "phase kill " + kill + ": " + scenario.name() + " at " + target
                + (PhaseKills.isClose(target) ? " +" + delay + " ms" : "") + ": ";
        if (delay < 0) {
            return head + "not reached (the command ended first), right";
        }
        int[] tally = tallies.computeIfAbsent(target.substring(0, target.indexOf('#')), name -> new int[5]);
        tally[0]++;
        String damaged = "";
        List<String> notices = new ArrayList<>();
        try {
            Store.open(location, notices::add).close();
            // a file H2 could not read whole, repaired as it opened (decision 0153): no run may be missing
            damaged = notices.stream().anyMatch(notice -> notice.startsWith("repaired the store")) ? "repaired at open; "
                    : "";
        } catch (StoreUnavailableException e) {
            if (!e.getMessage().contains("benchlens store repair")) {
                tally[1]++;
                return head + "WRONG: the store is lost: " + e.getMessage();
            }
            tally[2]++;
            damaged = "WRONG: damaged, named for store repair (" + e.getMessage() + "; kept in " + keep(store, kill)
                    + "); ";
            StoreRepair.repair(location);
        }
        if (!StoreRepair.check(location).whole()) {
            tally[2]++;
            damaged += "WRONG: store check finds it not whole: " + StoreRepair.check(location) + "; ";
        }
        Outcome outcome;
        try (Store opened = Store.open(location)) {
            outcome = scenario.check().check(KilledImports.images(opened, null), store, output);
        } catch (RuntimeException e) {
            tally[1]++;
            return head + damaged + "WRONG: the store failed: " + e.getMessage();
        }
        if (outcome.saidNotKept()) {
            tally[3]++;
        } else if (outcome.problem() != null) {
            tally[4]++;
        }
        return head + damaged + (outcome.problem() == null ? "right" : "WRONG: " + outcome.problem());
    }

    private Outcome checkImport(List<RunImage> now, Path store, String output) {
        String hash = inputStored.get(0).sourceHash();
        List<RunImage> mine = now.stream().filter(image -> hash.equals(image.sourceHash())).toList();
        List<RunImage> others = now.stream().filter(image -> !hash.equals(image.sourceHash())).toList();
        boolean said = output.contains("imported ") || output.contains("phase window.said");
        if (!others.equals(isNew(store) ? List.of() : before)) {
            return new Outcome("the runs stored before changed: " + others.size() + " now", false);
        }
        if (!mine.isEmpty() && !mine.equals(inputStored)) {
            return new Outcome(mine.size() + " of the input's " + inputStored.size() + " runs, or other content", false);
        }
        return said && mine.isEmpty() ? new Outcome("said imported, and no run of it is stored", true) : Outcome.RIGHT;
    }

    private boolean isNew(Path store) {
        return !store.getParent().resolve("used-copy").toFile().exists();
    }

    private Outcome checkDeleted(List<RunImage> now, boolean saidDeleted, boolean saidPutBack) {
        boolean untouched = now.equals(before);
        boolean allGone = now.equals(before.stream().filter(image -> !isTable(image)).toList());
        if (!untouched && !allGone) {
            return new Outcome((now.size() - 2) + " of the " + TABLE_RUNS + " runs left", false);
        }
        if (saidDeleted && !allGone) {
            return new Outcome("said deleted, and the runs are there", true);
        }
        return saidPutBack && !untouched ? new Outcome("said put back, and the runs are gone", true) : Outcome.RIGHT;
    }

    private Outcome checkTagged(List<RunImage> now, Path store, String output) {
        long tagged = now.stream().filter(image -> image.tags().contains("aimed")).count();
        List<RunImage> untagged = now.stream().map(KilledPhasesHarnessTest::withoutAimed).toList();
        if (!untagged.equals(before) || (tagged != 0 && tagged != TABLE_RUNS)) {
            return new Outcome(tagged + " of " + TABLE_RUNS + " runs tagged, or other runs changed", false);
        }
        return output.contains(": +aimed") && tagged == 0 ? new Outcome("said tagged, and no run is", true) : Outcome.RIGHT;
    }

    private Outcome checkMerged(List<RunImage> now, Path store, String output) {
        List<RunImage> made = now.stream().filter(KilledPhasesHarnessTest::isMerged).toList();
        List<RunImage> others = now.stream().filter(image -> !isMerged(image)).toList();
        if (!others.equals(before)) {
            return new Outcome("the runs merged or others changed", false);
        }
        if (made.size() > 1 || (made.size() == 1 && !made.get(0).equals(merged))) {
            return new Outcome(made.size() + " merged runs, or one unlike a merge never killed", false);
        }
        return output.contains("merged runs ") && made.isEmpty() ? new Outcome("said merged, and no merged run", true)
                : Outcome.RIGHT;
    }

    private Outcome checkRunner(List<RunImage> now, Path store, String output) {
        List<String> stored = KilledEditsHarnessTest.metricsOfEachRun(store);
        if (stored.size() > runnerRuns.size() || !stored.stream().allMatch(runnerRuns.get(0)::equals)) {
            return new Outcome("a run unlike those of a job never killed: " + stored, false);
        }
        return output.contains("saved run ") && stored.isEmpty() ? new Outcome("said saved, and no run", true)
                : Outcome.RIGHT;
    }

    private static boolean isMerged(RunImage image) {
        return image.attributes().containsKey(org.benchlens.analysis.UnlikeRuns.MERGED_FROM);
    }

    private boolean isTable(RunImage image) {
        return image.format().equals(before.get(before.size() - 1).format());
    }

    private static RunImage withoutAimed(RunImage image) {
        List<String> tags = image.tags().stream().filter(tag -> !tag.equals("aimed")).toList();
        return new RunImage(image.format(), image.name(), image.sourceHash(), image.started(), image.ended(),
                image.attributes(), tags, image.measurements(), image.series(), image.histograms());
    }

    /** A copy of the damaged store's files, for a look after the harness has removed its folder. */
    private static Path keep(Path store, int kill) throws IOException {
        Path into = Files.createDirectories(KEPT.resolve("kill-" + kill));
        try (var files = Files.list(store.getParent())) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, into.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return into;
    }

    /** A new store's path, or a copy of the used store (its password with it), marked as such. */
    private Path storeFor(Scenario scenario, String name) throws Exception {
        Path dir = Files.createDirectories(folder.resolve(name));
        Path store = dir.resolve("store");
        if (scenario.used()) {
            Files.copy(Path.of(used + ".mv.db"), Path.of(store + ".mv.db"));
            Files.copy(Path.of(used + ".secret"), Path.of(store + ".secret"));
            Files.createFile(dir.resolve("used-copy"));
        }
        return store;
    }

    private static String[] words(String first, String second, List<Long> ids) {
        List<String> words = new ArrayList<>(List.of(first));
        if (second != null) {
            words.add(second);
        }
        ids.forEach(id -> words.add(Long.toString(id)));
        return words.toArray(String[]::new);
    }
}
