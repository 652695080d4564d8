package org.benchlens.runner.sysbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.runner.LivePoint;
import org.benchlens.runner.db.PostgresAddress;
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;

/**
 * sysbench's OLTP tests against the target through its pgsql driver: cleanup and prepare, then the
 * test with an interval line each second, whose output is imported as the {@code sysbench} format,
 * then cleanup again, so that a server given by URL is left as it was found.
 */
public final class Sysbench implements ExternalTool {

    public static final String INSTALL = "on Debian and Ubuntu: apt-get install sysbench";
    private static final List<String> TESTS = List.of("oltp_read_write", "oltp_read_only", "oltp_write_only",
            "oltp_point_select", "oltp_update_index", "oltp_update_non_index", "oltp_insert", "oltp_delete",
            "select_random_points", "select_random_ranges");
    private static final Pattern INTERVAL = Pattern.compile(
            "\\[\\s*(\\d+)s\\s*] thds: \\d+ tps: (\\S+) .*?lat \\(ms,95%\\): (\\S+)(?: err/s: (\\S+))?.*");
    private static final List<ToolOption> OPTIONS = List.of(
            ToolOption.choice(List.of("--test"), "TEST", TESTS, "Test", "test", "the sysbench test",
                    "oltp_read_write, oltp_read_only, oltp_write_only, oltp_point_select, …; default ${DEFAULT-VALUE}"),
            ToolOption.number(List.of("--tables"), "N", 1, "Tables", "tables",
                    "sysbench --tables; default ${DEFAULT-VALUE}", "--tables"),
            ToolOption.number(List.of("--table-size"), "ROWS", 10_000, "Table size", "tableSize",
                    "sysbench --table-size; default ${DEFAULT-VALUE}", "rows a table"),
            ToolOption.number(List.of("--threads"), "N", 4, "Threads", "threads",
                    "sysbench --threads; default ${DEFAULT-VALUE}", "--threads"),
            ToolOption.duration("30s", "sysbench --time: 30 (seconds), 30s, 2m; default ${DEFAULT-VALUE}"),
            ToolOption.flag(List.of("--histogram"), true, "Report", "histogram",
                    "sysbench --histogram: store the latency histogram", "latency histogram (--histogram)"));

    @Override
    public String name() {
        return "sysbench";
    }

    @Override
    public String installAdvice() {
        return "install it (" + INSTALL + ")";
    }

    @Override
    public List<String> help() {
        return List.of("Run a sysbench OLTP test through its pgsql driver: cleanup and prepare its tables, run it with",
                "an interval line each second, import its output as a sysbench run (runner=sysbench), and clean up.",
                "The target is the embedded PostgreSQL unless --url names a server.");
    }

    @Override
    public String dialogHeader() {
        return "sysbench prepares its tables, runs the OLTP test with an interval line each second and"
                + " cleans up; its output is stored as a sysbench run.";
    }

    @Override
    public String shortcut() {
        return "S";
    }

    @Override
    public List<ToolOption> options() {
        return OPTIONS;
    }

    @Override
    public String describe(ToolSettings settings) {
        return settings.text("--test") + " on " + settings.number("--tables") + " x " + settings.number("--table-size")
                + " rows, " + settings.number("--threads") + " threads for "
                + settings.duration("--duration").toSeconds() + " s";
    }

    @Override
    public List<List<String>> prepare(String program, PostgresAddress address, ToolSettings settings) {
        return List.of(command(program, address, settings, "cleanup"), command(program, address, settings, "prepare"));
    }

    @Override
    public List<String> measure(String program, PostgresAddress address, ToolSettings settings) {
        List<String> command = command(program, address, settings, null);
        command.addAll(List.of("--threads=" + settings.number("--threads"),
                "--time=" + settings.duration("--duration").toSeconds(), "--report-interval=1"));
        if (settings.flag("--histogram")) {
            command.add("--histogram=on");
        }
        command.add("run");
        return command;
    }

    @Override
    public List<List<String>> cleanUp(String program, PostgresAddress address, ToolSettings settings) {
        return List.of(command(program, address, settings, "cleanup"));
    }

    /** The test and the connection; the password reaches libpq as PGPASSWORD, not on the command line. */
    private static List<String> command(String program, PostgresAddress address, ToolSettings settings, String step) {
        List<String> command = new ArrayList<>(List.of(program, settings.text("--test"), "--db-driver=pgsql",
                "--pgsql-host=" + address.host(), "--pgsql-port=" + address.port(), "--pgsql-db=" + address.database(),
                "--tables=" + settings.number("--tables"), "--table-size=" + settings.number("--table-size")));
        if (!address.user().isEmpty()) {
            command.add(3, "--pgsql-user=" + address.user());
        }
        if (step != null) {
            command.add(step);
        }
        return command;
    }

    @Override
    public Optional<LivePoint> live(String line) {
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
    public String outputName(ToolSettings settings) {
        return "sysbench " + settings.text("--test") + " " + settings.number("--threads") + " threads";
    }
}
