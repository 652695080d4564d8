package org.benchlens.cli;

import java.io.PrintWriter;
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
import org.benchlens.app.Workspace;
import org.benchlens.model.VisibleText;
import org.benchlens.imports.ImportListener;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Attributes;
import org.benchlens.app.WriteMoments;

@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import benchmark result files and folders (recursively; .gz is read transparently).",
                "Each file is stored whole or not at all; the exit code is 1 when any file failed."})
final class ImportCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = "--attr", paramLabel = "KEY=VALUE", description = "an attribute for every imported run")
    List<String> attributes = new ArrayList<>();

    @Option(names = "--tag", paramLabel = "TAG", description = "a tag for every imported run")
    List<String> tags = new ArrayList<>();

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "files or folders to import")
    List<Path> paths;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ImportOptions options = new ImportOptions(Attributes.of(KeyValues.option(attributes, "--attr")), tags);
        ImportSummary summary;
        // the store opens while the first file is read
        try (Workspace workspace = parent.openWorkspaceInBackground()) {
            summary = workspace.imports().paths(paths, options, new Reporter(out, err), () -> false);
        }
        out.println(summary.describe());
        out.flush();
        return summary.anyFailed() ? 1 : 0;
    }

    /** One line per input; a progress line on the terminal while a large file is read. */
    private static final class Reporter implements ImportListener {
        private static final long SHOW_PROGRESS_FROM = 32L << 20;
        private final PrintWriter out;
        private final PrintWriter err;
        private final boolean terminal = System.console() != null;
        private Path current;
        private boolean progressShown;

        Reporter(PrintWriter out, PrintWriter err) {
            this.out = out;
            this.err = err;
        }

        @Override
        public void started(Path input, int index, int total) {
            current = input;
        }

        @Override
        public void progress(long done, long total) {
            if (terminal && total >= SHOW_PROGRESS_FROM) {
                err.printf("\r%s: %d%% (%d of %d MB)", VisibleText.of(current.toString()), done * 100 / Math.max(total, 1), done >> 20,
                        total >> 20);
                err.flush();
                progressShown = true;
            }
        }

        @Override
        public void finished(ImportResult result) {
            if (progressShown) {
                err.print("\r\u001b[K");
                err.flush();
                progressShown = false;
            }
            PrintWriter stream = result.status() == ImportResult.Status.FAILED ? err : out;
            stream.println(VisibleText.of(result.describe()));
            result.notes().forEach(note -> stream.println("  note: " + VisibleText.of(note)));
            stream.flush();
            if (result.status() != ImportResult.Status.FAILED) {
                WriteMoments.said();
            }
        }
    }
}
