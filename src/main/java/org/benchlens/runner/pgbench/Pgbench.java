package org.benchlens.runner.pgbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.db.PostgresAddress;
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;

/**
 * pgbench against the target: {@code pgbench -i -s SCALE}, then the built-in script with a
 * progress line each second ({@code -P 1}), whose output is imported as the {@code pgbench} format.
 */
public final class Pgbench implements ExternalTool {

    public static final String INSTALL = "on Debian and Ubuntu: apt-get install postgresql-contrib";
    private static final List<String> SCRIPTS = List.of("tpcb-like", "simple-update", "select-only");
    private static final List<String> PROTOCOLS = List.of("simple", "extended", "prepared");
    private static final Pattern PROGRESS = Pattern.compile("progress: (\\S+) s, (\\S+) tps, lat \\S+ ms.*?(?:, (\\d+) failed)?.*");
    private static final List<ToolOption> OPTIONS = List.of(
            ToolOption.number(List.of("--scale"), "N", 1, "Scale", "scale",
                    "pgbench -i -s: 100 000 accounts per unit; default ${DEFAULT-VALUE}", "100 000 accounts each"),
            ToolOption.number(List.of("-c", "--clients"), "N", 4, "Clients", "clients",
                    "pgbench -c; default ${DEFAULT-VALUE}", "-c"),
            ToolOption.number(List.of("-j", "--threads"), "N", 1, "Threads", "threads",
                    "pgbench -j; default ${DEFAULT-VALUE}", "-j"),
            ToolOption.duration("30s", "pgbench -T: 30 (seconds), 30s, 2m; default ${DEFAULT-VALUE}"),
            ToolOption.choice(List.of("-b", "--builtin"), "SCRIPT", SCRIPTS, "Script", "script", "the built-in script",
                    "pgbench -b: tpcb-like, simple-update or select-only; default ${DEFAULT-VALUE}"),
            ToolOption.choice(List.of("-M", "--protocol"), "MODE", PROTOCOLS, "Protocol", "protocol", "the protocol",
                    "pgbench -M: simple, extended or prepared; default ${DEFAULT-VALUE}"),
            ToolOption.flag(List.of("-r", "--report-per-command"), false, "Report", "perStatement",
                    "pgbench -r: latencies per statement, stored as steps", "latencies per statement (-r)"));

    @Override
    public String name() {
        return "pgbench";
    }

    @Override
    public String installAdvice() {
        return "it comes with PostgreSQL (" + INSTALL + ")";
    }

    @Override
    public List<String> help() {
        return List.of("Run pgbench: initialise its tables (pgbench -i), run a built-in script with a progress line",
                "each second, and import its output as a pgbench run (runner=pgbench). The target is the embedded",
                "PostgreSQL unless --url names a server.");
    }

    @Override
    public String dialogHeader() {
        return "pgbench -i fills its tables, then a built-in script runs with a progress line each second;"
                + " its output is stored as a pgbench run.";
    }

    @Override
    public String shortcut() {
        return "P";
    }

    @Override
    public List<ToolOption> options() {
        return OPTIONS;
    }

    @Override
    public void check(ToolSettings settings) throws RunnerException {
        int clients = settings.number("--clients");
        int threads = settings.number("--threads");
        if (threads > clients) {
            throw new RunnerException("pgbench needs at least as many clients (" + clients + ") as threads ("
                    + threads + ").");
        }
    }

    @Override
    public String describe(ToolSettings settings) {
        return settings.text("--builtin") + " at scale " + settings.number("--scale") + ", "
                + settings.number("--clients") + " clients for " + settings.duration("--duration").toSeconds() + " s";
    }

    @Override
    public List<List<String>> prepare(String program, PostgresAddress address, ToolSettings settings) {
        return List.of(List.of(program, "-i", "-q", "-s", Integer.toString(settings.number("--scale"))));
    }

    @Override
    public List<String> measure(String program, PostgresAddress address, ToolSettings settings) {
        List<String> command = new ArrayList<>(List.of(program, "-b", settings.text("--builtin"),
                "-M", settings.text("--protocol"), "-c", Integer.toString(settings.number("--clients")),
                "-j", Integer.toString(settings.number("--threads")),
                "-T", Long.toString(settings.duration("--duration").toSeconds()), "-P", "1"));
        if (settings.flag("--report-per-command")) {
            command.add("-r");
        }
        return command;
    }

    @Override
    public Optional<LivePoint> live(String line) {
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
    public String outputName(ToolSettings settings) {
        return "pgbench " + settings.text("--builtin") + " " + settings.number("--clients") + " clients";
    }
}
