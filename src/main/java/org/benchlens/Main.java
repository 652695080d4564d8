package org.benchlens;

import picocli.CommandLine;

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
        int exitCode = commandLine(args).execute(args);
        // the store's H2 server thread must not keep a finished command alive
        System.exit(exitCode);
    }

    /**
     * The command line. The window is named in a lambda, not as a method reference, so that a command
     * never loads the window's classes (nor JavaFX's): a method reference would load them to link it.
     */
    static CommandLine commandLine(String... args) {
        // picocli otherwise looks for Groovy's Closure class, and a class that is not there is looked for
        // in every jar on the class path, opening each: tens of milliseconds of every start
        System.setProperty("picocli.disable.closures", "true");
        return BenchLensCommand.commandLine(location -> BenchLensApp.launchOn(location), args);
    }
}
