package org.benchlens.reliability;

import java.nio.file.Path;
import java.util.List;

import org.benchlens.app.Workspace;
import org.benchlens.imports.ImportOptions;
import org.benchlens.store.StoreLocation;
import org.benchlens.ui.ImmediateBackground;
import org.benchlens.ui.runs.RunsViewModel;

/**
 * An import started from the window, without a screen: the window's view model imports the file given after
 * the store, its work run on this thread, and the store is closed as the window closes it.
 */
public final class WindowImport {

    private WindowImport() {
    }

    public static void main(String[] args) {
        try (Workspace workspace = Workspace.open(StoreLocation.file(Path.of(args[0])))) {
            RunsViewModel model = new RunsViewModel(workspace, new ImmediateBackground());
            model.importPaths(List.of(Path.of(args[1])), ImportOptions.NONE);
        }
    }
}
