package org.benchlens.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.ybio.YbioSettings;
import org.benchlens.runner.ybio.YbioWorkload;

@Command(name = "ybio", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"A YBIO-like run: setup() fills a table, then runit() jobs read and update random key ranges.",
                "Stores one run for setup and one per job, as an imported YBIO run (steps setup and runit, rows/s, riops)."})
final class RunYbioCommand extends DatabaseRunCommand {

    @Option(names = "--rows", paramLabel = "N", description = "rows setup() inserts (tab_rows); default ${DEFAULT-VALUE}")
    long rows = YbioSettings.DEFAULT_TABLE_ROWS;

    @Option(names = "--setup-batch-size", paramLabel = "N",
            description = "rows per insert transaction of setup(); default ${DEFAULT-VALUE}")
    int setupBatchSize = YbioSettings.DEFAULT_SETUP_BATCH_SIZE;

    @Option(names = "--batch-size", paramLabel = "N",
            description = "rows per runit() transaction (batch_size); default ${DEFAULT-VALUE}")
    int batchSize = YbioSettings.DEFAULT_BATCH_SIZE;

    @Option(names = "--pct-update", paramLabel = "0-100",
            description = "share of runit() transactions that update (pct_update); default ${DEFAULT-VALUE}")
    int pctUpdate = YbioSettings.DEFAULT_PCT_UPDATE;

    @Option(names = "--duration", paramLabel = "TIME",
            description = "how long runit() runs (run_duration): 30 (seconds), 30s, 2m, 1h; default ${DEFAULT-VALUE}")
    String duration = Durations.format(YbioSettings.DEFAULT_DURATION);

    @Option(names = "--no-prepared", description = "SQL text instead of prepared statements")
    boolean notPrepared;

    @Option(names = "--index-only", description = "runit() reads only the primary key (index_only)")
    boolean indexOnly;

    @Option(names = "--jobs", paramLabel = "N", description = "runit() jobs at once, 1-64; default ${DEFAULT-VALUE}")
    int jobs = YbioSettings.DEFAULT_JOBS;

    @Override
    Workload workload(TargetSettings target, Attributes extra) {
        return new YbioWorkload(new YbioSettings(target, rows, setupBatchSize, batchSize, pctUpdate,
                Durations.parse(duration, "--duration"), !notPrepared, indexOnly, jobs, extra));
    }
}
