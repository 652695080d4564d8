/*
 * BenchLens - explorer for database and API benchmark results.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.store.Store;
import org.benchlens.store.StoreCompaction;
import org.benchlens.store.StoreLocation;

/**
 * How an H2 store's file grows over N imports, each opening and closing the store as a command does, a
 * small result table each (decision 0141):
 *   - as stores are now, never compacted in place (H2's compaction in the background and on close off);
 *   - the reference: the same imports with H2's defaults (background compaction at 90 % fill, 200 ms on close);
 *   - then the first store after {@code store compact}, which is the size of its live data.
 * Prints the file size every N/10 imports, in MB, and the ratios to the compacted size.
 */
public final class StoreGrowthBench {

    public static void main(String[] args) throws Exception {
        int imports = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        Path folder = Files.createTempDirectory("benchlens-growth");
        StoreLocation now = StoreLocation.file(folder.resolve("now"));
        StoreLocation h2Defaults = StoreLocation.file(folder.resolve("h2defaults"));
        h2Defaults = new StoreLocation(h2Defaults.jdbcUrl().replace(";AUTO_COMPACT_FILL_RATE=0;MAX_COMPACT_TIME=0;REUSE_SPACE=FALSE", ""),
                h2Defaults.user(), h2Defaults.password());
        System.out.printf("%8s %14s %14s%n", "imports", "never in place", "H2 defaults");
        long start = System.nanoTime();
        for (int i = 1; i <= imports; i++) {
            Path input = folder.resolve("result-" + i + ".csv");
            Files.writeString(input, "\"scenario\",\"Overall RPS\",\"Avg. Pass Request Duration\",\"Pass Rate\"\n"
                    + "\"GETSingle " + i + "\"," + (1000 + i * 1.5) + "," + (10 + i % 7) + ",0.99\n"
                    + "\"GETAll " + i + "\"," + (800 + i * 0.5) + "," + (20 + i % 5) + ",0.98\n");
            importOnce(now, input);
            importOnce(h2Defaults, input);
            Files.delete(input);
            if (i % Math.max(1, imports / 10) == 0) {
                System.out.printf(Locale.ROOT, "%8d %11.2f MB %11.2f MB%n", i, mb(now), mb(h2Defaults));
            }
        }
        double before = mb(now);
        long compacting = System.nanoTime();
        StoreCompaction.compact(now);
        double compacted = mb(now);
        System.out.printf(Locale.ROOT, "after store compact: %.2f MB in %.1f s (imports took %.0f s)%n", compacted,
                (System.nanoTime() - compacting) / 1e9, (compacting - start) / 1e9);
        System.out.printf(Locale.ROOT, "never in place / compacted: %.2f; H2 defaults / compacted: %.2f%n",
                before / compacted, mb(h2Defaults) / compacted);
    }

    private static void importOnce(StoreLocation location, Path input) {
        try (Store store = Store.open(location)) {
            new ImportService(store, ImporterRegistry.standard()).importPaths(List.of(input), ImportOptions.NONE);
        }
    }

    private static double mb(StoreLocation location) throws Exception {
        return Files.size(Path.of(location.h2File().orElseThrow() + ".mv.db")) / 1e6;
    }
}
