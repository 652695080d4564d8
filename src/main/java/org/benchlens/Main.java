package org.benchlens;

import org.benchlens.cli.BenchLensCommand;
import org.benchlens.ui.BenchLensApp;

/**
 * Starts BenchLens: with no command, the window; with a command, the command line.
 * This class does not extend Application, so that the program starts from the class path.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        int exitCode = BenchLensCommand.commandLine(BenchLensApp::launchOn).execute(args);
        // the store's H2 server thread must not keep a finished command alive
        System.exit(exitCode);
    }
}
