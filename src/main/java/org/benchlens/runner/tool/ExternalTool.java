package org.benchlens.runner.tool;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.benchlens.model.Attributes;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.ToolExecutable;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.PostgresAddress;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;

/**
 * A benchmark program that reaches PostgreSQL through libpq itself, described once: its name (the
 * {@code run} subcommand, the runs' {@code runner}, the program looked for on PATH), its options,
 * the commands it runs and how its output reads live. {@link ToolWorkload} runs any of them and
 * imports the measured step's output like a file of that tool; the command line and the dialog
 * are made from {@link #options()}.
 */
public interface ExternalTool extends WorkloadDescription {

    /** pgbench: the subcommand, the program's name and the runs' runner attribute. */
    @Override
    String name();

    /** How to get the program, after "; " in the sentence for when it is not found. */
    String installAdvice();

    /** The letter of the Run menu's shortcut, Shortcut+Shift+letter. */
    String shortcut();

    @Override
    default String title() {
        return "Run " + name();
    }

    /** Reached through libpq: the embedded PostgreSQL unless the user names a server. */
    @Override
    default TargetKind defaultTarget() {
        return TargetKind.EMBEDDED_POSTGRESQL;
    }

    /** Every number 1 or more, then the tool's own rule ({@link #check}), durations and choices. */
    @Override
    default void verify(TargetSettings target, ToolSettings settings) throws RunnerException {
        settings.check(this);
    }

    /** The workload of the dialog: the program on PATH, its output not kept. */
    @Override
    default Workload workload(TargetSettings target, ToolSettings settings, Attributes extra) {
        return new ToolWorkload(this, find(null, System.getenv("PATH")).orElse(null),
                missing(null).replace(", or give its path with --" + name() + " PATH", ""), target, settings, extra,
                null);
    }

    /** A rule between options, checked after each number is known to be 1 or more. */
    default void check(ToolSettings settings) throws RunnerException {
    }

    /** One line for the queue and the log, before "on" the target. */
    String describe(ToolSettings settings);

    /** Commands run before the measured one, such as {@code pgbench -i}; their output is only logged. */
    List<List<String>> prepare(String program, PostgresAddress address, ToolSettings settings);

    /** The measured command: its output is imported. */
    List<String> measure(String program, PostgresAddress address, ToolSettings settings);

    /** Commands run after the measured one, whether it succeeded or not; failures are only logged. */
    default List<List<String>> cleanUp(String program, PostgresAddress address, ToolSettings settings) {
        return List.of();
    }

    /** The live second a line of the measured step's output reports, if it reports one. */
    Optional<LivePoint> live(String line);

    /** The name of the file the measured step's output is kept in, without ending: it names the run. */
    String outputName(ToolSettings settings);

    /** How long the measured step runs. */
    default Duration measuredDuration(ToolSettings settings) {
        return settings.duration("--duration");
    }

    /** The program given, else the one on PATH. */
    default Optional<Path> find(String given, String pathEnv) {
        return ToolExecutable.find(given, name(), pathEnv);
    }

    /** One sentence for when the program is not found: where BenchLens looked and how to install it. */
    default String missing(String given) {
        return ToolExecutable.notFound(name(), given, installAdvice());
    }
}
