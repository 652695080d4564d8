package org.benchlens.runner.ybio;

import java.util.List;

import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;
import org.benchlens.runner.tool.BuiltInDescription;

/** The YBIO-like workload as {@code benchlens run ybio} and the Run menu's dialog offer it. */
public final class YbioDescription extends BuiltInDescription<YbioSettings> {

    public YbioDescription() {
        super(List.of(
                ToolOption.count(List.of("--rows"), YbioSettings.DEFAULT_TABLE_ROWS, "Rows", "rows",
                        "rows setup() inserts (tab_rows); default ${DEFAULT-VALUE}", "tab_rows"),
                ToolOption.number(List.of("--setup-batch-size"), "N", YbioSettings.DEFAULT_SETUP_BATCH_SIZE,
                        "Setup batch size", "setupBatchSize", "rows per insert transaction of setup(); default "
                                + "${DEFAULT-VALUE}", ""),
                ToolOption.number(List.of("--batch-size"), "N", YbioSettings.DEFAULT_BATCH_SIZE, "Batch size",
                        "batchSize", "rows per runit() transaction (batch_size); default ${DEFAULT-VALUE}", "batch_size"),
                ToolOption.number(List.of("--pct-update"), "0-100", YbioSettings.DEFAULT_PCT_UPDATE, "Update %",
                        "pctUpdate", "share of runit() transactions that update (pct_update); default ${DEFAULT-VALUE}", "0 to 100"),
                ToolOption.duration(Durations.format(YbioSettings.DEFAULT_DURATION),
                        "how long runit() runs (run_duration): 30 (seconds), 30s, 2m, 1h; default ${DEFAULT-VALUE}"),
                ToolOption.onByDefault(List.of("--prepared"), "Statements", "prepared",
                        "SQL text instead of prepared statements", "prepared statements"),
                ToolOption.flag(List.of("--index-only"), false, "Statements", "indexOnly",
                        "runit() reads only the primary key (index_only)", "index-only reads"),
                ToolOption.number(List.of("--jobs"), "N", YbioSettings.DEFAULT_JOBS, "Jobs", "jobs",
                        "runit() jobs at once, 1-" + YbioSettings.MAX_JOBS + "; default ${DEFAULT-VALUE}",
                        "1 to " + YbioSettings.MAX_JOBS)));
    }

    @Override
    public String name() {
        return "ybio";
    }

    @Override
    public List<String> help() {
        return List.of("A YBIO-like run: setup() fills a table, then runit() jobs read and update random key ranges.",
                "Stores one run for setup and one per job, as an imported YBIO run (steps setup and runit, rows/s,"
                        + " riops).");
    }

    @Override
    public String title() {
        return "Run YBIO";
    }

    @Override
    public String dialogHeader() {
        return "setup() fills a table, then runit() reads or updates batches of rows; the setup and each job are"
                + " stored as runs.";
    }

    @Override
    protected void check(YbioSettings settings) throws RunnerException {
        settings.check();
    }

    @Override
    protected Workload workload(YbioSettings settings) {
        return new YbioWorkload(settings);
    }

    /** The settings the values make, on {@code target}. */
    @Override
    public YbioSettings settings(TargetSettings target, ToolSettings settings, Attributes extra) {
        return new YbioSettings(target, settings.count("--rows"), settings.number("--setup-batch-size"),
                settings.number("--batch-size"), settings.number("--pct-update"), settings.duration("--duration"),
                settings.flag("--prepared"), settings.flag("--index-only"), settings.number("--jobs"), extra);
    }
}
