package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.KeyValues;
import org.benchlens.app.Workspace;
import org.benchlens.export.RunWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.model.Run;
import org.benchlens.model.RunSummary;

@Command(name = "runs", mixinStandardHelpOptions = true, description = "List the stored runs, oldest first. Each has its headline throughput, marked ✗ "
        + "where more than 1 %% of its requests failed.")
final class RunsCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = "--where", paramLabel = "KEY=VALUE",
            description = "only runs with this attribute (also format=, name=, tag=); repeat to narrow")
    List<String> where = new ArrayList<>();

    @Option(names = "--search", paramLabel = "TEXT", description = "only runs whose name, format or attributes contain TEXT")
    String search;

    @Option(names = "--format", paramLabel = "table|csv|json", description = "output format (default: ${DEFAULT-VALUE})")
    String format = "table";

    @Override
    public Integer call() {
        TableFormat output = TableFormat.parse(format);
        Map<String, String> chosen = KeyValues.option(where, "--where");
        if (output == TableFormat.CSV) {
            // the CSV lists what the runs are, not what they measured
            List<Run> runs;
            try (Workspace workspace = parent.openWorkspace()) {
                runs = workspace.runs().list(chosen, search);
            }
            RunWriter.writeList(runs, output, spec.commandLine().getOut());
            return 0;
        }
        List<RunSummary> listed;
        try (Workspace workspace = parent.openWorkspace()) {
            listed = workspace.runs().summaries(chosen, search);
        }
        RunWriter.writeSummaries(listed, output, spec.commandLine().getOut());
        return 0;
    }
}
