package org.benchlens.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.export.RunWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.store.Store;

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
        try (Store store = parent.openStore()) {
            return store.read(session -> {
                var run = session.runs().find(runId);
                if (run.isEmpty()) {
                    spec.commandLine().getErr().println("benchlens: no run " + runId + " in the store");
                    spec.commandLine().getErr().flush();
                    return 1;
                }
                RunWriter.writeRun(run.get(), session.measurements().forRun(runId), session.series().forRun(runId),
                        session.histograms().forRun(runId), output, spec.commandLine().getOut());
                return 0;
            });
        }
    }
}
