package org.benchlens.reliability;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.Series;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.store.StoreRepair;
import org.benchlens.store.StoreUnavailableException;

/**
 * Kills {@code benchlens import} with {@code kill -9} at a random moment and checks what a user
 * would: the store opens; the killed input's runs are all there or none; importing the input again
 * stores it whole, equal to an import that was never killed; runs stored before are untouched.
 * Shared by the kill test and {@code bench/crash.sh}.
 */
final class KilledImports {

    /** An input to import, with what an import never killed stores of it. */
    record Input(String name, Path path, List<RunImage> stored, Duration importTakes) {
    }

    /** A run as a user sees it, without its id, file path and import time. */
    record RunImage(String format, String name, String sourceHash, String started, String ended,
                    Map<String, String> attributes, List<String> tags, List<Measurement> measurements,
                    List<Series> series, List<LatencyHistogram> histograms) {

        static RunImage of(RunContent content) {
            Run run = content.run();
            return new RunImage(run.format(), run.name(), run.sourceHash(), String.valueOf(run.startedAt()),
                    String.valueOf(run.endedAt()), new TreeMap<>(run.attributes().values()), run.tags(),
                    content.measurements(), content.series(), content.histograms());
        }
    }

    /** What one kill found; {@code problem} is null when everything was right. */
    record Outcome(int kill, String input, String store, long delayMillis, long seenAfterKill, String problem,
                   boolean repaired) {

        Outcome(int kill, String input, String store, long delayMillis, long seenAfterKill, String problem) {
            this(kill, input, store, delayMillis, seenAfterKill, problem, false);
        }

        Outcome afterRepair() {
            return new Outcome(kill, input, store, delayMillis, seenAfterKill, problem, true);
        }

        @Override
        public String toString() {
            return "kill " + kill + ": " + input + " into " + store + " after " + delayMillis + " ms, "
                    + seenAfterKill + (repaired ? " runs of it after store repair, which the damaged store named"
                    : " runs of it after the kill") + (problem == null ? "" : ": " + problem);
        }
    }

    /** Longer than a store waits for another process (two minutes): past it, the check has hung. */
    private static final Duration CHECK_LIMIT = Duration.ofSeconds(150);

    private KilledImports() {
    }

    /** Imports {@code path} in this JVM into a new H2 store and remembers what it stored. */
    static Input reference(String name, Path path, Path folder) throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("reference-" + name).resolve("store"));
        try (Store store = Store.open(location)) {
            new ImportService(store, ImporterRegistry.standard()).importPaths(List.of(path), ImportOptions.NONE);
            List<RunImage> stored = images(store, null);
            if (stored.isEmpty()) {
                throw new IllegalStateException(path + " stored no run");
            }
            return new Input(name, path, stored, Duration.ZERO);
        }
    }

    /** The input with how long {@code benchlens import} of it into a new store takes, start of the JVM included. */
    static Input timed(Input input, Path folder) throws Exception {
        long started = System.nanoTime();
        Processes.Started whole = Processes.start(StoreLocation.file(folder.resolve("timed-" + input.name())
                .resolve("store")), List.of(), "import", input.path().toString());
        if (whole.waitFor() != 0) {
            throw new IllegalStateException(whole.output());
        }
        return new Input(input.name(), input.path(), input.stored(), Duration.ofNanos(System.nanoTime() - started));
    }

    /**
     * Starts an import of {@code input} into {@code location} (holding {@code before} runs), kills it
     * after a random share of a whole import's time, and checks the store.
     */
    static Outcome killAndCheck(int kill, Random random, Input input, StoreLocation location, String storeName,
                                long before) throws Exception {
        long delay = (long) (random.nextDouble() * 1.1 * input.importTakes().toMillis());
        Processes.Started importing = Processes.start(location, List.of(), "import", input.path().toString());
        Thread.sleep(delay);
        importing.kill();
        ExecutorService checking = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "kill-" + kill + "-check");
            thread.setDaemon(true);
            return thread;
        });
        Future<Outcome> checked = checking.submit(() -> check(kill, input, location, storeName, before, delay));
        try {
            return checked.get(CHECK_LIMIT.toSeconds(), TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            // a hang is a finding too: say where every thread stood, and leave the check's thread behind
            System.out.println(threadDump());
            return new Outcome(kill, input.name(), storeName, delay, -1,
                    "the store did not answer within " + CHECK_LIMIT.toSeconds() + " s (threads above)");
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            checking.shutdown();
        }
    }

    /**
     * Checks the store; one that refuses to open because a kill left its indexes disagreeing (decision 0134)
     * is repaired as its sentence says, and the repaired store must then pass the same checks.
     */
    private static Outcome check(int kill, Input input, StoreLocation location, String storeName, long before,
                                 long delay) {
        try {
            Store.open(location).close();
        } catch (StoreUnavailableException e) {
            if (location.h2File().isPresent() && e.getMessage().contains("benchlens store repair")) {
                StoreRepair.repair(location);
                return checkOpened(kill, input, location, storeName, before, delay).afterRepair();
            }
        }
        return checkOpened(kill, input, location, storeName, before, delay);
    }

    private static Outcome checkOpened(int kill, Input input, StoreLocation location, String storeName, long before,
                                       long delay) {
        try (Store store = Store.open(location)) {
            String hash = input.stored().get(0).sourceHash();
            List<RunImage> afterKill = images(store, hash);
            long others = count(store) - afterKill.size();
            if (others != before) {
                return new Outcome(kill, input.name(), storeName, delay, afterKill.size(),
                        "the store held " + before + " other runs before and " + others + " after");
            }
            if (!afterKill.isEmpty() && !afterKill.equals(input.stored())) {
                return new Outcome(kill, input.name(), storeName, delay, afterKill.size(),
                        "part of the input, or other content, is visible: " + afterKill.size() + " of "
                                + input.stored().size() + " runs");
            }
            String said = new ImportService(store, ImporterRegistry.standard())
                    .importPaths(List.of(input.path()), ImportOptions.NONE).describe();
            List<RunImage> again = images(store, hash);
            if (!again.equals(input.stored())) {
                return new Outcome(kill, input.name(), storeName, delay, afterKill.size(),
                        "importing it again stored " + again.size() + " runs unlike an import never killed ("
                                + said + ")");
            }
            return new Outcome(kill, input.name(), storeName, delay, afterKill.size(), null);
        } catch (RuntimeException e) {
            return new Outcome(kill, input.name(), storeName, delay, -1, "the store failed: " + e.getMessage());
        }
    }

    /** Every thread of this JVM with its whole stack and the locks it holds or waits for. */
    static String threadDump() {
        StringBuilder dump = new StringBuilder("threads of the checking JVM:\n");
        for (ThreadInfo thread : ManagementFactory.getThreadMXBean().dumpAllThreads(true, true)) {
            dump.append('"').append(thread.getThreadName()).append("\" ").append(thread.getThreadState());
            if (thread.getLockName() != null) {
                dump.append(" on ").append(thread.getLockName());
            }
            if (thread.getLockOwnerName() != null) {
                dump.append(" held by \"").append(thread.getLockOwnerName()).append('"');
            }
            dump.append('\n');
            for (StackTraceElement frame : thread.getStackTrace()) {
                dump.append("    at ").append(frame).append('\n');
            }
        }
        return dump.toString();
    }

    /** The runs of one input (or all, for a null hash), in the order stored. */
    static List<RunImage> images(Store store, String hash) {
        return store.read(session -> {
            List<RunImage> images = new ArrayList<>();
            for (Run run : session.runs().list(RunFilter.ALL)) {
                if (hash == null || hash.equals(run.sourceHash())) {
                    images.add(RunImage.of(session.content(run.id()).orElseThrow()));
                }
            }
            return images;
        });
    }

    static long count(Store store) {
        Long count = store.read(session -> session.runs().count());
        return count;
    }

    /** A pasted sweep table of {@code runs} rows, as the tester's 4 000-run one. */
    static Path table(Path folder, int runs) throws IOException {
        StringBuilder text = new StringBuilder("GETSingle\n");
        for (int vus = 1; vus <= runs; vus++) {
            text.append(vus).append(", 0.00,").append(7000 + vus).append(".5/s\n");
        }
        return Files.writeString(folder.resolve("sweep-" + runs + ".txt"), text);
    }

    /** A k6 NDJSON file of about {@code megabytes}, written by the benchmark's own generator. */
    static Path ndjson(Path folder, int megabytes) throws Exception {
        Path file = folder.resolve("k6-" + megabytes + "mb.json");
        Path generator = Path.of("bench", "GenerateK6Ndjson.java").toAbsolutePath();
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                generator.toString(), file.toString(), Integer.toString(megabytes), "42")
                .redirectErrorStream(true).redirectOutput(folder.resolve("generator.txt").toFile()).start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException(Files.readString(folder.resolve("generator.txt")));
        }
        return file;
    }
}
