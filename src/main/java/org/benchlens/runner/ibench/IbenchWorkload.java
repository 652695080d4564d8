package org.benchlens.runner.ibench;

import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Attributes;
import org.benchlens.model.IbenchNames;
import org.benchlens.model.RunDraft;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.db.DatabaseTarget;
import org.benchlens.runner.db.DatabaseWorkload;
import org.benchlens.runner.db.TargetAttributes;
import org.benchlens.runner.RunArguments;

/**
 * A quick Insert-Benchmark-like workload: l.i0, l.x, l.i1, l.i2, then qrN and qpN for each
 * background write rate. Emits one run, shaped as an imported report's run (format ibench, the
 * same step and metric names), so that H2 and PostgreSQL, or two settings of one, compare as
 * relative-QPS tables. Stopped early, the run holds the steps done and the step under way, and is
 * marked {@code status=partial}.
 */
public final class IbenchWorkload extends DatabaseWorkload<IbenchSettings> {

    /** A rough rate, only to say how long the counted steps may take. */
    private static final long ROWS_PER_SECOND = 20_000;

    public IbenchWorkload(IbenchSettings settings) {
        super("ibench", "the Insert Benchmark", settings.target(), settings);
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "Insert Benchmark on %s: %d client%s, %d rows per table, steps %s, "
                        + "%d s per read-write step", settings.target().describe(), settings.clients(),
                settings.clients() == 1 ? "" : "s", settings.loadRows(), String.join(" ", settings.steps()),
                settings.queryDuration().toSeconds());
    }

    @Override
    public List<String> arguments() {
        return new RunArguments(kind()).target(settings.target()).option("--clients", settings.clients())
                .option("--rows", settings.loadRows()).option("--l-i1-rows", settings.writeRows())
                .option("--l-i2-rows", settings.smallWriteRows())
                .duration("--query-duration", settings.queryDuration()).joined("--write-rate", settings.writeRates())
                .attributes(settings.extra()).list();
    }

    @Override
    public Duration expectedDuration() {
        long rows = settings.clients() * (settings.loadRows() * 2 + settings.writeRows() + settings.smallWriteRows());
        return settings.queryDuration().multipliedBy(2L * settings.writeRates().size())
                .plusSeconds(rows / ROWS_PER_SECOND);
    }

    @Override
    protected void checkSettings() throws RunnerException {
        settings.check();
    }

    @Override
    protected void runOn(DatabaseTarget target, RunContext context)
            throws SQLException, RunnerException, InterruptedException {
        RunDraft run = draft(target.attributes());
        run.startedAt(clock.instant());
        IbenchSteps steps = new IbenchSteps(settings, target, context, clock);
        List<String> names = settings.steps();
        for (int index = 0; index < names.size() && !context.cancelled(); index++) {
            runStep(steps, run, index, names.get(index));
        }
        run.endedAt(clock.instant());
        run.attribute(AttributeKeys.STATUS, context.cancelled() ? AttributeKeys.STATUS_PARTIAL
                : AttributeKeys.STATUS_COMPLETED);
        run.attribute(IbenchNames.TABLE_ROWS, checkedRowCount(steps, context));
        context.emit(run);
    }

    /**
     * The rows counted in the tables, when they equal what the inserts and deletes measured leave.
     * After a stop the database may be gone (Ctrl-C reaches an embedded server too): the partial
     * run is then kept without a count.
     */
    private String checkedRowCount(IbenchSteps steps, RunContext context) throws SQLException, RunnerException {
        long counted;
        try {
            counted = steps.countRows();
        } catch (SQLException e) {
            if (!context.cancelled()) {
                throw e;
            }
            context.log("the tables could not be counted after the stop (" + e.getMessage() + ")");
            return null;
        }
        if (counted != steps.expectedRows()) {
            throw new RunnerException("the tables hold " + counted + " rows but the inserts and deletes measured "
                    + "leave " + steps.expectedRows() + "; the run is not stored");
        }
        return Long.toString(counted);
    }

    /** Runs one step; a worker that fails stops the run with a sentence naming the step and the target. */
    private void runStep(IbenchSteps steps, RunDraft run, int index, String step)
            throws SQLException, RunnerException, InterruptedException {
        try {
            switch (step) {
                case IbenchNames.LOAD -> steps.load(run, index);
                case IbenchNames.INDEX -> steps.index(run, index);
                case IbenchNames.WRITE -> steps.write(run, index, false);
                case IbenchNames.SMALL_WRITE -> steps.write(run, index, true);
                default -> steps.query(run, index, Integer.parseInt(step.substring(2)), step.startsWith("qr"));
            }
        } catch (RunnerException e) {
            throw new RunnerException("the Insert Benchmark stopped in step " + step + " on "
                    + settings.target().describe() + ": " + e.getMessage(), e.getCause());
        }
    }

    private RunDraft draft(Attributes target) {
        String dbms = target.get(AttributeKeys.DBMS).orElse("database");
        String version = target.get(AttributeKeys.VERSION).map(v -> " " + v).orElse("");
        return new RunDraft(IbenchNames.FORMAT, "ibench " + dbms + version + " ("
                + target.get(TargetAttributes.TARGET).orElse("") + ")")
                .attributes(target)
                .attributes(settings.extra())
                .attribute(IbenchNames.CLIENTS, Integer.toString(settings.clients()))
                .attribute(IbenchNames.ROWS, Long.toString(settings.clients() * settings.loadRows()))
                .attribute(IbenchNames.QUERY_SECONDS, Long.toString(settings.queryDuration().toSeconds()));
    }
}
