package org.benchlens.runner.tool;

import java.util.List;

import org.benchlens.model.Attributes;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;

/**
 * A database workload described once (decision 0149): its {@code benchlens run} subcommand, its Run menu
 * dialog and the settings both read are made from {@link #options()}; the workload is made from the values
 * typed. External tools ({@link ExternalTool}) and the built-in YBIO-like and Insert-Benchmark-like
 * workloads are described so.
 */
public interface WorkloadDescription {

    /** The {@code run} subcommand: pgbench, ybio. */
    String name();

    /** The command's description, a line each, as {@code run NAME --help} prints it. */
    List<String> help();

    /** The dialog's title. */
    String title();

    /** The dialog's header. */
    String dialogHeader();

    /** The attributes field's prompt, with an example. */
    default String attributesPrompt() {
        return "key=value, one a line, e.g. config=fsync-off";
    }

    /** The target when neither --target nor --url is given, and the dialog's first. */
    TargetKind defaultTarget();

    /** The options, in the order of the help and the dialog. */
    List<ToolOption> options();

    /** Says in one sentence what cannot work with these values, on that target. */
    void verify(TargetSettings target, ToolSettings settings) throws RunnerException;

    /** The workload the values make, its runs carrying {@code extra}. */
    Workload workload(TargetSettings target, ToolSettings settings, Attributes extra);
}
