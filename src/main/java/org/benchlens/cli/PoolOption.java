package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Option;

/** {@code --pool}: shared by the tables ({@code compare}, {@code report}) and {@code chart bars}, which refuse alike. */
final class PoolOption {

    @Option(names = "--pool", paramLabel = "ATTR",
            description = "let the runs of one cell (or bar) differ in ATTR on purpose (named in the table's caption "
                    + "or the chart's subtitle); repeat for more")
    List<String> attributes = new ArrayList<>();
}
