package org.benchlens.ui.runner;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javafx.scene.control.Alert;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.runner.Workload;
import org.benchlens.runner.ibench.IbenchDescription;
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ExternalTools;
import org.benchlens.runner.ybio.YbioDescription;
import org.benchlens.ui.common.Background;

/** The main window's Run menu: one item per workload dialog, each queueing into the runner window. */
public final class RunMenu {

    private final Window owner;
    private final Workspace workspace;
    private final Background background;
    private final Consumer<List<Run>> onStored;
    /** Made the first time a workload is queued or the window is asked for. */
    private RunnerWindow window;

    private RunMenu(Window owner, Workspace workspace, Background background, Consumer<List<Run>> onStored) {
        this.owner = owner;
        this.workspace = workspace;
        this.background = background;
        this.onStored = onStored;
    }

    /**
     * Fills {@code menu} for the workloads on {@code workspace}.
     *
     * @param onStored called on the FX thread, each time a workload stores a run, with every run it stored so far
     */
    public static RunMenu fill(Menu menu, Window owner, Workspace workspace, Background background,
                               Consumer<List<Run>> onStored) {
        RunMenu runs = new RunMenu(owner, workspace, background, onStored);
        MenuItem http = runs.item("_HTTP load…", "Shortcut+Shift+H", () -> HttpRunDialog.ask(owner));
        MenuItem k6 = new MenuItem("_k6 script…");
        k6.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+K"));
        k6.setOnAction(e -> runs.askK6());
        MenuItem ybio = runs.item("_YBIO-like…", "Shortcut+Shift+Y",
                () -> DescribedRunDialog.ask(owner, new YbioDescription()));
        MenuItem ibench = runs.item("_Insert-Benchmark-like…", "Shortcut+Shift+I",
                () -> DescribedRunDialog.ask(owner, new IbenchDescription()));
        MenuItem window = new MenuItem("_Runner window");
        window.setAccelerator(KeyCombination.keyCombination("Shortcut+R"));
        window.setOnAction(e -> runs.runnerWindow());
        menu.getItems().setAll(http, k6, ybio, ibench);
        for (ExternalTool tool : ExternalTools.ALL) {
            menu.getItems().add(runs.item("_" + tool.name() + "…", "Shortcut+Shift+" + tool.shortcut(),
                    () -> DescribedRunDialog.ask(owner, tool)));
        }
        menu.getItems().addAll(new SeparatorMenuItem(), window);
        return runs;
    }

    /** Queues a workload in the runner window, shown in front. */
    public QueuedRun submit(Workload workload) {
        return runnerWindow().submit(workload);
    }

    private MenuItem item(String text, String shortcut, Supplier<Optional<Workload>> dialog) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(KeyCombination.keyCombination(shortcut));
        item.setOnAction(e -> dialog.get().ifPresent(this::submit));
        return item;
    }

    /** Reads the store's k6 setting in the background, then asks; a k6 path typed is saved in the background too. */
    private void askK6() {
        background.run("Reading the k6 setting", progress -> workspace.runner().k6Setting().orElse(null),
                setting -> K6RunDialog.ask(owner, setting, this::rememberK6)
                        .ifPresent(this::submit),
                this::failed);
    }

    private void rememberK6(String path) {
        background.run("Saving the k6 path", progress -> {
            workspace.runner().rememberK6(path);
            return path;
        }, saved -> { }, this::failed);
    }

    private void failed(Throwable problem) {
        Alert alert = new Alert(Alert.AlertType.ERROR, problem.getMessage());
        alert.initOwner(owner);
        alert.show();
    }

    private RunnerWindow runnerWindow() {
        if (window == null) {
            window = new RunnerWindow(owner, workspace, onStored);
        }
        return window.show();
    }
}
