package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.app.RunRepeats;
import org.benchlens.app.Workspace;

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
        List<List<String>> plan;
        try (Workspace workspace = parent.openWorkspace()) {
            plan = RunRepeats.plan(workspace.edits().find(ids), times);
        }
        for (List<String> run : plan) {
            List<String> args = new ArrayList<>();
            if (parent.store != null) {
                args.addAll(List.of("--store", parent.store));
            }
            args.addAll(run);
            String[] arguments = args.toArray(String[]::new);
            CommandLine again = BenchLensCommand.commandLine(location -> {
                throw new IllegalStateException("repeat opens no window");
            }, arguments);
            again.setOut(spec.commandLine().getOut());
            again.setErr(spec.commandLine().getErr());
            int code = again.execute(arguments);
            if (code != 0) {
                return code;
            }
        }
        return 0;
    }
}
