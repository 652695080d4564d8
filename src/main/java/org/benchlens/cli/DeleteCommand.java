package org.benchlens.cli;

import java.io.Console;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.model.VisibleText;
import org.benchlens.model.Run;
import org.benchlens.app.RunEdits;
import org.benchlens.app.Workspace;
import org.benchlens.app.WriteMoments;

@Command(name = "delete", mixinStandardHelpOptions = true,
        description = {"Delete runs and everything measured in them.",
                "On a terminal it asks first; --yes skips the question."})
final class DeleteCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN", arity = "1..*", description = "ids of the runs to delete")
    List<Long> runIds;

    @Option(names = {"-y", "--yes"}, description = "do not ask for confirmation")
    boolean yes;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (Workspace workspace = parent.openWorkspace()) {
            RunEdits edits = workspace.edits();
            List<Run> runs = edits.find(runIds);
            Console console = System.console();
            if (!yes && console != null) {
                runs.forEach(run -> out.println("  run " + run.id() + ": " + VisibleText.of(run.name())));
                out.flush();
                String answer = console.readLine("Delete %d run(s)? [y/N] ", runs.size());
                if (answer == null || !answer.strip().toLowerCase(Locale.ROOT).startsWith("y")) {
                    out.println("nothing deleted");
                    out.flush();
                    return 0;
                }
            }
            edits.delete(runIds);
            runs.forEach(run -> out.println("deleted run " + run.id() + ": " + VisibleText.of(run.name())));
            out.flush();
            WriteMoments.said();
        }
        return 0;
    }
}
