package org.benchlens.runner.pgbench;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.Attributes;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.ToolExecutable;
import org.benchlens.runner.db.PostgresAddress;
import org.benchlens.runner.db.PostgresToolWorkload;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.RunArguments;

/**
 * pgbench against the target: {@code pgbench -i -s SCALE}, then the built-in script with a
 * progress line each second ({@code -P 1}), whose output is imported as the {@code pgbench} format.
 */
public final class PgbenchWorkload extends PostgresToolWorkload {

    public static final String INSTALL = "on Debian and Ubuntu: apt-get install postgresql-contrib";
    private static final Pattern PROGRESS = Pattern.compile("progress: (\\S+) s, (\\S+) tps, lat \\S+ ms.*?(?:, (\\d+) failed)?.*");

    private final PgbenchSettings settings;

    public PgbenchWorkload(Path program, String missingProgram, TargetSettings target, PgbenchSettings settings,
                           Attributes extra, Path keep) {
        super(program, missingProgram, target, extra, keep);
        this.settings = settings;
    }

    /** The pgbench program given, else the one on PATH. */
    public static Optional<Path> find(String given, String pathEnv) {
        return ToolExecutable.find(given, "pgbench", pathEnv);
    }

    /** One sentence for when pgbench is not found: where BenchLens looked and how to install it. */
    public static String missing(String given) {
        return ToolExecutable.notFound("pgbench", given, "it comes with PostgreSQL (" + INSTALL + ")");
    }

    public PgbenchSettings settings() {
        return settings;
    }

    @Override
    public String kind() {
        return "pgbench";
    }

    @Override
    protected RunArguments toolArguments(RunArguments args) {
        return args.option("--scale", settings.scale()).option("--clients", settings.clients())
                .option("--threads", settings.threads()).duration("--duration", settings.duration())
                .option("--builtin", settings.script()).option("--protocol", settings.protocol())
                .flag("--report-per-command", settings.perStatement());
    }

    @Override
    public String describe() {
        return settings.script() + " at scale " + settings.scale() + ", " + settings.clients() + " clients for "
                + settings.duration().toSeconds() + " s on " + target().describe();
    }

    @Override
    public void validate() throws RunnerException {
        settings.check();
        super.validate();
    }

    @Override
    protected List<List<String>> prepare(String program, PostgresAddress address) {
        return List.of(List.of(program, "-i", "-q", "-s", Integer.toString(settings.scale())));
    }

    @Override
    protected List<String> measure(String program, PostgresAddress address) {
        List<String> command = new ArrayList<>(List.of(program, "-b", settings.script(), "-M", settings.protocol(),
                "-c", Integer.toString(settings.clients()), "-j", Integer.toString(settings.threads()),
                "-T", Long.toString(settings.duration().toSeconds()), "-P", "1"));
        if (settings.perStatement()) {
            command.add("-r");
        }
        return command;
    }

    @Override
    protected Optional<LivePoint> live(String line) {
        Matcher m = PROGRESS.matcher(line.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            long failed = m.group(3) == null ? 0 : Long.parseLong(m.group(3));
            return Optional.of(new LivePoint(Math.round(Double.parseDouble(m.group(1))), Double.parseDouble(m.group(2)),
                    Double.NaN, failed));
        } catch (NumberFormatException e) {
            return Optional.empty(); // "-nan" in a second without transactions
        }
    }

    @Override
    protected String outputName() {
        return "pgbench " + settings.script() + " " + settings.clients() + " clients";
    }

    @Override
    protected Duration measuredDuration() {
        return settings.duration();
    }
}
