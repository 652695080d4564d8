package org.benchlens.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.analysis.capacity.Capacities;
import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.analysis.capacity.CapacityRequest;
import org.benchlens.analysis.capacity.SloTarget;
import org.benchlens.charts.BuiltChart;
import org.benchlens.charts.ChartExporter;
import org.benchlens.charts.ChartFormat;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartRun;
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.Charts;
import org.benchlens.charts.ExportSize;
import org.benchlens.export.CapacityWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.export.WholeFile;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;

/** {@code benchlens capacity}: where each series of a sweep saturates, and what it costs there. */
@Command(name = "capacity", mixinStandardHelpOptions = true,
        description = {"Fit the Universal Scalability Law to each series of a VU sweep (one per value of --lines) and "
                + "give its coefficients, peak N*, knee and, with --slo, the highest load level within the targets "
                + "and its cost per million requests where runs have a price_per_hour.",
                "Example: benchlens capacity --lines deployment --where scenario=GETSingle --slo p95<=200ms --slo errors<=1%"})
final class CapacityCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = "--lines", paramLabel = "ATTR", description = "one series per value of ATTR (deployment, instance, ...)")
    String lines;

    @Option(names = "--where", paramLabel = "KEY=VALUE", description = "only runs with this attribute; repeat to narrow")
    List<String> where = new ArrayList<>();

    @Option(names = "--slo", paramLabel = "TARGET", description = "a target every level up to the SLO limit meets: "
            + "p95<=200ms, p99<=1s, avg<=50ms, errors<=1%; repeat for several")
    List<String> slo = new ArrayList<>();

    @Option(names = "--step", paramLabel = "STEP", description = "the step whose throughput is fitted (default: total)")
    String step;

    @Option(names = "--knee-share", paramLabel = "SHARE", description = "the knee is the last level before a VU added "
            + "gains less than SHARE of the first level's rate per VU (default: ${DEFAULT-VALUE})")
    String kneeShare = "20%";

    @Option(names = "--format", paramLabel = "table|json|md|html|csv", description = "output format (default: ${DEFAULT-VALUE})")
    String format = "table";

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write to FILE instead of the terminal")
    Path output;

    @Option(names = "--chart", paramLabel = "FILE", description = "also draw the sweep with its fits, N* and SLO limits "
            + "(PNG, SVG or PDF by the extension)")
    Path chart;

    @Override
    public Integer call() throws IOException {
        TableFormat tableFormat = TableFormat.parse(format);
        CapacityRequest request = new CapacityRequest(lines, step, slo.stream().map(SloTarget::parse).toList(),
                share(kneeShare));
        List<RunResult> results;
        try (Store store = parent.openStore()) {
            RunFilter filter = RunFilter.where(KeyValues.parse(where, "--where"));
            results = store.read(session -> session.results(session.runs().list(filter)));
        }
        Capacity capacity = Capacities.of(results, request);
        if (capacity.lines().isEmpty()) {
            spec.commandLine().getErr().println(String.join("; ", capacity.notes()));
            return 1;
        }
        write(out -> CapacityWriter.write(capacity, tableFormat, out));
        if (chart != null) {
            drawChart(results, request, capacity);
        }
        return 0;
    }

    private void drawChart(List<RunResult> results, CapacityRequest request, Capacity capacity) throws IOException {
        List<ChartRun> runs = results.stream().map(r -> new ChartRun(r, List.of(), List.of())).toList();
        ChartSettings settings = new ChartSettings(ChartKind.SWEEP, lines, request.step(), null, null, null, null, false,
                null, false, null, null);
        BuiltChart built = Charts.sweep(runs, settings, capacity);
        ChartExporter.write(built.chart(), chart, ChartFormat.of(chart), ExportSize.STANDARD);
        spec.commandLine().getOut().println("wrote " + chart);
        spec.commandLine().getOut().flush();
    }

    /** {@code 20%} or {@code 0.2}. */
    private static double share(String text) {
        String t = text.strip();
        try {
            return t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).strip()) / 100 : Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--knee-share must be a share such as 20% or 0.2, not '" + text + "'");
        }
    }

    /** Writes to the terminal, or to the --output file (whole or not at all) and says so. */
    private void write(java.util.function.Consumer<PrintWriter> table) throws IOException {
        if (output == null) {
            table.accept(spec.commandLine().getOut());
            return;
        }
        WholeFile.write(output, stream -> {
            PrintWriter file = new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
            table.accept(file);
            if (file.checkError()) {
                throw new IOException("could not write " + output);
            }
        });
        spec.commandLine().getOut().println("wrote " + output);
        spec.commandLine().getOut().flush();
    }
}
