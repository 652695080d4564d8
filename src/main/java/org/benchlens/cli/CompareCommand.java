package org.benchlens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.InsertRates;
import org.benchlens.analysis.RatioRule;
import org.benchlens.analysis.SignificanceTest;
import org.benchlens.app.ComparisonTables;
import org.benchlens.app.KeyValues;
import org.benchlens.app.TextFiles;
import org.benchlens.app.Workspace;
import org.benchlens.export.CellContent;
import org.benchlens.export.ComparisonWriter;
import org.benchlens.export.InsertRatesWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.model.RunResult;

@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compare runs as a relative table: one row per value of an attribute, one column per "
                + "step (or per value of another attribute), each cell the metric divided by the base row's.",
                "Example: benchlens compare --rows dbms --cols step --where report=24_06_10.ib.mem.dell32.pg.hack10"})
final class CompareCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = "--rows", required = true, paramLabel = "ATTR", description = "the attribute whose values are the rows (dbms, version, instance, ...)")
    String rows;

    @Option(names = "--cols", paramLabel = "step|ATTR", description = "columns: step, or an attribute such as vus (default: ${DEFAULT-VALUE})")
    String cols = ComparisonRequest.STEP_COLUMNS;

    @Option(names = "--metric", paramLabel = "METRIC", description = "the metric compared (default: ${DEFAULT-VALUE})")
    String metric = "throughput";

    @Option(names = "--step", paramLabel = "STEP", description = "with --cols ATTR: the step whose values fill the cells (default: ${DEFAULT-VALUE})")
    String step = "total";

    @Option(names = "--base", paramLabel = "VALUE", description = "the row to divide by (default: the first row)")
    String base;

    @Option(names = "--aggregate", paramLabel = "mean|sum|min|max|median",
            description = "how runs in one cell combine: mean of repeats, sum of concurrent sessions (default: ${DEFAULT-VALUE})")
    String aggregate = "mean";

    @Option(names = "--pool", paramLabel = "ATTR",
            description = "let the runs of one cell differ in ATTR on purpose (named in the caption); repeat for more")
    List<String> pool = new ArrayList<>();

    @Option(names = "--test", paramLabel = "utest|welch|none",
            description = "how a cell's repeats are tested against the base cell's, two-sided (default: ${DEFAULT-VALUE})")
    String test = "utest";

    @Option(names = "--alpha", paramLabel = "P",
            description = "a difference is significant, and coloured, when p < P (default: ${DEFAULT-VALUE})")
    double alpha = ComparisonRequest.STANDARD_ALPHA;

    @Option(names = "--per-dollar-hour",
            description = "the cost view: divide the metric by each run's price_per_hour attribute (dollars an hour); runs without one are left out and named")
    boolean perDollarHour;

    @Option(names = "--insert-rates",
            description = "instead of the relative table: the background insert rates of Insert Benchmark runs beside their target, missed ones marked")
    boolean insertRates;

    @Option(names = "--where", paramLabel = "KEY=VALUE", description = "only runs with this attribute; repeat to narrow")
    List<String> where = new ArrayList<>();

    @Option(names = "--show", paramLabel = "ratio|value|both", description = "what the cells show (default: ${DEFAULT-VALUE})")
    String show = "ratio";

    @Option(names = "--red", paramLabel = "RATIO", description = "red at or below this ratio (default: ${DEFAULT-VALUE})")
    double red = RatioRule.STANDARD.low();

    @Option(names = "--green", paramLabel = "RATIO", description = "green at or above this ratio (default: ${DEFAULT-VALUE})")
    double green = RatioRule.STANDARD.high();

    @Option(names = "--precision", paramLabel = "DECIMALS", description = "decimals shown; colours follow the shown value (default: ${DEFAULT-VALUE})")
    int precision = RatioRule.STANDARD.precision();

    @Option(names = "--format", paramLabel = "table|csv|md|html|json", description = "output format (default: ${DEFAULT-VALUE})")
    String format = "table";

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write to FILE instead of the terminal")
    Path output;

    @Override
    public Integer call() throws IOException {
        TableFormat tableFormat = TableFormat.parse(format);
        ComparisonRequest request = new ComparisonRequest(rows, cols, metric, step, base,
                new RatioRule(red, green, precision), Aggregate.parse(aggregate), new HashSet<>(pool),
                SignificanceTest.parse(test), alpha);
        List<RunResult> results;
        try (Workspace workspace = parent.openWorkspace()) {
            results = workspace.runs().results(KeyValues.option(where, "--where"), List.of());
        }
        if (insertRates) {
            if (perDollarHour) {
                throw new IllegalArgumentException("--insert-rates and --per-dollar-hour are two different tables; choose one");
            }
            InsertRates rates = ComparisonTables.insertRates(results, rows);
            if (rates.isEmpty()) {
                spec.commandLine().getErr().println("no run with the attribute '" + rows
                        + "' has background insert rates (insert.rate: Insert Benchmark read-write steps)");
                return 1;
            }
            write(out -> InsertRatesWriter.write(rates, tableFormat, out));
            return 0;
        }
        Comparison comparison = ComparisonTables.compare(results, request, perDollarHour);
        boolean toTerminal = output == null && System.console() != null;
        ComparisonWriter writer = new ComparisonWriter(CellContent.parse(show), toTerminal);
        write(out -> writer.write(comparison, tableFormat, out));
        return comparison.rows().isEmpty() ? 1 : 0;
    }

    /** Writes to the terminal, or to the --output file (whole or not at all) and says so. */
    private void write(Consumer<PrintWriter> table) throws IOException {
        if (output == null) {
            table.accept(spec.commandLine().getOut());
        } else {
            TextFiles.write(output, table);
            spec.commandLine().getOut().println("wrote " + output);
            spec.commandLine().getOut().flush();
        }
    }
}
