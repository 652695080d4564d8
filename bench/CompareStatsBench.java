/*
 * BenchLens - explorer for database and API benchmark results.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

import picocli.CommandLine;

import org.benchlens.analysis.CellStatistics;
import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.Comparisons;
import org.benchlens.analysis.SignificanceTest;
import org.benchlens.cli.BenchLensCommand;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * What the statistics add to {@code compare} over 10 000 runs: 20 variants x 5 load levels x 100
 * repeats in a new H2 store. Times, as medians of ROUNDS:
 *   - the whole command, {@code benchlens compare --rows variant --cols vus} (store read included), with
 *     the default U test and with {@code --test none} (no test: the cells keep n, mean and CI only);
 *   - Comparisons.compare on the runs in memory, which computes the statistics and U tests;
 *   - the statistics alone: CellStatistics.of and the U test over the same cells' values.
 * "Statistics add" is the statistics' time over the rest of the work (compare minus statistics).
 */
public final class CompareStatsBench {

    private static final int ROWS = 20;
    private static final int LEVELS = 5;

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Path folder = Files.createTempDirectory("benchlens-compare-bench");
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        try (Store store = Store.open(location)) {
            fill(store, runs);
        }
        String[] command = {"--store", folder.resolve("store").toString(), "compare", "--rows", "variant", "--cols",
                "vus", "--format", "json"};
        String[] untested = {"--store", folder.resolve("store").toString(), "compare", "--rows", "variant", "--cols",
                "vus", "--format", "json", "--test", "none"};
        // the two commands in turn, round by round, so that a change in the machine's load touches both alike
        List<Double> tested = new ArrayList<>();
        List<Double> notTested = new ArrayList<>();
        runCommand(command); // warm-up
        runCommand(untested);
        for (int i = 0; i < rounds; i++) {
            boolean testedFirst = i % 2 == 0;
            (testedFirst ? tested : notTested).add(timed(() -> runCommand(testedFirst ? command : untested)));
            (testedFirst ? notTested : tested).add(timed(() -> runCommand(testedFirst ? untested : command)));
        }
        double wholeCommand = median(tested);
        double wholeUntested = median(notTested);

        List<RunResult> results;
        try (Store store = Store.open(location)) {
            results = store.read(session -> session.results(session.runs().list(RunFilter.ALL)));
        }
        ComparisonRequest request = new ComparisonRequest("variant", "vus", null, null, null, null, null);
        Comparison comparison = Comparisons.compare(results, request);
        List<double[]> cells = new ArrayList<>();
        List<double[]> bases = new ArrayList<>();
        for (Comparison.Row row : comparison.rows()) {
            for (int c = 0; c < comparison.columns().size(); c++) {
                cells.add(values(results, row.name(), comparison.columns().get(c)));
                bases.add(values(results, comparison.baseRow(), comparison.columns().get(c)));
            }
        }
        double compare = median(rounds * 3, () -> timed(() -> Comparisons.compare(results, request)));
        double statistics = median(rounds * 3, () -> timed(() -> {
            for (int i = 0; i < cells.size(); i++) {
                CellStatistics.of(cells.get(i));
                SignificanceTest.UTEST.pValue(cells.get(i), bases.get(i));
            }
            return null;
        }));
        double rest = compare - statistics;
        System.out.printf("%d runs, %d cells of %d repeats%n", results.size(), cells.size(), cells.get(0).length);
        System.out.printf("benchlens compare (whole command, store read included): %.1f ms%n", wholeCommand);
        System.out.printf("benchlens compare --test none (same, without the U tests): %.1f ms: the tests add %.1f %%%n",
                wholeUntested, 100 * (wholeCommand - wholeUntested) / wholeUntested);
        System.out.printf("Comparisons.compare in memory: %.2f ms, of which statistics and U tests: %.2f ms%n",
                compare, statistics);
        System.out.printf("statistics add %.1f %% to the in-memory comparison and %.1f %% to the command%n",
                100 * statistics / rest, 100 * statistics / (wholeCommand - statistics));
    }

    /** The values of one cell, as the comparison sees them (one run, one test). */
    private static double[] values(List<RunResult> results, String variant, String vus) {
        return results.stream().filter(r -> variant.equals(r.run().attribute("variant"))
                        && vus.equals(r.run().attribute("vus")))
                .mapToDouble(r -> r.find("total", "throughput").orElseThrow().value()).toArray();
    }

    private static void fill(Store store, int runs) {
        Random random = new Random(42);
        int perCell = runs / (ROWS * LEVELS);
        store.transaction(session -> {
            int n = 0;
            for (int row = 0; row < ROWS; row++) {
                for (int level = 1; level <= LEVELS; level++) {
                    for (int repeat = 1; repeat <= perCell; repeat++) {
                        double throughput = 1000 * level * (1 + 0.01 * row) * (1 + 0.03 * random.nextGaussian());
                        session.saveInput(new RunDraft("bench", "variant " + row + " at " + level * 10 + " VUs")
                                .attribute("variant", "v" + row).attribute("vus", Integer.toString(level * 10))
                                .attribute("repeat", Integer.toString(repeat))
                                .measure("total", "throughput", throughput, "1/s"), "bench-" + n, "hash-" + n);
                        n++;
                    }
                }
            }
            return null;
        });
    }

    private static Object runCommand(String[] args) {
        CommandLine commandLine = BenchLensCommand.commandLine(location -> {
            throw new IllegalStateException("no window");
        });
        StringWriter out = new StringWriter();
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(new StringWriter()));
        if (commandLine.execute(args) != 0) {
            throw new IllegalStateException("compare failed");
        }
        return out;
    }

    private static double timed(Supplier<Object> work) {
        long start = System.nanoTime();
        work.get();
        return (System.nanoTime() - start) / 1e6;
    }

    private static double median(int rounds, Supplier<Double> measure) {
        List<Double> times = new ArrayList<>();
        measure.get(); // warm-up
        for (int i = 0; i < rounds; i++) {
            times.add(measure.get());
        }
        return median(times);
    }

    private static double median(List<Double> times) {
        List<Double> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
