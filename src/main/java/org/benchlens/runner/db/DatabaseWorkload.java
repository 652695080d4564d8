package org.benchlens.runner.db;

import java.sql.SQLException;

import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;

/**
 * A workload against a database: checks its own settings, then the target, before anything starts;
 * starts the target around the work and stops it after; turns a database error into one sentence
 * naming the workload and the target.
 */
public abstract class DatabaseWorkload implements Workload {

    private final String name;
    private final TargetSettings target;

    /** {@code name} starts the sentence of a failure, as in "YBIO stopped on embedded H2: ...". */
    protected DatabaseWorkload(String name, TargetSettings target) {
        this.name = name;
        this.target = target;
    }

    /** The first of the workload's own settings that cannot work, in one sentence. */
    protected abstract void checkSettings() throws RunnerException;

    /** The work itself, on the started target. */
    protected abstract void runOn(DatabaseTarget database, RunContext context)
            throws SQLException, RunnerException, InterruptedException;

    @Override
    public final void validate() throws RunnerException {
        checkSettings();
        Targets.validate(target);
    }

    @Override
    public final void run(RunContext context) throws RunnerException, InterruptedException {
        context.log(describe());
        try (DatabaseTarget database = Targets.start(target, context::log)) {
            runOn(database, context);
        } catch (SQLException e) {
            throw new RunnerException(name + " stopped on " + target.describe() + ": " + e.getMessage(), e);
        }
    }
}
