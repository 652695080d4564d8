/*
 * BenchLens - explorer for database and API benchmark results.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;

import org.benchlens.model.RunDraft;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.ui.FxBackground;
import org.benchlens.ui.MainView;
import org.benchlens.ui.RunsViewModel;

/**
 * The main window over a store of 10 000 runs: fills a new H2 store with runs as the importers
 * make them (realistic attributes, six measurements each), then measures, in one JVM on a real
 * display,
 * <ul>
 *   <li>time to first frame and to the full list shown, against an empty window's first frame;</li>
 *   <li>filter latency: a character typed into the filter until the frame that shows the table
 *   updated, against an idle frame, and against the query per keystroke the window used to run.</li>
 * </ul>
 *
 * <pre>java -cp "target/benchlens.jar:target/lib/*" bench/WindowBench.java [RUNS] [STORE_FOLDER]</pre>
 */
public final class WindowBench {

    private static final String[] INSTANCES = {"t3a.nano", "t3a.micro", "c5.xlarge", "m5a.4xlarge", "db.r5.xlarge",
        "db.r6g.xlarge", "c2d-highcpu-32"};
    private static final String[] DBMS = {"pg12.19", "pg13.15", "pg14.12", "pg15.7", "pg16.3", "pg17beta1",
        "pg17beta2", "pg17beta3", "aurora-13.4", "yugabyte-2.20"};
    private static final String[] SCENARIOS = {"GETSingle", "GETAll", "POSTSingle", "POSTBulk", "PATCH", "RPC"};
    private static final String[] FORMATS = {"k6-summary", "k6-summary", "table", "table", "ibench", "ybio"};
    private static final String[] FILTERS = {"dbms=pg17beta3", "t3a.nano", "tag:baseline", "getsingle 50"};

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        Path folder = args.length > 1 ? Path.of(args[1]) : Files.createTempDirectory("benchlens-window-bench");
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        long fillStart = System.nanoTime();
        try (Store store = Store.open(location)) {
            fill(store, runs);
        }
        System.out.printf("filled a new store with %d runs (6 measurements, 6-8 attributes each) in %.1f s%n",
                runs, seconds(System.nanoTime() - fillStart));

        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.join();
        Platform.setImplicitExit(false);

        double emptyWindow = median(5, () -> firstFrameOfEmptyWindow());
        long openStart = System.nanoTime();
        Store store = Store.open(location);
        double storeOpened = seconds(System.nanoTime() - openStart) * 1000;
        FxBackground background = new FxBackground();
        Window window = onFx(() -> openWindow(store, background, openStart));
        await(() -> window.firstFrame > 0);
        double firstFrame = seconds(window.firstFrame - openStart) * 1000;
        await(() -> window.fullyShown > 0);
        double listed = seconds(window.fullyShown - openStart) * 1000;

        List<Double> typed = new ArrayList<>();
        for (String filter : FILTERS) {
            for (int length = 1; length <= filter.length(); length++) {
                String text = filter.substring(0, length);
                typed.add(onFx(() -> frameAfter(window, () -> window.filter.setText(text))));
            }
            onFx(() -> frameAfter(window, () -> window.filter.setText("")));
            window.changes.remove(window.changes.size() - 1);
        }
        List<Double> filtered = new ArrayList<>(window.changes);
        List<Double> idle = new ArrayList<>();
        List<Double> scrolled = new ArrayList<>();
        for (int i = 0; i < typed.size(); i++) {
            idle.add(onFx(() -> frameAfter(window, () -> window.table.requestLayout())));
            int row = (i * 997) % runs;
            scrolled.add(onFx(() -> frameAfter(window, () -> window.table.scrollTo(row))));
        }
        long readStart = System.nanoTime();
        store.read(session -> {
            session.runs().list(RunFilter.ALL);
            return session.measurements().headlines("throughput");
        });
        double read = seconds(System.nanoTime() - readStart) * 1000;
        List<Double> queried = new ArrayList<>();
        for (String filter : FILTERS) {
            for (int length = 1; length <= filter.length(); length++) {
                String text = filter.substring(0, length);
                long start = System.nanoTime();
                store.read(session -> session.runs().list(new RunFilter(Map.of(), text)));
                queried.add(seconds(System.nanoTime() - start) * 1000);
            }
        }
        onFx(() -> {
            window.stage.close();
            return null;
        });
        background.shutdown();
        store.close();
        Platform.exit();
        report(runs, emptyWindow, storeOpened, firstFrame, listed, read, typed, filtered, idle, scrolled, queried);
        System.exit(0);
    }

    private static void report(int runs, double emptyWindow, double storeOpened, double firstFrame, double listed,
                               double read, List<Double> typed, List<Double> filtered,
                               List<Double> idle, List<Double> scrolled, List<Double> queried)
            throws java.io.IOException {
        System.out.printf("machine: %d cores, %s, load average %s%n", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), Files.readString(Path.of("/proc/loadavg")).split(" ", 4)[0]);
        System.out.printf("empty window, first frame (reference)       %7.1f ms%n", emptyWindow);
        System.out.printf("BenchLens, first frame (store open, window)  %7.1f ms   %.1fx the empty window%n",
                firstFrame, firstFrame / emptyWindow);
        System.out.printf("  of which opening the store (schema check): %.1f ms%n", storeOpened);
        System.out.printf("BenchLens, %d runs listed                 %7.1f ms   %.1fx the empty window%n",
                runs, listed, listed / emptyWindow);
        System.out.printf("  of which reading the %d runs and their throughput from the store (again, warm): %.1f ms%n",
                runs, read);
        System.out.printf("filter, keystroke to updated frame (%d keys): median %.1f ms, worst %.1f ms%n",
                typed.size(), median(typed), max(typed));
        System.out.printf("  of which filtering (the field's text set until the table holds the rows): median %.1f ms%n",
                median(filtered));
        System.out.printf("idle frame (reference):                     median %.1f ms, worst %.1f ms;"
                + " filter/idle %.1fx%n", median(idle), max(idle), median(typed) / median(idle));
        System.out.printf("a jump to another page of the table (reference): median %.1f ms, worst %.1f ms;"
                + " filter/jump %.1fx%n", median(scrolled), max(scrolled), median(typed) / median(scrolled));
        System.out.printf("one store query per keystroke (old window): median %.1f ms, worst %.1f ms;"
                + " %.1fx the whole keystroke of the window now%n", median(queried), max(queried), median(queried) / median(typed));
    }

    private static void fill(Store store, int runs) {
        SplittableRandom random = new SplittableRandom(42);
        int batch = 1000;
        for (int from = 0; from < runs; from += batch) {
            int first = from;
            store.transaction(session -> {
                for (int i = first; i < Math.min(runs, first + batch); i++) {
                    RunDraft draft = draft(i, random);
                    session.save(draft, "/results/2024/" + draft.format() + "/run-" + i + ".json", "hash-" + i);
                }
                return null;
            });
        }
    }

    private static RunDraft draft(int i, SplittableRandom random) {
        String format = FORMATS[i % FORMATS.length];
        String scenario = SCENARIOS[random.nextInt(SCENARIOS.length)];
        int vus = new int[] {10, 20, 50, 100, 200, 500}[random.nextInt(6)];
        double throughput = 500 + random.nextDouble() * 20_000;
        RunDraft draft = new RunDraft(format, scenario + " " + vus + " VUs")
                .attribute("instance", INSTANCES[random.nextInt(INSTANCES.length)])
                .attribute("dbms", DBMS[random.nextInt(DBMS.length)])
                .attribute("version", "7.0." + random.nextInt(3))
                .attribute("scenario", scenario)
                .attribute("vus", Integer.toString(vus))
                .attribute("workload", random.nextBoolean() ? "cached" : "iobound");
        if (random.nextInt(3) == 0) {
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

    /** The window under test, and when its first frame and its full list were laid out. */
    private static final class Window {
        Stage stage;
        TextField filter;
        TableView<?> table;
        volatile long firstFrame;
        volatile long fullyShown;
        Runnable afterPulse;
        final List<Double> changes = new ArrayList<>();
    }

    private static Window openWindow(Store store, FxBackground background, long openStart) {
        Window window = new Window();
        RunsViewModel model = new RunsViewModel(store, background);
        MainView view = new MainView(model, background);
        Scene scene = new Scene(view, 1280, 800);
        scene.getStylesheets().add(MainView.class.getResource("benchlens.css").toExternalForm());
        window.stage = new Stage();
        window.stage.setScene(scene);
        window.filter = (TextField) view.lookup("#filter");
        scene.addPostLayoutPulseListener(() -> {
            long now = System.nanoTime();
            if (window.firstFrame == 0) {
                window.firstFrame = now;
            }
            if (window.table == null) {
                // the table sits in a split pane, whose skin makes it a child during the first pass
                window.table = (TableView<?>) view.lookup("#runs");
            }
            if (window.fullyShown == 0 && window.table != null && !window.table.getItems().isEmpty()) {
                window.fullyShown = now;
            }
            if (window.afterPulse != null) {
                Runnable done = window.afterPulse;
                window.afterPulse = null;
                done.run();
            }
        });
        window.stage.show();
        model.refresh();
        return window;
    }

    /** Does the change on the FX thread and returns the milliseconds until the next frame is laid out. */
    private static CompletableFuture<Double> frameAfter(Window window, Runnable change) {
        CompletableFuture<Double> done = new CompletableFuture<>();
        long start = System.nanoTime();
        window.afterPulse = () -> done.complete(seconds(System.nanoTime() - start) * 1000);
        change.run();
        window.changes.add(seconds(System.nanoTime() - start) * 1000);
        Platform.requestNextPulse();
        return done;
    }

    private static double firstFrameOfEmptyWindow() {
        return onFx(() -> {
            CompletableFuture<Double> done = new CompletableFuture<>();
            long start = System.nanoTime();
            Stage stage = new Stage();
            Scene scene = new Scene(new Label("BenchLens"), 1280, 800);
            stage.setScene(scene);
            scene.addPostLayoutPulseListener(() -> {
                if (!done.isDone()) {
                    done.complete(seconds(System.nanoTime() - start) * 1000);
                    Platform.runLater(stage::close);
                }
            });
            stage.show();
            return done;
        });
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
        Object value = result.orTimeout(60, TimeUnit.SECONDS).join();
        if (value instanceof CompletableFuture<?> future) {
            value = future.orTimeout(60, TimeUnit.SECONDS).join();
        }
        return (T) value;
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the window did not list the runs within a minute");
            }
            Thread.sleep(1);
        }
    }

    private static double median(int times, DoubleSupplier measure) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            values.add(measure.getAsDouble());
        }
        return median(values);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
