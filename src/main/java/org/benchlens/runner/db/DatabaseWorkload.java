package org.benchlens.runner.db;

import java.sql.SQLException;
import java.time.Clock;

import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;

/**
 * A workload against a database: checks its own settings, then the target, before anything starts;
 * starts the target around the work and stops it after; turns a database error into one sentence
 * naming the workload and the target.
 */
public abstract class DatabaseWorkload<S> implements Workload {

    /** The workload's own settings. */
    protected final S settings;
    /** The clock its measurements are timed by. */
    protected final Clock clock = Clock.systemUTC();
    private final String kind;
    private final String name;
    private final TargetSettings target;

    /**
     * @param kind as on the command line: ybio
     * @param name starts the sentence of a failure, as in "YBIO stopped on embedded H2: ..."
     */
    protected DatabaseWorkload(String kind, String name, TargetSettings target, S settings) {
        this.kind = kind;
        this.name = name;
        this.target = target;
        this.settings = settings;
    }

    public final S settings() {
        return settings;
    }

    @Override
    public final String kind() {
        return kind;
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
