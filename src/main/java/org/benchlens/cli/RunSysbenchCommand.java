package org.benchlens.cli;

import java.nio.file.Path;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.sysbench.SysbenchSettings;
import org.benchlens.runner.sysbench.SysbenchWorkload;

@Command(name = "sysbench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run a sysbench OLTP test through its pgsql driver: cleanup and prepare its tables, run it with",
                "an interval line each second, import its output as a sysbench run (runner=sysbench), and clean up.",
                "The target is the embedded PostgreSQL unless --url names a server."})
final class RunSysbenchCommand extends DatabaseRunCommand {

    @Option(names = "--test", paramLabel = "TEST",
            description = "oltp_read_write, oltp_read_only, oltp_write_only, oltp_point_select, …; default ${DEFAULT-VALUE}")
    String test = "oltp_read_write";

    @Option(names = "--tables", paramLabel = "N", description = "sysbench --tables; default ${DEFAULT-VALUE}")
    int tables = SysbenchSettings.DEFAULT_TABLES;

    @Option(names = "--table-size", paramLabel = "ROWS", description = "sysbench --table-size; default ${DEFAULT-VALUE}")
    int tableSize = SysbenchSettings.DEFAULT_TABLE_SIZE;

    @Option(names = "--threads", paramLabel = "N", description = "sysbench --threads; default ${DEFAULT-VALUE}")
    int threads = SysbenchSettings.DEFAULT_THREADS;

    @Option(names = "--duration", paramLabel = "TIME", description = "sysbench --time: 30 (seconds), 30s, 2m; default ${DEFAULT-VALUE}")
    String duration = Durations.format(SysbenchSettings.DEFAULT_DURATION);

    @Option(names = "--histogram", description = "sysbench --histogram: store the latency histogram")
    boolean histogram;

    @Option(names = "--sysbench", paramLabel = "PATH", description = "the sysbench program (default: the one on PATH)")
    String program;

    @Option(names = "--keep", paramLabel = "FOLDER", description = "keep sysbench's output in FOLDER")
    Path keep;

    @Override
    TargetKind defaultTarget() {
        return TargetKind.EMBEDDED_POSTGRESQL;
    }

    @Override
    Workload workload(TargetSettings target, Attributes extra) {
        SysbenchSettings settings = new SysbenchSettings(test, tables, tableSize, threads,
                Durations.parse(duration, "--duration"), histogram);
        return new SysbenchWorkload(SysbenchWorkload.find(program, System.getenv("PATH")).orElse(null),
                SysbenchWorkload.missing(program), target, settings, extra, keep);
    }
}
