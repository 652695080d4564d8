/*
 * BenchLens - explorer for database and API benchmark results.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.benchlens.app.Workspace;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.ui.BenchLensApp;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.runs.MainView;

/**
 * The main window over a large store, each measurement in a JVM of its own started cold, as a user
 * starts BenchLens (bench/window.sh runs the three steps):
 * <ul>
 *   <li>{@code fill RUNS FOLDER}: a new H2 store of RUNS runs as the importers make them
 *   (realistic attributes, six measurements each);</li>
 *   <li>{@code empty}: the reference, an empty JavaFX window's first frame after the JVM started;</li>
 *   <li>{@code window FOLDER}: the main window built as {@code BenchLensApp} builds it, on that store:
 *   first frame and full list after the JVM started, filter keystrokes until the table is laid out
 *   (against an idle frame and a jump to another page), opening Compare on 10 000 selected runs
 *   until its table is laid out, and the memory with the runs listed.</li>
 * </ul>
 * Each figure is also printed on a line {@code RESULT name value} for the script to take medians.
 *
 * <pre>java -cp "target/benchlens.jar:target/bench-classes" WindowBench fill|empty|window ...</pre>
 */
public final class WindowBench {

    private static final String[] INSTANCES = {"t3a.nano", "t3a.micro", "c5.xlarge", "m5a.4xlarge", "db.r5.xlarge",
        "db.r6g.xlarge", "c2d-highcpu-32"};
    private static final String[] DBMS = {"pg12.19", "pg13.15", "pg14.12", "pg15.7", "pg16.3", "pg17beta1",
        "pg17beta2", "pg17beta3", "aurora-13.4", "yugabyte-2.20"};
    private static final String[] SCENARIOS = {"GETSingle", "GETAll", "POSTSingle", "POSTBulk", "PATCH", "RPC"};
    private static final String[] FORMATS = {"k6-summary", "k6-summary", "table", "table", "ibench", "ybio"};
    private static final String[] FILTERS = {"dbms=pg17beta3", "7.0.1", "tag:baseline", "pg15 7.0.2"};
    /** How many runs are selected before opening Compare. */
    private static final int COMPARED = 10_000;

    private static final Instant JVM_START = ProcessHandle.current().info().startInstant().orElseThrow();

    public static void main(String[] args) throws Exception {
        try {
            switch (args[0]) {
                case "fill" -> fill(Integer.parseInt(args[1]), Path.of(args[2]));
                case "empty" -> emptyWindow();
                case "window" -> window(Path.of(args[1]));
                default -> throw new IllegalArgumentException("fill RUNS FOLDER | empty | window FOLDER");
            }
        } catch (RuntimeException e) {
            // the FX thread would keep the JVM alive after a failed measurement
            e.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }

    /** The store as BenchLensApp opens it; by reflection, so that this compiles against earlier builds too. */
    private static StoreLocation location(Path folder) {
        StoreLocation file = StoreLocation.file(folder.resolve("store"));
        try {
            return (StoreLocation) StoreLocation.class.getMethod("withoutBackgroundCompaction").invoke(file);
        } catch (ReflectiveOperationException earlierBuild) {
            return file;
        }
    }

    /** Milliseconds from the start of this JVM's process until now. */
    private static double sinceStart() {
        return (System.currentTimeMillis() - JVM_START.toEpochMilli());
    }

    private static void startToolkit() {
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.join();
        Platform.setImplicitExit(false);
    }

    /** The reference: an empty 1280x800 window, its first frame after the JVM started. */
    private static void emptyWindow() {
        startToolkit();
        double firstFrame = onFx(() -> {
            CompletableFuture<Double> done = new CompletableFuture<>();
            Stage stage = new Stage();
            Scene scene = new Scene(new Label("BenchLens"), 1280, 800);
            stage.setScene(scene);
            scene.addPostLayoutPulseListener(() -> {
                if (!done.isDone()) {
                    done.complete(sinceStart());
                }
            });
            stage.show();
            return done;
        });
        System.out.printf("empty window, first frame after the JVM started (reference): %.0f ms%n", firstFrame);
        result("empty_first_frame_ms", firstFrame);
    }

    private static void window(Path folder) throws Exception {
        double main = sinceStart();
        // as BenchLensApp: the store opens while the toolkit starts, and the window waits for it
        Workspace opening = Workspace.openInBackground(location(folder));
        startToolkit();
        double toolkit = sinceStart();
        Workspace workspace = opening.ready();
        double opened = sinceStart();
        FxBackground background = new FxBackground();
        Shown window = onFx(() -> openWindow(workspace, background));
        await(() -> window.firstFrame > 0);
        await(() -> window.fullyShown > 0);
        int runs = window.table.getItems().size();
        System.out.printf("%d runs; after the JVM started: main() %.0f ms, toolkit %.0f ms, store ready %.0f ms,"
                + " first frame %.0f ms, %d runs listed %.0f ms%n", runs, main, toolkit, opened, window.firstFrame,
                runs, window.fullyShown);
        System.out.printf("  of the first frame: window built from %.0f to %.0f ms, shown at %.0f ms%n",
                window.buildStarted, window.built, window.shown);
        result("first_frame_ms", window.firstFrame);
        result("listed_ms", window.fullyShown);
        result("store_wait_ms", opened - toolkit);
        memory("listed");

        List<Double> typed = new ArrayList<>();
        List<Double> filtered = new ArrayList<>();
        for (String filter : FILTERS) {
            for (int length = 1; length <= filter.length(); length++) {
                String text = filter.substring(0, length);
                typed.add(onFx(() -> frameAfter(window, () -> window.filter.setText(text), filtered)));
            }
            onFx(() -> frameAfter(window, () -> window.filter.setText(""), new ArrayList<>()));
        }
        List<Double> idle = new ArrayList<>();
        List<Double> scrolled = new ArrayList<>();
        List<Double> ignored = new ArrayList<>();
        for (int i = 0; i < typed.size(); i++) {
            idle.add(onFx(() -> frameAfter(window, () -> window.table.requestLayout(), ignored)));
            int row = (i * 997) % runs;
            scrolled.add(onFx(() -> frameAfter(window, () -> window.table.scrollTo(row), ignored)));
        }
        System.out.printf("filter, keystroke until the table is laid out (%d keys): median %.1f ms, worst %.1f ms%n",
                typed.size(), median(typed), max(typed));
        System.out.printf("  of which filtering (text set until the table holds the rows): median %.1f ms%n",
                median(filtered));
        System.out.printf("idle frame (reference): median %.1f ms; a jump to another page (reference): median %.1f ms%n",
                median(idle), median(scrolled));
        result("keystroke_median_ms", median(typed));
        result("keystroke_worst_ms", max(typed));
        result("filtering_median_ms", median(filtered));
        result("idle_frame_ms", median(idle));
        result("page_jump_ms", median(scrolled));

        compare(window, Math.min(COMPARED, runs));
        onFx(() -> {
            window.stage.close();
            return null;
        });
        background.shutdown();
        workspace.close();
        System.out.printf("machine: %d cores, Java %s, max heap %d MB, load average %s%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, Files.readString(Path.of("/proc/loadavg")).split(" ", 4)[0]);
        Platform.exit();
    }

    /** Selects the first runs of the table as a shift-click does, then View ▸ Compare… until its table is laid out. */
    private static void compare(Shown window, int count) {
        double selected = onFx(() -> frameAfter(window,
                () -> window.table.getSelectionModel().selectRange(0, count), new ArrayList<>()));
        long start = System.nanoTime();
        double[] fired = new double[1];
        double[] firstPulse = new double[1];
        CompletableFuture<Stage> laidOut = onFx(() -> {
            Set<Window> before = new HashSet<>(Window.getWindows());
            compareItem(window).fire();
            fired[0] = (System.nanoTime() - start) / 1e6;
            Stage stage = (Stage) Window.getWindows().stream().filter(w -> !before.contains(w)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("View ▸ Compare… opened no window"));
            CompletableFuture<Stage> done = new CompletableFuture<>();
            stage.getScene().addPostLayoutPulseListener(() -> {
                if (firstPulse[0] == 0) {
                    firstPulse[0] = (System.nanoTime() - start) / 1e6;
                }
                TableView<?> table = (TableView<?>) stage.getScene().lookup("#comparison");
                if (!done.isDone() && table != null && !table.getItems().isEmpty()) {
                    done.complete(stage);
                }
            });
            return CompletableFuture.completedFuture(done);
        });
        Stage stage = laidOut.orTimeout(120, TimeUnit.SECONDS).join();
        double opened = (System.nanoTime() - start) / 1e6;
        int rows = onFx(() -> ((TableView<?>) stage.getScene().lookup("#comparison")).getItems().size());
        System.out.printf("Compare on %d selected runs: selecting them %.0f ms; View ▸ Compare… until its table"
                + " (%d rows) is laid out %.0f ms%n", count, selected, rows, opened);
        System.out.printf("  of which: the window built and shown %.0f ms, its first frame at %.0f ms%n", fired[0],
                firstPulse[0]);
        result("select_ms", selected);
        result("compare_ms", opened);
        onFx(() -> {
            stage.close();
            return null;
        });
    }

    private static MenuItem compareItem(Shown window) {
        MenuBar bar = (MenuBar) window.stage.getScene().lookup("#menu-bar");
        return bar.getMenus().stream().flatMap(menu -> menu.getItems().stream())
                .filter(item -> "Compare…".equals(item.getText())).findFirst().orElseThrow();
    }

    /** Heap used after a full collection, and the process's resident memory. */
    private static void memory(String when) throws Exception {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        double heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / 1048576.0;
        double rss = 0;
        double peak = 0;
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                rss = Long.parseLong(line.replaceAll("\\D", "")) / 1024.0;
            } else if (line.startsWith("VmHWM:")) {
                peak = Long.parseLong(line.replaceAll("\\D", "")) / 1024.0;
            }
        }
        System.out.printf(Locale.ROOT, "memory, runs %s: heap used after a full GC %.0f MB, resident %.0f MB"
                + " (peak %.0f MB)%n", when, heap, rss, peak);
        result("heap_mb", heap);
        result("rss_mb", rss);
    }

    private static void result(String name, double value) {
        System.out.printf(Locale.ROOT, "RESULT %s %.1f%n", name, value);
    }

    private static void fill(int runs, Path folder) {
        StoreLocation location = location(folder);
        long start = System.nanoTime();
        try (Store store = Store.open(location)) {
            SplittableRandom random = new SplittableRandom(42);
            int batch = 1000;
            for (int from = 0; from < runs; from += batch) {
                int first = from;
                store.transaction(session -> {
                    for (int i = first; i < Math.min(runs, first + batch); i++) {
                        RunDraft draft = draft(i, random);
                        session.saveInput(draft, "/results/2024/" + draft.format() + "/run-" + i + ".json", "hash-" + i);
                    }
                    return null;
                });
            }
        }
        System.out.printf("filled a new store with %d runs (6 measurements, 6-8 attributes each) in %.1f s%n",
                runs, (System.nanoTime() - start) / 1e9);
    }

    /**
     * A run as the importers make it. Each block of {@value #COMPARED} runs is one configuration
     * (format, instance, scenario, load, workload) measured over the database versions, as a test
     * matrix is; so the selection Compare is opened on compares like with like, as the window asks.
     */
    private static RunDraft draft(int i, SplittableRandom random) {
        SplittableRandom block = new SplittableRandom(i / COMPARED);
        String format = FORMATS[block.nextInt(FORMATS.length)];
        String scenario = SCENARIOS[block.nextInt(SCENARIOS.length)];
        int vus = new int[] {10, 20, 50, 100, 200, 500}[block.nextInt(6)];
        String instance = INSTANCES[block.nextInt(INSTANCES.length)];
        String workload = block.nextBoolean() ? "cached" : "iobound";
        boolean behindNginx = block.nextInt(3) == 0;
        double throughput = 500 + random.nextDouble() * 20_000;
        RunDraft draft = new RunDraft(format, scenario + " " + vus + " VUs")
                .attribute("instance", instance)
                .attribute("dbms", DBMS[random.nextInt(DBMS.length)])
                .attribute("version", "7.0." + random.nextInt(3))
                .attribute("scenario", scenario)
                .attribute("vus", Integer.toString(vus))
                .attribute("workload", workload);
        if (behindNginx) {
            draft.attribute("deployment", "2 postgrest behind nginx").attribute("price_per_hour", "0.688");
        }
        if (random.nextInt(10) == 0) {
            draft.tag("baseline");
        }
        return draft.measure("total", "throughput", throughput, "1/s")
                .measure("total", "latency.avg", 1000.0 * vus / throughput, "ms")
                .measure("total", "latency.p95", 2500.0 * vus / throughput, "ms")
                .measure("total", "latency.p99", 4000.0 * vus / throughput, "ms")
                .measure("total", "errors.rate", random.nextDouble() * 0.01, "")
                .measure("total", "data.received", throughput * 300 * 60, "B");
    }

    /** The window under test, and when (ms after the JVM started) its first frame and its full list were laid out. */
    private static final class Shown {
        Stage stage;
        TextField filter;
        TableView<?> table;
        volatile double buildStarted;
        volatile double built;
        volatile double shown;
        volatile double firstFrame;
        volatile double fullyShown;
        Runnable afterPulse;
    }

    /**
     * The main window as BenchLensApp.start builds it: same view, same wiring, same style sheet, the
     * runs read once the window is shown.
     */
    private static Shown openWindow(Workspace workspace, FxBackground background) {
        Shown window = new Shown();
        window.stage = new Stage();
        Scene scene = new Scene(new javafx.scene.layout.Pane(), 1280, 800);
        scene.getStylesheets().add(MainView.class.getResource("/org/benchlens/ui/benchlens.css").toExternalForm());
        window.stage.setScene(scene);
        window.buildStarted = sinceStart();
        MainView view = BenchLensApp.mainView(window.stage, workspace, background);
        scene.setRoot(view);
        window.built = sinceStart();
        window.filter = (TextField) view.lookup("#filter");
        scene.addPostLayoutPulseListener(() -> {
            if (window.firstFrame == 0) {
                window.firstFrame = sinceStart();
            }
            if (window.table == null) {
                // the table sits in a split pane, whose skin makes it a child during the first pass
                window.table = (TableView<?>) view.lookup("#runs");
            }
            if (window.fullyShown == 0 && window.table != null && !window.table.getItems().isEmpty()) {
                window.fullyShown = sinceStart();
            }
            if (window.afterPulse != null) {
                Runnable done = window.afterPulse;
                window.afterPulse = null;
                done.run();
            }
        });
        window.stage.show();
        window.shown = sinceStart();
        view.model().refresh();
        return window;
    }

    /**
     * Does the change on the FX thread and returns the milliseconds until the next frame is laid
     * out; the time the change itself took goes to {@code changes}.
     */
    private static CompletableFuture<Double> frameAfter(Shown window, Runnable change, List<Double> changes) {
        CompletableFuture<Double> done = new CompletableFuture<>();
        long start = System.nanoTime();
        window.afterPulse = () -> done.complete((System.nanoTime() - start) / 1e6);
        change.run();
        changes.add((System.nanoTime() - start) / 1e6);
        Platform.requestNextPulse();
        return done;
    }

    /** Runs on the FX thread and waits; a future returned is waited for as well. */
    @SuppressWarnings("unchecked")
    private static <T> T onFx(Supplier<?> call) {
        CompletableFuture<Object> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(call.get());
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        Object value = result.orTimeout(120, TimeUnit.SECONDS).join();
        if (value instanceof CompletableFuture<?> future) {
            value = future.orTimeout(120, TimeUnit.SECONDS).join();
        }
        return (T) value;
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the window did not list the runs within two minutes");
            }
            Thread.sleep(1);
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }
}
