package org.benchlens.ui.runner;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

import org.benchlens.model.Run;
import org.benchlens.runner.Workload;
import org.benchlens.store.Store;

/** The main window's Run menu: one item per workload dialog, each queueing into the runner window. */
public final class RunMenu {

    private final Window owner;
    private final Store store;
    private final Consumer<List<Run>> onStored;
    /** Made the first time a workload is queued or the window is asked for. */
    private RunnerWindow window;

    private RunMenu(Window owner, Store store, Consumer<List<Run>> onStored) {
        this.owner = owner;
        this.store = store;
        this.onStored = onStored;
    }

    /**
     * Fills {@code menu} for the workloads on {@code store}.
     *
     * @param onStored called on the FX thread with the runs each workload stored
     */
    public static void fill(Menu menu, Window owner, Store store, Consumer<List<Run>> onStored) {
        RunMenu runs = new RunMenu(owner, store, onStored);
        MenuItem http = runs.item("HTTP load…", "Shortcut+Shift+H", () -> HttpRunDialog.ask(owner));
        MenuItem k6 = runs.item("k6 script…", "Shortcut+Shift+K", () -> K6RunDialog.ask(owner, store));
        MenuItem ybio = runs.item("YBIO-like…", "Shortcut+Shift+Y", () -> YbioRunDialog.ask(owner));
        MenuItem ibench = runs.item("Insert-Benchmark-like…", "Shortcut+Shift+I", () -> IbenchRunDialog.ask(owner));
        MenuItem window = new MenuItem("Runner window");
        window.setAccelerator(KeyCombination.keyCombination("Shortcut+R"));
        window.setOnAction(e -> runs.runnerWindow());
        menu.getItems().setAll(http, k6, ybio, ibench, new SeparatorMenuItem(), window);
    }

    private MenuItem item(String text, String shortcut, Supplier<Optional<Workload>> dialog) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(KeyCombination.keyCombination(shortcut));
        item.setOnAction(e -> dialog.get().ifPresent(workload -> runnerWindow().submit(workload)));
        return item;
    }

    private RunnerWindow runnerWindow() {
        if (window == null) {
            window = new RunnerWindow(owner, store, onStored);
        }
        return window.show();
    }
}
