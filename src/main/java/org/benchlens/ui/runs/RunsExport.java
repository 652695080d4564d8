package org.benchlens.ui.runs;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

import org.benchlens.app.TextFiles;
import org.benchlens.app.Workspace;
import org.benchlens.export.RunTableWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.model.Counted;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.ui.common.Background;

/** File ▸ Export table… of the main window: runs with their measurements, as a file. */
public final class RunsExport {

    private final Workspace workspace;
    private final Background background;
    private final Consumer<String> say;

    RunsExport(Workspace workspace, Background background, Consumer<String> say) {
        this.workspace = workspace;
        this.background = background;
        this.say = say;
    }

    /**
     * File ▸ Export table…: the runs as JSON when the file ends in .json, else CSV, with attributes, tags,
     * their whole-run measurements and the scope they were chosen by; written in the background, whole or
     * not at all, and the status line says where.
     *
     * @param scope how the runs were chosen ("3 selected runs", "the main window's filter: workload=cached")
     */
    public void write(List<Run> runs, String scope, Path file, Consumer<Throwable> onFailure) {
        TableFormat format = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")
                ? TableFormat.JSON : TableFormat.CSV;
        List<Long> ids = runs.stream().map(Run::id).toList();
        background.run("Writing " + file.getFileName(), progress -> {
            List<RunResult> measured = workspace.runs().results(Map.of(), ids);
            TextFiles.write(file, out -> RunTableWriter.write(measured, scope, format, out));
            return file;
        }, written -> say.accept("Wrote " + Counted.runs(runs.size()) + " with their measurements to " + written),
                onFailure);
    }
}
