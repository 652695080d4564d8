package org.benchlens.reliability;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.benchlens.app.Workspace;
import org.benchlens.imports.ImportOptions;
import org.benchlens.store.StoreLocation;
import org.benchlens.ui.Background;
import org.benchlens.ui.RunsViewModel;

/**
 * An import started from the window, without a screen: the window's view model imports the file given after
 * the store, its work run on this thread, and the store is closed as the window closes it.
 */
public final class WindowImport {

    private WindowImport() {
    }

    public static void main(String[] args) {
        try (Workspace workspace = Workspace.open(StoreLocation.file(Path.of(args[0])))) {
            RunsViewModel model = new RunsViewModel(workspace, new OnThisThread());
            model.importPaths(List.of(Path.of(args[1])), ImportOptions.NONE);
        }
    }

    /** Runs each piece of work at once on the calling thread. */
    private static final class OnThisThread implements Background {

        @Override
        public <T> void run(String title, Work<T> work, Consumer<T> onSuccess,
                            Consumer<Throwable> onFailure) {
            T result;
            try {
                result = work.call(new Progress() {
                    @Override
                    public void update(double fraction, String message) {
                    }

                    @Override
                    public boolean cancelled() {
                        return false;
                    }
                });
            } catch (Exception e) {
                onFailure.accept(e);
                return;
            }
            onSuccess.accept(result);
        }
    }
}
