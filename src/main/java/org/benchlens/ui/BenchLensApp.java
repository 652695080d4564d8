package org.benchlens.ui;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Level;
import java.util.logging.Logger;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;

import org.benchlens.app.Workspace;
import org.benchlens.store.StoreException;
import org.benchlens.store.StoreLocation;
import org.benchlens.ui.runner.RunMenu;
import org.benchlens.ui.chart.ChartWindow;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.ThemePreference;
import org.benchlens.ui.runs.WindowLayout;
import org.benchlens.ui.compare.CompareWindow;
import org.benchlens.ui.runs.MainView;
import org.benchlens.ui.runs.RunsViewModel;
import org.benchlens.ui.trend.TrendWindow;

/** The window. Started through {@link #launchOn} from the plain launcher class. */
public final class BenchLensApp extends Application {

    /**
     * JavaFX warns that it was loaded from the class path rather than as modules; BenchLens starts
     * that way on purpose (a plain launcher class, one jar with its libraries beside it).
     */
    private static final Logger PLATFORM_LOG = Logger.getLogger("javafx");

    /** The store being opened while the toolkit starts; null when it could not even start opening. */
    private static Workspace opening;
    /** What the store said while it opened (another process held it; runs left out after a kill), shown once open. */
    private static final List<String> OPENING_NOTICES = new CopyOnWriteArrayList<>();
    private static StoreException openFailure;
    /** How long the window waits for the store before it shows that it is still opening. */
    private static final Duration FIRST_WAIT = Duration.ofSeconds(2);

    private Workspace workspace;
    private FxBackground background;
    private Stage stage;
    private MainView view;
    private final WindowLayout layout = WindowLayout.forUser();

    /** Opens the window on the store and returns when it is closed. */
    public static void launchOn(StoreLocation storeLocation) {
        // the store opens on a thread of its own while the toolkit starts: neither waits for the other
        try {
            opening = Workspace.openInBackground(Objects.requireNonNull(storeLocation),
                    OPENING_NOTICES::add);
        } catch (StoreException e) {
            openFailure = e;
        }
        PLATFORM_LOG.setLevel(Level.SEVERE);
        try {
            Application.launch(BenchLensApp.class);
        } catch (UnsupportedOperationException e) {
            throw new IllegalStateException("cannot open the window (" + e.getMessage()
                    + "); the commands work without one: see benchlens --help", e);
        }
    }

    @Override
    public void init() {
        // runs on the launcher thread, not the FX thread, while the toolkit starts: most stores are open by then
        if (opening == null) {
            return;
        }
        try {
            if (opening.readyWithin(FIRST_WAIT)) {
                workspace = opening;
            }
        } catch (StoreException e) {
            openFailure = e;
        }
    }

    @Override
    public void start(Stage primaryStage) {
        AppTheme.apply(ThemePreference.forUser().remembered());
        if (opening == null || workspace != null || openFailure != null) {
            startOn(primaryStage);
            return;
        }
        // another process holds the store, or it is brought up to date: say so rather than show nothing
        OpeningStage waiting = OpeningStage.show(opening.location().describe(), OPENING_NOTICES);
        Thread ready = new Thread(() -> {
            try {
                opening.ready();
                workspace = opening;
            } catch (StoreException e) {
                openFailure = e;
            }
            Platform.runLater(() -> {
                startOn(primaryStage);
                waiting.close();
            });
        }, "benchlens-store-wait");
        ready.setDaemon(true);
        ready.start();
    }

    private void startOn(Stage primaryStage) {
        if (openFailure != null) {
            Alert alert = new Alert(Alert.AlertType.ERROR, openFailure.getMessage());
            alert.setHeaderText("BenchLens cannot open its store");
            alert.showAndWait();
            Platform.exit();
            return;
        }
        stage = primaryStage;
        for (int size : new int[] {16, 32, 48, 256}) {
            stage.getIcons().add(new Image(Objects.requireNonNull(
                    BenchLensApp.class.getResourceAsStream("icons/benchlens-" + size + ".png"))));
        }
        background = new FxBackground();
        Scene scene = new Scene(new javafx.scene.layout.Pane());
        scene.getStylesheets().add(Objects.requireNonNull(
                BenchLensApp.class.getResource("/org/benchlens/ui/benchlens.css")).toExternalForm());
        stage.setScene(scene);
        layout.restore(stage);
        show(workspace);
        stage.setOnHiding(e -> layout.save(stage, view));
        // the runner window is not owned by this one: closing the main window ends the program
        stage.setOnHidden(e -> Platform.exit());
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN), stage::close);
        stage.show();
        // JavaFX 21 on GTK lets some window managers map the window at a tiny size whatever was set
        // before it was shown (JDK-8316423, fixed in 22): set it once more now that it is shown
        Platform.runLater(() -> layout.restore(stage));
        view.focusRuns();
        showOpeningNotices();
        // read once the window is shown: on two cores, a read during the first layout delays both (decision 0098)
        SampleData.locate().ifPresentOrElse(view.model()::offerSampleData, view.model()::refresh);
    }

    /**
     * Says what the store put right while it opened: part of an import left out (the file must be imported
     * again), a delete finished or an undo left undone (decisions 0124, 0135).
     */
    private void showOpeningNotices() {
        List<String> putRight = OPENING_NOTICES.stream()
                .filter(notice -> notice.startsWith("left out") || notice.startsWith("deleted ")).toList();
        if (!putRight.isEmpty()) {
            Alert alert = new Alert(Alert.AlertType.WARNING, String.join("\n", putRight));
            alert.initOwner(stage);
            alert.setHeaderText("The store put right what a killed process left half done");
            alert.show();
        }
    }

    /** Puts a main view on the store into the window, with the layout the user left. */
    private void show(Workspace shown) {
        view = mainView(stage, shown, background);
        view.onOpenStore(this::switchTo);
        layout.restore(view);
        stage.getScene().setRoot(view);
        stage.setTitle("BenchLens — " + MainView.storeName(shown.location()));
    }

    /**
     * The main view on a store, its Compare, Chart and Run menu items connected to their windows;
     * bench/WindowBench.java measures the window built here.
     */
    public static MainView mainView(Stage stage, Workspace shown, FxBackground background) {
        AppTheme.ensureApplied();
        RunsViewModel model = new RunsViewModel(shown, background);
        MainView view = new MainView(model, background);
        RunMenu runner = RunMenu.fill(view.runMenu(), stage, shown, background, model::stored);
        view.connect((owner, runs) -> CompareWindow.open(owner, shown, background, view.compareScope(),
                        model.filterTextProperty(), view::compareScope, runner::submit),
                (owner, runs) -> ChartWindow.open(owner, shown, background, runs),
                (owner, runs) -> ChartWindow.open(owner, shown, background, runs));
        view.connectReport((owner, runs) -> CompareWindow.openForReport(owner, shown, background, view.compareScope()));
        view.connectTrend((owner, runs) -> TrendWindow.open(owner, shown, background, view.compareScope(),
                runner::submit));
        return view;
    }

    /** File ▸ Open store…: opens the other store off the FX thread, and only then leaves this one. */
    private void switchTo(StoreLocation other) {
        layout.save(view);
        background.run("Opening " + other.describe(), progress -> Workspace.open(other),
                opened -> {
                    Workspace previous = workspace;
                    workspace = opened;
                    show(opened);
                    view.model().refresh();
                    previous.close();
                },
                problem -> {
                    Alert alert = new Alert(Alert.AlertType.ERROR, problem.getMessage());
                    alert.initOwner(stage);
                    alert.setHeaderText("BenchLens cannot open this store; it stays on " + workspace.location().describe());
                    alert.show();
                });
    }

    @Override
    public void stop() {
        if (background != null) {
            background.shutdown();
        }
        if (workspace != null) {
            workspace.close();
        }
    }
}
