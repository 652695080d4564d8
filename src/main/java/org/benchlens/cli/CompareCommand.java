package org.benchlens.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.InsertRates;
import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.app.ComparisonTables;
import org.benchlens.app.KeyValues;
import org.benchlens.app.Workspace;
import org.benchlens.export.ComparisonWriter;
import org.benchlens.export.InsertRatesWriter;
import org.benchlens.export.RunScope;
import org.benchlens.export.TableFormat;
import org.benchlens.export.TerminalPaint;
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

    @Mixin
    ComparisonOptions table;

    @Option(names = "--insert-rates",
            description = "instead of the relative table: the background insert rates of Insert Benchmark runs beside their target, missed ones marked")
    boolean insertRates;

    @Option(names = "--where", paramLabel = "KEY=VALUE", description = "only runs with this attribute; repeat to narrow")
    List<String> where = new ArrayList<>();

    @Option(names = "--format", paramLabel = "table|csv|md|html|json", description = "output format (default: ${DEFAULT-VALUE})")
    String format = "table";

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write to FILE instead of the terminal")
    Path output;

    @Override
    public Integer call() throws IOException {
        TableFormat tableFormat = TableFormat.parse(format);
        ComparisonRequest request = table.request();
        List<RunResult> results;
        PooledPercentiles pooling;
        var attributes = KeyValues.option(where, "--where");
        try (Workspace workspace = parent.openWorkspace()) {
            results = workspace.runs().results(attributes, List.of());
            pooling = insertRates || table.perDollarHour ? PooledPercentiles.NONE
                    : workspace.runs().pooling(results, request.metric());
        }
        if (insertRates) {
            if (table.perDollarHour) {
                throw new IllegalArgumentException("--insert-rates and --per-dollar-hour are two different tables; choose one");
            }
            InsertRates rates = ComparisonTables.insertRates(results, table.rows);
            if (rates.isEmpty()) {
                spec.commandLine().getErr().println("no run with the attribute '" + table.rows
                        + "' has background insert rates (insert.rate: Insert Benchmark read-write steps)");
                return 1;
            }
            TableOutput.write(spec, output, out -> InsertRatesWriter.write(rates, tableFormat, out));
            return 0;
        }
        Comparison comparison = ComparisonTables.compare(results, request, table.perDollarHour, pooling);
        TerminalPaint paint = output == null ? AnsiPaint.whereTheTerminalTakesIt() : TerminalPaint.NONE;
        String scope = RunScope.describe(attributes, List.of(), null, request.poolPhrase(), comparison);
        ComparisonWriter writer = new ComparisonWriter(table.cellContent(), paint, scope);
        TableOutput.write(spec, output, out -> writer.write(comparison, tableFormat, out));
        return comparison.rows().isEmpty() ? 1 : 0;
    }
}
