package org.benchlens.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

import org.benchlens.app.Workspace;
import org.benchlens.model.ShortMessage;
import org.benchlens.store.StoreLocation;

/** {@code benchlens}: without a command it opens the window; with one it is the command line. */
@Command(name = "benchlens", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Explore database and API benchmark results: import, list, compare.")
public final class BenchLensCommand implements Callable<Integer> {

    /** The commands by the name a user types, in the order the help lists them. */
    static final Map<String, Class<?>> COMMANDS = commands(ImportCommand.class, RunsCommand.class,
            ShowCommand.class, CompareCommand.class, ChartCommand.class, CapacityCommand.class, TrendCommand.class,
            RepeatCommand.class, ReportCommand.class, MergeCommand.class, DeleteCommand.class, TagCommand.class,
            AttrCommand.class, RunCommand.class, StoreCommand.class);

    @Option(names = "--store", paramLabel = "PATH|URL",
            description = "the results store: an H2 file path (default ~/.benchlens/store) or a JDBC URL "
                    + "such as jdbc:postgresql://host/db; also read from BENCHLENS_STORE")
    String store;

    @Spec
    CommandLine.Model.CommandSpec spec;

    private final Consumer<StoreLocation> openWindow;

    /** @param openWindow what to do when no command is given: open the window on the store */
    public BenchLensCommand(Consumer<StoreLocation> openWindow) {
        this.openWindow = openWindow;
    }

    @Override
    public Integer call() {
        openWindow.accept(location());
        return 0;
    }

    StoreLocation location() {
        StoreLocation location = StoreLocation.resolve(store, System.getenv());
        if (location.jdbcUrl().regionMatches(true, 0, "jdbc:postgresql:", 0, 16)) {
            QuietDriver.quiet();
        }
        return location;
    }

    /**
     * PostgreSQL's driver warns on standard error about a URL it cannot read ("JDBC URL port: 99999 not
     * valid"); the store's failure says it in a sentence of ours instead. Loaded only for such a store.
     */
    private static final class QuietDriver {
        private static final Logger LOG = Logger.getLogger("org.postgresql");

        static {
            LOG.setLevel(Level.OFF);
        }

        static void quiet() {
            // the class's loading did it
        }
    }

    Workspace openWorkspace() {
        return Workspace.open(location(), this::sayWaiting);
    }

    /** Opens the store on a thread of its own, so the first input is read meanwhile; says when it waits. */
    Workspace openWorkspaceInBackground() {
        return Workspace.openInBackground(location(), this::sayWaiting);
    }

    /** While another process holds the store: one line on standard error, so a script's output stays clean. */
    private void sayWaiting(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("benchlens: " + message);
        err.flush();
    }

    /**
     * The command line for these arguments: errors are sentences, not stack traces, and the exit code is 1 on
     * failure. Picocli models a command by reflection over all its options (and its subcommands'), tens of
     * milliseconds a command at start; so only the command these arguments name is modelled, and where they
     * need the list of all, each is listed by its name and description alone (CommandReach).
     */
    public static CommandLine commandLine(Consumer<StoreLocation> openWindow, String... args) {
        CommandLine commandLine = new CommandLine(new BenchLensCommand(openWindow));
        CommandReach reach = CommandReach.of(args, COMMANDS.keySet());
        if (reach.command() != null) {
            // a CommandLine of its own applies the command's model transformer (run adds the external tools)
            commandLine.addSubcommand(new CommandLine(COMMANDS.get(reach.command())));
        } else if (reach.listsAll()) {
            COMMANDS.values().forEach(command -> commandLine.addSubcommand(listed(command)));
        }
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
            PrintWriter err = cmd.getErr();
            err.println(ShortMessage.of("benchlens: " + FailureSentence.of(e)));
            err.flush();
            return 1;
        });
        return commandLine;
    }

    /** A command as the list of commands shows it: its name and description, no options to model. */
    private static CommandLine listed(Class<?> command) {
        Command annotation = command.getAnnotation(Command.class);
        CommandLine.Model.CommandSpec spec = CommandLine.Model.CommandSpec.create().name(annotation.name());
        spec.usageMessage().description(annotation.description());
        return new CommandLine(spec);
    }

    private static Map<String, Class<?>> commands(Class<?>... classes) {
        Map<String, Class<?>> byName = new LinkedHashMap<>();
        for (Class<?> command : classes) {
            byName.put(command.getAnnotation(Command.class).name(), command);
        }
        return byName;
    }
}
