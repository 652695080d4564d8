package org.benchlens.cli;

import java.nio.file.Path;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.pgbench.PgbenchSettings;
import org.benchlens.runner.pgbench.PgbenchWorkload;

@Command(name = "pgbench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run pgbench: initialise its tables (pgbench -i), run a built-in script with a progress line",
                "each second, and import its output as a pgbench run (runner=pgbench). The target is the embedded",
                "PostgreSQL unless --url names a server."})
final class RunPgbenchCommand extends DatabaseRunCommand {

    @Option(names = "--scale", paramLabel = "N", description = "pgbench -i -s: 100 000 accounts per unit; default ${DEFAULT-VALUE}")
    int scale = PgbenchSettings.DEFAULT_SCALE;

    @Option(names = {"-c", "--clients"}, paramLabel = "N", description = "pgbench -c; default ${DEFAULT-VALUE}")
    int clients = PgbenchSettings.DEFAULT_CLIENTS;

    @Option(names = {"-j", "--threads"}, paramLabel = "N", description = "pgbench -j; default 1")
    int threads = 1;

    @Option(names = "--duration", paramLabel = "TIME", description = "pgbench -T: 30 (seconds), 30s, 2m; default ${DEFAULT-VALUE}")
    String duration = Durations.format(PgbenchSettings.DEFAULT_DURATION);

    @Option(names = {"-b", "--builtin"}, paramLabel = "SCRIPT",
            description = "pgbench -b: tpcb-like, simple-update or select-only; default ${DEFAULT-VALUE}")
    String script = "tpcb-like";

    @Option(names = {"-M", "--protocol"}, paramLabel = "MODE",
            description = "pgbench -M: simple, extended or prepared; default ${DEFAULT-VALUE}")
    String protocol = "simple";

    @Option(names = {"-r", "--report-per-command"}, description = "pgbench -r: latencies per statement, stored as steps")
    boolean perStatement;

    @Option(names = "--pgbench", paramLabel = "PATH", description = "the pgbench program (default: the one on PATH)")
    String program;

    @Option(names = "--keep", paramLabel = "FOLDER", description = "keep pgbench's output in FOLDER")
    Path keep;

    @Override
    TargetKind defaultTarget() {
        return TargetKind.EMBEDDED_POSTGRESQL;
    }

    @Override
    Workload workload(TargetSettings target, Attributes extra) {
        PgbenchSettings settings = new PgbenchSettings(scale, clients, threads, Durations.parse(duration, "--duration"),
                script, protocol, perStatement);
        return new PgbenchWorkload(PgbenchWorkload.find(program, System.getenv("PATH")).orElse(null),
                PgbenchWorkload.missing(program), target, settings, extra, keep);
    }
}
