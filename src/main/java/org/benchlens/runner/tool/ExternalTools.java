package org.benchlens.runner.tool;

import java.util.List;

import org.benchlens.runner.pgbench.Pgbench;
import org.benchlens.runner.sysbench.Sysbench;

/** The external tools BenchLens can run, in the order of the {@code run} subcommands and the Run menu. */
public final class ExternalTools {

    public static final List<ExternalTool> ALL = List.of(new Pgbench(), new Sysbench());

    private ExternalTools() {
    }
}
