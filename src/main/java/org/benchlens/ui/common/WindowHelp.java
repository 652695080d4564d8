package org.benchlens.ui.common;

import java.util.ArrayList;
import java.util.List;

import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * F1 in each window: what the window is for, how to do what one mostly does there, and its keys.
 * The main window adds the shortcuts of its menus (read from them, see {@link HelpDialogs}).
 */
public enum WindowHelp {

    MAIN("The main window",
            "Every run in the store, one a line; the details of the runs you select are on the right. "
                    + "Import results with File ▸ Import… or by dropping files on the window, or paste a copied "
                    + "table with Edit ▸ Paste results. Narrow the list with the filter: words, key=value, tag:name. "
                    + "Select a few runs (Shift or Ctrl+click) and open View ▸ Compare… or View ▸ Chart…; "
                    + "with none selected they take every run the filter shows. "
                    + "Double-click an Attributes or Tags cell to edit it.",
            List.of()),
    COMPARE("The Compare window",
            "A table of each row's value relative to the base row (bold): red at or under 0.95, green at or "
                    + "over 1.05, grey between. Choose what the rows are (version, dbms, instance…), the columns "
                    + "(steps or an attribute such as vus), the metric and the base row in the bar at the top. "
                    + "Relative, Absolute or Both switch what the cells show; a cell's tooltip gives its exact ratio "
                    + "and statistics. When the runs do not compare as they are, a sentence says why with buttons "
                    + "to split, pick or pool. Chart this table draws the same figures as bars.",
            List.of(keys(KeyCode.C, "copy the table (coloured HTML and Markdown)"),
                    keys(KeyCode.S, "save the table as CSV, Markdown, HTML, JSON or text"),
                    keys(KeyCode.E, "the same (Export table, as in the main window)"),
                    shiftKeys(KeyCode.R, "export a report of these settings"))),
    CHART("The Chart window",
            "Draws the runs it was opened on: a sweep (throughput by VUs) when they span several load levels, "
                    + "latency by percentile where they have histograms, else bars. Choose the kind, what the lines "
                    + "are (an attribute), the metric and the step on the left; the title and axis labels show "
                    + "their defaults until you type. Click a legend entry to hide a series. Export… writes PNG, "
                    + "SVG or PDF exactly as shown.",
            List.of(shiftKeys(KeyCode.E, "export the chart as PNG, SVG or PDF"))),
    TREND("The Trend window",
            "Follows a metric over past runs, oldest first, one series per step, and marks where its level "
                    + "changed (the change points, listed under the chart: regressions in red, improvements in "
                    + "green). Choose the metric, the order of the runs and how sure a change must be at the top. "
                    + "Select a change and press Compare before and after to compare the runs of the two levels.",
            List.of(plain(KeyCode.ENTER, "on a change: compare the runs before and after it"))),
    RUNNER("The runner window",
            "The benchmarks started from the Run menu, one after the other, each with its progress and time "
                    + "left; once ended, each says which runs it stored (their # in the main window's list). "
                    + "Select one to see its throughput and p95 latency second by second and its log. "
                    + "Cancel run stops it cleanly: what was measured is kept, marked partial. Closing this window "
                    + "does not stop the runs: Run ▸ Runner window shows it again.",
            List.of(alt(KeyCode.C, "cancel the selected run"), alt(KeyCode.F, "clear the finished runs"))),
    HTTP_RUN("Running HTTP load",
            "Loads one URL from this machine, as k6 would, and stores a run per VU level. Type the URL; VUs are "
                    + "users that each send the next request once the last is answered (10,20,40 makes a sweep, "
                    + "one run per level), or choose the open model for a fixed rate of requests. Duration is the "
                    + "measured time per level; a warm-up before it is not measured. Run first checks that the "
                    + "address answers, then queues the run in the runner window.",
            dialogKeys()),
    K6_RUN("Running a k6 script",
            "Runs your k6 script once per VU level with the k6 found on this machine (or the one you choose) "
                    + "and imports its summary and per-second points as runs. Choose the script, type the VU "
                    + "levels and the duration, and add attributes that tell the runs apart (instance=c5.large). "
                    + "The runs queue in the runner window, where k6's output shows as it runs.",
            dialogKeys()),
    DATABASE_RUN("Running a database benchmark",
            "Runs a database workload against a target: the embedded H2 or PostgreSQL that BenchLens starts "
                    + "for you, or a JDBC URL of your own server. Choose the target, then the workload's sizes "
                    + "and times; the fields say in red what they cannot take. Each step or load level is "
                    + "stored as a run, with the names the imported results of the same benchmark use, so "
                    + "they compare at once. The run queues in the runner window.",
            dialogKeys());

    private final String title;
    private final String howTo;
    private final List<Key> keys;

    WindowHelp(String title, String howTo, List<Key> keys) {
        this.title = title;
        this.howTo = howTo;
        this.keys = keys;
    }

    public String title() {
        return title;
    }

    /** A few sentences: what the window is for and how to do the common task. */
    public String howTo() {
        return howTo;
    }

    /** F1 in {@code scene} shows this help (owned by the scene's window). */
    public void onF1(Scene scene) {
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F1), () -> dialog(scene.getWindow()).show());
    }

    /** The help as a dialog: the sentences, then the keys in two columns. */
    public Alert dialog(Window owner) {
        return dialog(owner, List.of());
    }

    /** The help, with {@code moreKeys} (a window's menu shortcuts) before the window's own keys. */
    Alert dialog(Window owner, List<Key> moreKeys) {
        List<Key> all = new ArrayList<>(moreKeys);
        all.addAll(keys);
        all.add(closing());
        all.add(new Key("F1", "this help"));
        Label text = new Label(howTo);
        text.setId("help-how-to");
        text.setWrapText(true);
        text.setMinHeight(Region.USE_PREF_SIZE);
        GridPane grid = new GridPane();
        grid.setId("help-keys");
        grid.setHgap(16);
        grid.setVgap(2);
        grid.setPadding(new Insets(4, 8, 4, 8));
        for (int row = 0; row < all.size(); row++) {
            Label keyLabel = new Label(all.get(row).keys());
            keyLabel.setStyle("-fx-font-weight: bold;");
            keyLabel.setMinWidth(Region.USE_PREF_SIZE);
            grid.addRow(row, keyLabel, new Label(all.get(row).what()));
        }
        ScrollPane keysPane = new ScrollPane(grid);
        keysPane.setFitToWidth(true);
        VBox.setVgrow(keysPane, Priority.ALWAYS);
        Label keysTitle = new Label("Keys");
        keysTitle.setStyle("-fx-font-weight: bold;");
        VBox content = new VBox(10, text, keysTitle, keysPane);
        content.setPrefWidth(680);

        Alert dialog = new Alert(Alert.AlertType.NONE);
        dialog.initOwner(owner);
        dialog.setTitle("Help — " + title);
        dialog.setHeaderText(title);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        dialog.setResizable(true);
        WindowPlacement.forUser("help", 760, 560).apply((Stage) dialog.getDialogPane().getScene().getWindow(), owner);
        return dialog;
    }

    /** A key or keys, and what they do in the window. */
    public record Key(String keys, String what) {
    }

    private Key closing() {
        String closeKey = new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN).getDisplayText();
        return switch (this) {
            case MAIN -> new Key(closeKey, "quit; Escape clears the filter");
            case HTTP_RUN, K6_RUN, DATABASE_RUN -> new Key("Esc", "cancel: nothing is queued");
            case RUNNER -> new Key(closeKey + ", Esc", "close the window; the runs go on");
            default -> new Key(closeKey + ", Esc", "close the window");
        };
    }

    private static Key keys(KeyCode code, String what) {
        return new Key(new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN).getDisplayText(), what);
    }

    private static Key shiftKeys(KeyCode code, String what) {
        return new Key(new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN)
                .getDisplayText(), what);
    }

    private static Key alt(KeyCode code, String what) {
        return new Key(new KeyCodeCombination(code, KeyCombination.ALT_DOWN).getDisplayText(), what);
    }

    private static Key plain(KeyCode code, String what) {
        return new Key(code.getName(), what); // "Enter", where a combination would draw ↵
    }

    private static List<Key> dialogKeys() {
        return List.of(plain(KeyCode.ENTER, "run (when the fields make a run)"),
                new Key("Tab, Shift+Tab", "the next or previous field"));
    }
}
