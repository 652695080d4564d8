package org.benchlens.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.app.Workspace;
import org.benchlens.model.Run;

/**
 * {@code benchlens repeat RUN... --times N}: runs the settings of runs made by the runner N more
 * times, one after the other, each time marked with the next {@code repeat} number, so that a
 * comparison gets the repeats it needs to tell a difference from noise.
 */
@Command(name = "repeat", mixinStandardHelpOptions = true,
        description = {"Run again, N times, the settings of runs made by the runner (imported runs have none).",
                "Example: benchlens repeat 12 13 --times 5"})
final class RepeatCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN", description = "runs made by the runner")
    List<Long> ids = new ArrayList<>();

    @Option(names = "--times", paramLabel = "N", description = "how many more runs of each (default: ${DEFAULT-VALUE})")
    int times = 1;

    @Override
    public Integer call() {
        if (times < 1) {
            throw new IllegalArgumentException("--times must be at least 1, not " + times);
        }
        Map<String, Integer> commands = new LinkedHashMap<>();
        try (Workspace workspace = parent.openWorkspace()) {
            for (Run run : workspace.edits().find(ids)) {
                String command = run.attribute(RunnerSettings.ATTRIBUTE);
                if (command == null) {
                    throw new IllegalArgumentException("run " + run.id() + " (" + run.name() + ") was imported, not "
                            + "made by the runner: it has no settings to run again");
                }
                commands.merge(command, repeatOf(run), Math::max);
            }
        }
        for (Map.Entry<String, Integer> command : commands.entrySet()) {
            for (int k = 1; k <= times; k++) {
                List<String> args = new ArrayList<>();
                if (parent.store != null) {
                    args.addAll(List.of("--store", parent.store));
                }
                args.addAll(RunnerSettings.read(command.getKey()));
                args.addAll(List.of("--attr", "repeat=" + (command.getValue() + k)));
                CommandLine again = BenchLensCommand.commandLine(location -> {
                    throw new IllegalStateException("repeat opens no window");
                });
                again.setOut(spec.commandLine().getOut());
                again.setErr(spec.commandLine().getErr());
                int code = again.execute(args.toArray(String[]::new));
                if (code != 0) {
                    return code;
                }
            }
        }
        return 0;
    }

    /** The run's repeat number; a run without one is the first. */
    private static int repeatOf(Run run) {
        String repeat = run.attribute("repeat");
        try {
            return repeat == null ? 1 : Integer.parseInt(repeat.strip());
        } catch (NumberFormatException e) {
            return 1;
        }
    }
}
