package org.benchlens.ui.runs;

import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

import javafx.geometry.Rectangle2D;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Screen;
import javafx.stage.Stage;

import org.benchlens.ui.common.UserSettings;
import org.benchlens.ui.common.WindowPlacement;

/**
 * The window's layout and the user's choices in it (size, position, divider, column widths,
 * filter, grouping), kept per user in {@link Preferences} rather than in the store: a shared
 * store must not carry one person's window size to another.
 */
public final class WindowLayout {

    private final Preferences preferences;

    public WindowLayout(Preferences preferences) {
        this.preferences = preferences;
    }

    public static WindowLayout forUser() {
        return new WindowLayout(UserSettings.node("main-window"));
    }

    /**
     * Puts the window back where it was, moved and shrunk as little as needed to lie whole on the
     * screen it was on (the primary one when that screen is gone), and at least its least size.
     */
    public void restore(Stage stage) {
        double width = preferences.getDouble("width", 1280);
        double height = preferences.getDouble("height", 800);
        double x = preferences.getDouble("x", Double.NaN);
        double y = preferences.getDouble("y", Double.NaN);
        Rectangle2D screen = Double.isNaN(x) ? Screen.getPrimary().getVisualBounds()
                : Screen.getScreensForRectangle(x, y, Math.max(1, width), Math.max(1, height)).stream().findFirst()
                        .orElse(Screen.getPrimary()).getVisualBounds();
        Rectangle2D bounds = WindowPlacement.onScreen(Double.isNaN(x) ? Double.NaN : x, y, width, height, screen);
        stage.setWidth(bounds.getWidth());
        stage.setHeight(bounds.getHeight());
        if (!Double.isNaN(x)) {
            stage.setX(bounds.getMinX());
            stage.setY(bounds.getMinY());
        }
        stage.setMaximized(preferences.getBoolean("maximized", false));
    }

    public void restore(MainView view) {
        view.model().filterTextProperty().set(preferences.get("filter", ""));
        String grouping = preferences.get("grouping", "");
        view.model().groupingProperty().set(new Grouping(grouping));
        double divider = preferences.getDouble("divider", Double.NaN);
        if (!Double.isNaN(divider)) {
            view.split().setDividerPositions(divider);
        }
        for (TableColumn<?, ?> column : view.runsTable().getColumns()) {
            double width = preferences.getDouble("column." + column.getId(), Double.NaN);
            if (!Double.isNaN(width)) {
                column.setPrefWidth(width);
            }
        }
    }

    public void save(Stage stage, MainView view) {
        preferences.putBoolean("maximized", stage.isMaximized());
        if (!stage.isMaximized()) {
            preferences.putDouble("x", stage.getX());
            preferences.putDouble("y", stage.getY());
            preferences.putDouble("width", stage.getWidth());
            preferences.putDouble("height", stage.getHeight());
        }
        save(view);
    }

    public void save(MainView view) {
        preferences.put("filter", view.model().filterTextProperty().get());
        preferences.put("grouping", view.model().groupingProperty().get().key());
        SplitPane split = view.split();
        preferences.putDouble("divider", split.getDividerPositions()[0]);
        TableView<RunRow> table = view.runsTable();
        for (TableColumn<?, ?> column : table.getColumns()) {
            preferences.putDouble("column." + column.getId(), column.getWidth());
        }
        try {
            preferences.flush();
        } catch (BackingStoreException e) {
            // the layout is a convenience: losing it must not stop the window from closing
        }
    }
}
