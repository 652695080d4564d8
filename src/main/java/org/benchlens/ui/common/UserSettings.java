package org.benchlens.ui.common;

import java.util.prefs.Preferences;

/**
 * Where the window keeps this user's settings (layout, theme, window places, last folders): one node,
 * {@code org/benchlens/ui}, whichever package reads them, so that moving a class keeps what users set.
 */
public final class UserSettings {

    private UserSettings() {
    }

    /** The node {@code path} under the window's settings, such as {@code main-window} or {@code windows/compare}. */
    public static Preferences node(String path) {
        return Preferences.userRoot().node("org/benchlens/ui").node(path);
    }
}
