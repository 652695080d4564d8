package org.benchlens.ui.common;

import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

import javafx.application.Platform;
import javafx.event.EventHandler;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Where a secondary window (Compare, Chart, runner, a report) opens: at the size the user last
 * left it, else at its own default, never larger than the screen, centred on the window it was
 * opened from. The size is kept per user like the main window's layout (decision 0018).
 */
public final class WindowPlacement {

    /** Smaller than this, a window shows nothing useful: the least it opens at. */
    static final double MIN_WIDTH = 480;
    static final double MIN_HEIGHT = 320;
    /** How far a window opens from one already at its place. */
    static final double CASCADE = 32;

    private final Preferences preferences;
    private final double defaultWidth;
    private final double defaultHeight;

    WindowPlacement(Preferences preferences, double defaultWidth, double defaultHeight) {
        this.preferences = preferences;
        this.defaultWidth = defaultWidth;
        this.defaultHeight = defaultHeight;
    }

    /** The placement of the window called {@code name}, kept in the user's preferences. */
    public static WindowPlacement forUser(String name, double defaultWidth, double defaultHeight) {
        return new WindowPlacement(UserSettings.node("windows/" + name),
                defaultWidth, defaultHeight);
    }

    /**
     * Sizes and centres {@code stage} on {@code owner} when it is first shown, puts it back where
     * it was when shown again, and remembers its size. Call before the stage is first shown.
     */
    public void apply(Stage stage, Window owner) {
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        place(stage, owner);
        double[] left = {Double.NaN, Double.NaN};
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e ->
                // some window managers map a JavaFX 21 window at a tiny size whatever was set before
                // it was shown (JDK-8316423), and again each time a hidden one is shown: set it now
                Platform.runLater(() -> {
                    if (Double.isNaN(left[0])) {
                        place(stage, owner);
                    } else {
                        Rectangle2D screen = screenOf(owner);
                        Rectangle2D size = size(screen);
                        Rectangle2D bounds = onScreen(left[0], left[1], size.getWidth(), size.getHeight(), screen);
                        stage.setWidth(bounds.getWidth());
                        stage.setHeight(bounds.getHeight());
                        stage.setX(bounds.getMinX());
                        stage.setY(bounds.getMinY());
                    }
                }));
        stage.addEventHandler(WindowEvent.WINDOW_HIDING, e -> {
            left[0] = stage.getX();
            left[1] = stage.getY();
            save(stage);
        });
    }

    /**
     * Where a window remembered at {@code x, y} with {@code width} by {@code height} goes: at least
     * {@value #MIN_WIDTH} by {@value #MIN_HEIGHT} (unless the screen is smaller), no larger than the
     * screen's visual bounds, and moved as little as needed to lie whole within them, its title bar
     * included. A NaN {@code x} centres it on the screen.
     */
    public static Rectangle2D onScreen(double x, double y, double width, double height, Rectangle2D screen) {
        double w = Math.min(screen.getWidth(), Math.max(MIN_WIDTH, Double.isNaN(width) ? MIN_WIDTH : width));
        double h = Math.min(screen.getHeight(), Math.max(MIN_HEIGHT, Double.isNaN(height) ? MIN_HEIGHT : height));
        double left = Double.isNaN(x) || Double.isNaN(y) ? screen.getMinX() + (screen.getWidth() - w) / 2 : x;
        double top = Double.isNaN(x) || Double.isNaN(y) ? screen.getMinY() + (screen.getHeight() - h) / 2 : y;
        return new Rectangle2D(clamp(left, screen.getMinX(), screen.getMaxX() - w),
                clamp(top, screen.getMinY(), screen.getMaxY() - h), w, h);
    }

    /** The size the window opens at: the remembered or default one, made to fit {@code screen}. */
    Rectangle2D size(Rectangle2D screen) {
        Rectangle2D fitted = onScreen(Double.NaN, Double.NaN, preferences.getDouble("width", defaultWidth),
                preferences.getDouble("height", defaultHeight), screen);
        return new Rectangle2D(0, 0, fitted.getWidth(), fitted.getHeight());
    }

    private void place(Stage stage, Window owner) {
        Rectangle2D screen = screenOf(owner);
        Rectangle2D size = size(screen);
        stage.setWidth(size.getWidth());
        stage.setHeight(size.getHeight());
        boolean onOwner = owner != null && owner.isShowing() && !Double.isNaN(owner.getX()) && !Double.isNaN(owner.getY());
        double centreX = onOwner ? owner.getX() + owner.getWidth() / 2 : screen.getMinX() + screen.getWidth() / 2;
        double centreY = onOwner ? owner.getY() + owner.getHeight() / 2 : screen.getMinY() + screen.getHeight() / 2;
        double x = clamp(centreX - size.getWidth() / 2, screen.getMinX(), screen.getMaxX() - size.getWidth());
        double y = clamp(centreY - size.getHeight() / 2, screen.getMinY(), screen.getMaxY() - size.getHeight());
        // a second window of a kind (another Compare) opens beside the first, not exactly over it
        for (int step = 0; step < 10 && coversAnother(stage, x, y); step++) {
            x = clamp(x + CASCADE, screen.getMinX(), screen.getMaxX() - size.getWidth());
            y = clamp(y + CASCADE, screen.getMinY(), screen.getMaxY() - size.getHeight());
        }
        stage.setX(x);
        stage.setY(y);
    }

    private static boolean coversAnother(Stage stage, double x, double y) {
        return Window.getWindows().stream().anyMatch(other -> other != stage && other.isShowing()
                && Math.abs(other.getX() - x) < 1 && Math.abs(other.getY() - y) < 1);
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(value, max));
    }

    private static Rectangle2D screenOf(Window owner) {
        if (owner != null && owner.getWidth() > 0) {
            var screens = Screen.getScreensForRectangle(owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight());
            if (!screens.isEmpty()) {
                return screens.get(0).getVisualBounds();
            }
        }
        return Screen.getPrimary().getVisualBounds();
    }

    private void save(Stage stage) {
        if (stage.isMaximized() || stage.getWidth() < MIN_WIDTH || stage.getHeight() < MIN_HEIGHT) {
            return;
        }
        preferences.putDouble("width", stage.getWidth());
        preferences.putDouble("height", stage.getHeight());
        try {
            preferences.flush();
        } catch (BackingStoreException e) {
            // the size is a convenience: losing it must not stop the window from closing
        }
    }

    /**
     * A dialog opens at least as large as its content, centred on its owner: the window manager may
     * map it at 200 by 200 in the top-left corner whatever size was asked (JDK-8316423), so its
     * size is checked once it is shown.
     */
    public static void keepDialogWhole(Dialog<?> dialog) {
        dialog.setOnShown(e -> Platform.runLater(() -> {
            Window window = dialog.getDialogPane().getScene().getWindow();
            double width = Math.max(window.getWidth(), dialog.getDialogPane().prefWidth(-1));
            double height = Math.max(window.getHeight(), dialog.getDialogPane().prefHeight(width));
            if (width > window.getWidth() + 1 || height > window.getHeight() + 1) {
                window.setWidth(width);
                window.setHeight(height);
                Window owner = dialog.getOwner();
                Rectangle2D screen = screenOf(owner);
                double centreX = owner != null ? owner.getX() + owner.getWidth() / 2 : screen.getMinX() + screen.getWidth() / 2;
                double centreY = owner != null ? owner.getY() + owner.getHeight() / 2 : screen.getMinY() + screen.getHeight() / 2;
                window.setX(clamp(centreX - width / 2, screen.getMinX(), screen.getMaxX() - width));
                window.setY(clamp(centreY - height / 2, screen.getMinY(), screen.getMaxY() - height));
            }
        }));
    }

    /**
     * Closes {@code stage} when {@code opener} closes, as an owned window would, without being
     * owned: an owned window stays in front of its owner.
     */
    public static void closeWith(Stage stage, Window opener) {
        if (opener != null) {
            EventHandler<WindowEvent> closeToo = e -> stage.close();
            opener.addEventHandler(WindowEvent.WINDOW_HIDDEN, closeToo);
            // a window closed first is not held by its opener for as long as the opener lives
            stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> opener.removeEventHandler(WindowEvent.WINDOW_HIDDEN, closeToo));
        }
    }

    /** Escape and Ctrl+W close a secondary window (Escape only when nothing in it used the key). */
    public static void closeWithKeys(Stage stage, Scene scene) {
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN), stage::close);
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && !e.isConsumed()) {
                e.consume();
                stage.close();
            }
        });
    }
}
