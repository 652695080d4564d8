package org.benchlens.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.analysis.UnlikeRuns;
import org.benchlens.app.RunMerges;
import org.benchlens.app.Workspace;
import org.benchlens.model.VisibleText;
import org.benchlens.app.WriteMoments;

@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merge the runs of one test made by several load generators at once (k6 on three machines)"
                + " into one new run: requests, errors and rates add up, latency percentiles come from the runs'"
                + " merged histograms, per-second rates add up second by second. The runs stay as they are."})
final class MergeCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN", arity = "1..*", description = "ids of the runs to merge (two or more)")
    List<Long> runIds;

    @Option(names = "--name", paramLabel = "NAME", description = "the new run's name (default: the runs' name and"
            + " how many load generators)")
    String name;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        RunMerges.Merged merged;
        try (Workspace workspace = parent.openWorkspace()) {
            merged = workspace.merges().merge(runIds, name);
        }
        out.println("merged runs " + merged.run().attribute(UnlikeRuns.MERGED_FROM)
                .replace(",", ", ") + " into run " + merged.run().id() + ": " + VisibleText.of(merged.run().name()));
        merged.notes().forEach(note -> out.println("note: " + note));
        out.flush();
        WriteMoments.said();
        return 0;
    }
}
