package org.benchlens.ui.common;

import java.util.Objects;

import javafx.application.Application;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The theme every window of the program is drawn in: JavaFX has one user-agent stylesheet for the
 * whole application, so a change reaches the open windows, dialogs included, at once. Each window
 * also gets {@code theme.css}, what BenchLens adds to the theme (focus rings it leaves out, table
 * rows as dense as before). Used on the FX thread only.
 */
public final class AppTheme {

    private static final ReadOnlyObjectWrapper<Theme> CURRENT = new ReadOnlyObjectWrapper<>();
    private static final String ADDITIONS = Objects.requireNonNull(AppTheme.class.getResource("theme.css"))
            .toExternalForm();

    private AppTheme() {
    }

    /** The theme applied, null before the first. */
    public static ReadOnlyObjectProperty<Theme> property() {
        return CURRENT.getReadOnlyProperty();
    }

    /** The theme the windows are drawn in. */
    public static Theme current() {
        return CURRENT.get() == null ? Theme.LIGHT : CURRENT.get();
    }

    /** Draws every window, open or opened later, in {@code theme}. */
    public static void apply(Theme theme) {
        if (CURRENT.get() == null) {
            followEveryWindow();
        }
        Application.setUserAgentStylesheet(theme.userAgentStylesheet());
        CURRENT.set(theme);
    }

    /**
     * Applies the default theme unless one is: a view built without the program's start (by a test,
     * a benchmark) is then drawn as the program draws it. Best called before the first control is
     * made, for which JavaFX otherwise loads its own theme, Modena, only to be replaced.
     */
    public static void ensureApplied() {
        if (CURRENT.get() == null) {
            apply(Theme.LIGHT);
        }
    }

    private static void followEveryWindow() {
        Window.getWindows().forEach(AppTheme::follow);
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(AppTheme::follow);
            }
        });
    }

    /** A window gets the additions before it is first laid out (popups take their owner's styles). */
    private static void follow(Window window) {
        if (window instanceof Stage && window.getProperties().putIfAbsent(ADDITIONS, Boolean.TRUE) == null) {
            addTo(window.getScene());
            window.sceneProperty().addListener((o, was, now) -> addTo(now));
        }
    }

    private static void addTo(Scene scene) {
        // first, so that a window's own stylesheets can still override them
        if (scene != null && !scene.getStylesheets().contains(ADDITIONS)) {
            scene.getStylesheets().add(0, ADDITIONS);
        }
    }
}
