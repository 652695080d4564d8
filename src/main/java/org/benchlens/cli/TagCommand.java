package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.Workspace;
import org.benchlens.app.WriteMoments;
import org.benchlens.model.Run;
import org.benchlens.model.VisibleText;

@Command(name = "tag", mixinStandardHelpOptions = true, description = "Add or remove tags of runs.")
final class TagCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN", arity = "1..*", description = "ids of the runs")
    List<Long> runIds;

    @Option(names = "--add", paramLabel = "TAG", description = "tag to add")
    List<String> add = new ArrayList<>();

    @Option(names = "--remove", paramLabel = "TAG", description = "tag to remove")
    List<String> remove = new ArrayList<>();

    @Override
    public Integer call() {
        if (add.isEmpty() && remove.isEmpty()) {
            throw new IllegalArgumentException("tag needs --add TAG or --remove TAG");
        }
        try (Workspace workspace = parent.openWorkspace()) {
            List<Run> runs = workspace.edits().tags(runIds, add, remove);
            runs.forEach(run -> spec.commandLine().getOut().println("run " + run.id() + ": "
                    + describe(add, "+") + describe(remove, "-")));
            spec.commandLine().getOut().flush();
            WriteMoments.said();
        }
        return 0;
    }

    private static String describe(List<String> tags, String sign) {
        StringBuilder text = new StringBuilder();
        tags.forEach(tag -> text.append(sign).append(VisibleText.of(tag)).append(' '));
        return text.toString();
    }
}
