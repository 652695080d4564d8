package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.ibench.IbenchSettings;
import org.benchlens.runner.ibench.IbenchWorkload;

@Command(name = "ibench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"A quick Insert-Benchmark-like run: l.i0, l.x, l.i1, l.i2, then qrN and qpN with background "
                + "inserts and deletes at N rows/s per client, checked against that target.",
                "Stores one run shaped as an imported Insert Benchmark report's run: compare runs by dbms or config."})
final class RunIbenchCommand extends DatabaseRunCommand {

    @Option(names = "--clients", paramLabel = "N", description = "clients, each with its own table, 1-16; default ${DEFAULT-VALUE}")
    int clients = IbenchSettings.DEFAULT_CLIENTS;

    @Option(names = "--rows", paramLabel = "N", description = "rows per table l.i0 loads; default ${DEFAULT-VALUE}")
    long loadRows = IbenchSettings.DEFAULT_LOAD_ROWS;

    @Option(names = "--l-i1-rows", paramLabel = "N",
            description = "rows per table l.i1 inserts and deletes, 50 per transaction; default ${DEFAULT-VALUE}")
    long writeRows = IbenchSettings.DEFAULT_WRITE_ROWS;

    @Option(names = "--l-i2-rows", paramLabel = "N",
            description = "rows per table l.i2 inserts and deletes, 5 per transaction; default ${DEFAULT-VALUE}")
    long smallWriteRows = IbenchSettings.DEFAULT_SMALL_WRITE_ROWS;

    @Option(names = "--query-duration", paramLabel = "TIME",
            description = "how long each read-write step runs: 60 (seconds), 60s, 2m; default ${DEFAULT-VALUE}")
    String queryDuration = Durations.format(IbenchSettings.DEFAULT_QUERY_DURATION);

    @Option(names = "--write-rate", paramLabel = "N", split = ",",
            description = "background inserts/s per client of the read-write steps: 100 (qr100, qp100), 500, 1000; "
                    + "several with commas; default 100")
    List<Integer> writeRates = new ArrayList<>(IbenchSettings.DEFAULT_WRITE_RATES);

    @Override
    Workload workload(TargetSettings target, Attributes extra) {
        return new IbenchWorkload(new IbenchSettings(target, clients, loadRows, writeRows, smallWriteRows,
                Durations.parse(queryDuration, "--query-duration"), writeRates, extra));
    }
}
