package org.benchlens.ui.common;

import java.io.File;
import java.util.List;
import java.util.prefs.Preferences;

import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;

/**
 * The folder a file dialog opens in: where the person last chose a file of the same purpose, kept
 * per user like the window sizes, so exporting ten charts for one post is not ten walks from home.
 * Results are read from one place and written to another, so the two are remembered apart.
 */
public enum LastFolder {
    /** Where results, scripts and stores are read from. */
    OPEN,
    /** Where tables, charts and reports are written. */
    SAVE;

    private Preferences preferences() {
        return UserSettings.node("folders");
    }

    /** Opens {@code chooser} in the remembered folder, where it still exists. */
    public void startIn(FileChooser chooser) {
        File folder = remembered();
        if (folder != null && chooser.getInitialDirectory() == null) {
            chooser.setInitialDirectory(folder);
        }
    }

    public void startIn(DirectoryChooser chooser) {
        File folder = remembered();
        if (folder != null) {
            // a folder of results is usually beside the last one
            chooser.setInitialDirectory(folder.getParentFile() != null ? folder.getParentFile() : folder);
        }
    }

    /** Remembers the folder of {@code chosen} (a file, or a folder itself) and gives it back. */
    public File remember(File chosen) {
        if (chosen != null) {
            File folder = chosen.isDirectory() ? chosen : chosen.getParentFile();
            if (folder != null) {
                preferences().put(name(), folder.getAbsolutePath());
            }
        }
        return chosen;
    }

    public List<File> remember(List<File> chosen) {
        if (chosen != null && !chosen.isEmpty()) {
            remember(chosen.get(0));
        }
        return chosen;
    }

    private File remembered() {
        String path = preferences().get(name(), null);
        File folder = path == null ? null : new File(path);
        return folder != null && folder.isDirectory() ? folder : null;
    }
}
