package org.benchlens.ui.common;

import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The theme a person chose in View ▸ Theme, kept per user like the window's layout (decision 0018)
 * and applied as the program starts.
 */
public final class ThemePreference {

    private static final String KEY = "theme";

    private final Preferences preferences;

    ThemePreference(Preferences preferences) {
        this.preferences = preferences;
    }

    public static ThemePreference forUser() {
        return new ThemePreference(UserSettings.node("look"));
    }

    /** The theme chosen last, light when none was or the name is no longer known. */
    public Theme remembered() {
        String name = preferences.get(KEY, Theme.LIGHT.name());
        for (Theme theme : Theme.values()) {
            if (theme.name().equals(name)) {
                return theme;
            }
        }
        return Theme.LIGHT;
    }

    void remember(Theme theme) {
        preferences.put(KEY, theme.name());
        try {
            preferences.flush();
        } catch (BackingStoreException e) {
            // the theme is a convenience: the windows are drawn in it whether or not it is kept
        }
    }
}
