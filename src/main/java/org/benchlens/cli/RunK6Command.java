package org.benchlens.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.KeyValues;
import org.benchlens.app.RunnerSubmission;
import org.benchlens.app.Workspace;
import org.benchlens.model.Attributes;
import org.benchlens.runner.k6.K6Duration;
import org.benchlens.runner.k6.K6Executable;
import org.benchlens.runner.k6.K6Plan;
import org.benchlens.runner.k6.K6Workload;

@Command(name = "k6", mixinStandardHelpOptions = true,
        description = {"Run a k6 script and import its summary and points, one run per VU level.",
                "k6 is looked for with --k6, then the store's setting k6.path, then on PATH.",
                "Ctrl-C stops k6 so that it writes what it measured; that is stored with status=partial",
                "and the exit code is 130."})
final class RunK6Command implements Callable<Integer>, WorkloadCommand {

    @ParentCommand
    RunCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = "--vus", paramLabel = "N[,N...]",
            description = "virtual users; several (10,20,50) make a sweep, one k6 run per level "
                    + "(default: the script's own)")
    String vus;

    @Option(names = "--duration", paramLabel = "DURATION",
            description = "how long each level runs, such as 30s or 1m30s (default: the script's own)")
    String duration;

    @Option(names = "--k6", paramLabel = "PATH", description = "the k6 program (default: k6.path, else PATH)")
    String k6;

    @Option(names = "--keep", paramLabel = "FOLDER",
            description = "keep k6's summary and points in FOLDER (default: a temporary folder, removed after import)")
    Path keep;

    @Option(names = "--attr", paramLabel = "KEY=VALUE", description = "an attribute for every stored run")
    List<String> attributes = new ArrayList<>();

    @Parameters(paramLabel = "SCRIPT", description = "the k6 script")
    Path script;

    @Override
    public Integer call() {
        try (Workspace workspace = parent.parent.openWorkspace()) {
            RunnerSubmission submission = workspace.runner();
            return WorkloadExecution.run(submission.runner(), workload(submission), spec.commandLine().getOut(),
                    spec.commandLine().getErr());
        }
    }

    /** k6 is looked for with --k6, then the store's setting, then on PATH. */
    @Override
    public K6Workload workload(RunnerSubmission submission) {
        List<Integer> levels = K6Plan.parseVus(vus, "--vus");
        K6Duration length = duration == null ? null : K6Duration.parse(duration, "--duration");
        Attributes extra = Attributes.of(KeyValues.option(attributes, "--attr"));
        String setting = submission.k6Setting().orElse(null);
        Path program = K6Executable.find(k6, setting, System.getenv("PATH")).orElse(null);
        return new K6Workload(new K6Plan(program, script, levels, length, extra, keep),
                K6Executable.missing(k6, setting));
    }
}
