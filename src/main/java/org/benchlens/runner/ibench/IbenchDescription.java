package org.benchlens.runner.ibench;

import java.util.List;

import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;
import org.benchlens.runner.tool.BuiltInDescription;

/** The Insert-Benchmark-like workload as {@code benchlens run ibench} and the Run menu's dialog offer it. */
public final class IbenchDescription extends BuiltInDescription<IbenchSettings> {

    public IbenchDescription() {
        super(List.of(
                ToolOption.number(List.of("--clients"), "N", IbenchSettings.DEFAULT_CLIENTS, "Clients", "clients",
                        "clients, each with its own table, 1-" + IbenchSettings.MAX_CLIENTS
                                + "; default ${DEFAULT-VALUE}",
                        "1 to " + IbenchSettings.MAX_CLIENTS),
                ToolOption.count(List.of("--rows"), IbenchSettings.DEFAULT_LOAD_ROWS, "Rows (l.i0)", "loadRows",
                        "rows per table l.i0 loads; default ${DEFAULT-VALUE}", "per table"),
                ToolOption.count(List.of("--l-i1-rows"), IbenchSettings.DEFAULT_WRITE_ROWS, "Rows (l.i1)", "writeRows",
                        "rows per table l.i1 inserts and deletes, 50 per transaction; default ${DEFAULT-VALUE}",
                        "per table"),
                ToolOption.count(List.of("--l-i2-rows"), IbenchSettings.DEFAULT_SMALL_WRITE_ROWS, "Rows (l.i2)",
                        "smallWriteRows", "rows per table l.i2 inserts and deletes, 5 per transaction; default "
                                + "${DEFAULT-VALUE}", "per table"),
                ToolOption.duration(List.of("--query-duration"), "Read-write step duration", "queryDuration",
                        Durations.format(IbenchSettings.DEFAULT_QUERY_DURATION),
                        "how long each read-write step runs: 60 (seconds), 60s, 2m; default ${DEFAULT-VALUE}"),
                ToolOption.numbers(List.of("--write-rate"), IbenchSettings.DEFAULT_WRITE_RATES,
                        IbenchSettings.KNOWN_WRITE_RATES, "Write rates (/s per client)", "rate",
                        "background inserts/s per client of the read-write steps: 100 (qr100, qp100), 500, 1000; "
                                + "several with commas; default ${DEFAULT-VALUE}")));
    }

    @Override
    public String name() {
        return "ibench";
    }

    @Override
    public List<String> help() {
        return List.of("A quick Insert-Benchmark-like run: l.i0, l.x, l.i1, l.i2, then qrN and qpN with background "
                + "inserts and deletes at N rows/s per client, checked against that target.",
                "Stores one run shaped as an imported Insert Benchmark report's run: compare runs by dbms or config.");
    }

    @Override
    public String title() {
        return "Run the Insert Benchmark";
    }

    @Override
    public String dialogHeader() {
        return "Runs l.i0, l.x, l.i1 and l.i2, then qrN and qpN for each write rate checked; stored as one run.";
    }

    @Override
    public String attributesPrompt() {
        return "key=value, one a line, e.g. dbms=pg17";
    }

    @Override
    protected void check(IbenchSettings settings) throws RunnerException {
        settings.check();
    }

    @Override
    protected Workload workload(IbenchSettings settings) {
        return new IbenchWorkload(settings);
    }

    /** The settings the values make, on {@code target}. */
    @Override
    public IbenchSettings settings(TargetSettings target, ToolSettings settings, Attributes extra) {
        return new IbenchSettings(target, settings.number("--clients"), settings.count("--rows"),
                settings.count("--l-i1-rows"), settings.count("--l-i2-rows"), settings.duration("--query-duration"),
                settings.numbers("--write-rate"), extra);
    }
}
