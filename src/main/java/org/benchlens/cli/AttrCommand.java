package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.KeyValues;
import org.benchlens.app.Workspace;
import org.benchlens.app.WriteMoments;
import org.benchlens.model.Run;
import org.benchlens.model.VisibleText;

@Command(name = "attr", mixinStandardHelpOptions = true,
        description = "Set or remove attributes of runs, for what the files did not say (instance, version, price).")
final class AttrCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN", arity = "1..*", description = "ids of the runs")
    List<Long> runIds;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "attribute to set")
    List<String> set = new ArrayList<>();

    @Option(names = "--unset", paramLabel = "KEY", description = "attribute to remove")
    List<String> unset = new ArrayList<>();

    @Override
    public Integer call() {
        Map<String, String> values = KeyValues.option(set, "--set");
        if (values.isEmpty() && unset.isEmpty()) {
            throw new IllegalArgumentException("attr needs --set KEY=VALUE or --unset KEY");
        }
        try (Workspace workspace = parent.openWorkspace()) {
            List<Run> runs = workspace.edits().attributes(runIds, values, unset);
            runs.forEach(run -> spec.commandLine().getOut().println("run " + run.id() + ": " + VisibleText.of(run.name())
                    + " updated"));
            spec.commandLine().getOut().flush();
            WriteMoments.said();
        }
        return 0;
    }
}
