package org.benchlens.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.Workspace;
import org.benchlens.export.RunWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.model.RunContent;

@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Show one run: its attributes and every measurement.")
final class ShowCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN", description = "the run's id")
    long runId;

    @Option(names = "--format", paramLabel = "table|csv|json", description = "output format (default: ${DEFAULT-VALUE})")
    String format = "table";

    @Override
    public Integer call() {
        TableFormat output = TableFormat.parse(format);
        try (Workspace workspace = parent.openWorkspace()) {
            var found = workspace.runs().content(runId);
            if (found.isEmpty()) {
                spec.commandLine().getErr().println("benchlens: no run " + runId + " in the store");
                spec.commandLine().getErr().flush();
                return 1;
            }
            RunContent run = found.get();
            RunWriter.writeRun(run.run(), run.measurements(), run.series(), run.histograms(), output,
                    spec.commandLine().getOut());
            return 0;
        }
    }
}
