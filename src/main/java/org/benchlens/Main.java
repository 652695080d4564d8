package org.benchlens;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import picocli.CommandLine;

import org.benchlens.cli.BenchLensCommand;
import org.benchlens.cli.Version;
import org.benchlens.ui.BenchLensApp;

/**
 * Starts BenchLens: with no command, the window; with a command, the command line.
 * This class does not extend Application, so that the program starts from the class path.
 */
public final class Main {

    /** The usage text of {@code benchlens --help}; UsageTextTest writes it anew when it differs. */
    static final String USAGE = "usage.txt";

    private Main() {
    }

    public static void main(String[] args) {
        if (asksOnlyForVersion(args)) {
            // one line needs no command line: picocli's start takes longer than the JVM's (decision 0083)
            System.out.println(Version.line());
            return;
        }
        if (asksOnlyForHelp(args)) {
            // the text picocli writes for it, kept whole (UsageTextTest holds them equal): its model and
            // renderer took longer than the JVM's start
            printUsage(System.out);
            return;
        }
        int exitCode = commandLine(args).execute(args);
        // the store's H2 server thread must not keep a finished command alive
        System.exit(exitCode);
    }

    /** {@code benchlens --version} (or {@code -V}) and nothing else. */
    static boolean asksOnlyForVersion(String... args) {
        return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
    }

    /** {@code benchlens --help} (or {@code -h}) and nothing else. */
    static boolean asksOnlyForHelp(String... args) {
        return args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"));
    }

    /** Writes the usage text of {@code benchlens --help}, as picocli renders it at its default width. */
    static void printUsage(PrintStream out) {
        try (InputStream usage = Main.class.getResourceAsStream(USAGE)) {
            out.print(new String(usage.readAllBytes(), StandardCharsets.UTF_8).replace("\n", System.lineSeparator()));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
