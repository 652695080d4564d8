package org.benchlens.runner.sysbench;

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
 * sysbench's OLTP tests against the target through its pgsql driver: cleanup and prepare, then the
 * test with an interval line each second, whose output is imported as the {@code sysbench} format,
 * then cleanup again, so that a server given by URL is left as it was found.
 */
public final class SysbenchWorkload extends PostgresToolWorkload {

    public static final String INSTALL = "on Debian and Ubuntu: apt-get install sysbench";
    private static final Pattern INTERVAL = Pattern.compile(
            "\\[\\s*(\\d+)s\\s*] thds: \\d+ tps: (\\S+) .*?lat \\(ms,95%\\): (\\S+)(?: err/s: (\\S+))?.*");

    private final SysbenchSettings settings;

    public SysbenchWorkload(Path program, String missingProgram, TargetSettings target, SysbenchSettings settings,
                            Attributes extra, Path keep) {
        super(program, missingProgram, target, extra, keep);
        this.settings = settings;
    }

    /** The sysbench program given, else the one on PATH. */
    public static Optional<Path> find(String given, String pathEnv) {
        return ToolExecutable.find(given, "sysbench", pathEnv);
    }

    /** One sentence for when sysbench is not found: where BenchLens looked and how to install it. */
    public static String missing(String given) {
        return ToolExecutable.notFound("sysbench", given, "install it (" + INSTALL + ")");
    }

    public SysbenchSettings settings() {
        return settings;
    }

    @Override
    public String kind() {
        return "sysbench";
    }

    @Override
    protected RunArguments toolArguments(RunArguments args) {
        return args.option("--test", settings.test()).option("--tables", settings.tables())
                .option("--table-size", settings.tableSize()).option("--threads", settings.threads())
                .duration("--duration", settings.duration()).flag("--histogram", settings.histogram());
    }

    @Override
    public String describe() {
        return settings.test() + " on " + settings.tables() + " x " + settings.tableSize() + " rows, "
                + settings.threads() + " threads for " + settings.duration().toSeconds() + " s on " + target().describe();
    }

    @Override
    public void validate() throws RunnerException {
        settings.check();
        super.validate();
    }

    @Override
    protected List<List<String>> prepare(String program, PostgresAddress address) {
        return List.of(command(program, address, "cleanup"), command(program, address, "prepare"));
    }

    @Override
    protected List<String> measure(String program, PostgresAddress address) {
        List<String> command = command(program, address, null);
        command.addAll(List.of("--threads=" + settings.threads(), "--time=" + settings.duration().toSeconds(),
                "--report-interval=1"));
        if (settings.histogram()) {
            command.add("--histogram=on");
        }
        command.add("run");
        return command;
    }

    @Override
    protected List<List<String>> cleanUp(String program, PostgresAddress address) {
        return List.of(command(program, address, "cleanup"));
    }

    /** The test and the connection; the password reaches libpq as PGPASSWORD, not on the command line. */
    private List<String> command(String program, PostgresAddress address, String step) {
        List<String> command = new ArrayList<>(List.of(program, settings.test(), "--db-driver=pgsql",
                "--pgsql-host=" + address.host(), "--pgsql-port=" + address.port(), "--pgsql-db=" + address.database(),
                "--tables=" + settings.tables(), "--table-size=" + settings.tableSize()));
        if (!address.user().isEmpty()) {
            command.add(3, "--pgsql-user=" + address.user());
        }
        if (step != null) {
            command.add(step);
        }
        return command;
    }

    @Override
    protected Optional<LivePoint> live(String line) {
        Matcher m = INTERVAL.matcher(line.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            double errors = m.group(4) == null ? 0 : Double.parseDouble(m.group(4));
            return Optional.of(new LivePoint(Long.parseLong(m.group(1)), Double.parseDouble(m.group(2)),
                    Double.parseDouble(m.group(3)), Math.round(errors)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    protected String outputName() {
        return "sysbench " + settings.test() + " " + settings.threads() + " threads";
    }

    @Override
    protected Duration measuredDuration() {
        return settings.duration();
    }
}
