package org.benchlens.runner.ybio;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.benchlens.model.RunDraft;
import org.benchlens.model.YbioNames;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.TimeLeftText;
import org.benchlens.runner.db.ClientWorkers;
import org.benchlens.runner.db.DatabaseTarget;
import org.benchlens.runner.db.DatabaseWorkload;
import org.benchlens.runner.db.OperationMeter;
import org.benchlens.runner.RunArguments;

/**
 * A YBIO-like workload: setup() fills a table, then runit() jobs read and update random key
 * ranges for a while. Emits one run for setup and one per job, shaped as the YBIO importers
 * shape theirs (steps setup and runit, rows/s as throughput, riops, benchruns' column names).
 */
public final class YbioWorkload extends DatabaseWorkload<YbioSettings> {

    /** The part of the progress bar setup fills; runit fills the rest as its time passes. */
    private static final double SETUP_SHARE = 0.2;
    /** A rough insert rate, only to say how long setup may take. */
    private static final long SETUP_ROWS_PER_SECOND = 50_000;

    public YbioWorkload(YbioSettings settings) {
        super("ybio", "YBIO", settings.target(), settings);
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "YBIO on %s: %d rows, %d job%s of %d-row batches, %d %% updates for %d s",
                settings.target().describe(), settings.tableRows(), settings.jobs(), settings.jobs() == 1 ? "" : "s",
                settings.batchSize(), settings.pctUpdate(), settings.duration().toSeconds());
    }

    @Override
    public List<String> arguments() {
        return new RunArguments(kind()).target(settings.target()).option("--rows", settings.tableRows())
                .option("--setup-batch-size", settings.setupBatchSize()).option("--batch-size", settings.batchSize())
                .option("--pct-update", settings.pctUpdate()).duration("--duration", settings.duration())
                .flag("--no-prepared", !settings.prepared()).flag("--index-only", settings.indexOnly())
                .option("--jobs", settings.jobs()).attributes(settings.extra()).list();
    }

    @Override
    public Duration expectedDuration() {
        return settings.duration().plusSeconds(settings.tableRows() / SETUP_ROWS_PER_SECOND);
    }

    @Override
    protected void checkSettings() throws RunnerException {
        settings.check();
    }

    @Override
    protected void runOn(DatabaseTarget target, RunContext context)
            throws SQLException, RunnerException, InterruptedException {
        RunDraft setup = new YbioSetup(settings, context, clock, SETUP_SHARE).run(target);
        context.emit(setup);
        if (context.cancelled()) {
            return;
        }
        List<RunDraft> jobs = runit(target, context);
        jobs.forEach(context::emit);
    }

    private List<RunDraft> runit(DatabaseTarget target, RunContext context)
            throws RunnerException, InterruptedException {
        context.log(String.format(Locale.ROOT, "runit: %d job%s, batches of %d rows, %d %% updates, for %d s",
                settings.jobs(), settings.jobs() == 1 ? "" : "s", settings.batchSize(), settings.pctUpdate(),
                settings.duration().toSeconds()));
        OperationMeter total = new OperationMeter(clock);
        List<YbioJob> jobs = new ArrayList<>();
        for (int job = 1; job <= settings.jobs(); job++) {
            jobs.add(new YbioJob(job, settings, target, total, clock, context::cancelled));
        }
        try {
            ClientWorkers.run(List.copyOf(jobs), total::restart, () -> report(total, context), context::cancelled);
        } catch (RunnerException e) {
            throw new RunnerException("a YBIO job stopped on " + settings.target().describe() + ": "
                    + e.getMessage(), e.getCause());
        }
        return jobs.stream().map(YbioJob::draft).toList();
    }

    /** Every second while the jobs run: the live figures, the progress with the time left, a log line. */
    private void report(OperationMeter total, RunContext context) {
        LivePoint point = total.lastFullSecond();
        context.live(point);
        double seconds = settings.duration().toMillis() / 1000.0;
        double elapsed = total.elapsedSeconds();
        context.progress(SETUP_SHARE + (1 - SETUP_SHARE) * Math.min(1, elapsed / seconds),
                "runit: " + TimeLeftText.ofSeconds(seconds - elapsed));
        context.log(String.format(Locale.ROOT, "%.0f rows/s on %s, %d jobs, total: %d rows",
                point.throughput(), YbioNames.TABLE, settings.jobs(), total.operations()));
    }
}
