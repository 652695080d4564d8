package org.benchlens.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.CapacityCharts;
import org.benchlens.app.ChartData;
import org.benchlens.app.ChartExports;
import org.benchlens.app.KeyValues;
import org.benchlens.app.Workspace;

import org.benchlens.analysis.FailureRule;
import org.benchlens.analysis.capacity.SloTarget;
import org.benchlens.charts.ChartFormat;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.ExportSize;
import org.benchlens.export.CapacityWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.model.RunContent;

/** {@code benchlens capacity}: where each series of a sweep saturates, and what it costs there. */
@Command(name = "capacity", mixinStandardHelpOptions = true,
        description = {"Fit the Universal Scalability Law to each series of a VU sweep (one per value of --lines) and "
                + "give its coefficients, peak N*, knee and, with --slo, the highest load level within the targets "
                + "and its cost per million requests where runs have a price_per_hour.",
                "Example: benchlens capacity --lines deployment --where scenario=GETSingle --slo p95<=200ms --slo errors<=1%%"})
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
            + "p95<=200ms, p99<=1s, avg<=50ms, errors<=1%%; repeat for several")
    List<String> slo = new ArrayList<>();

    @Option(names = "--step", paramLabel = "STEP", description = "the step whose throughput is fitted (default: total)")
    String step;

    @Option(names = "--knee-share", paramLabel = "SHARE", description = "the knee is the last level before a VU added "
            + "gains less than SHARE of the first level's rate per VU (default: ${DEFAULT-VALUE})")
    String kneeShare = "20%";

    @Option(names = "--max-errors", paramLabel = "SHARE", description = "a level whose runs failed more than SHARE of "
            + "their requests is marked and left out of the fit and the knee, and ends the SLO limit (default: ${DEFAULT-VALUE})")
    String maxErrors = "1%";

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
        List<SloTarget> targets = slo.stream().map(SloTarget::parse).toList();
        ChartSettings settings = ChartSettings.builder(ChartKind.SWEEP).lines(lines).step(step)
                .failures(FailureRule.parse(maxErrors)).build();
        List<RunContent> runs;
        try (Workspace workspace = parent.openWorkspace()) {
            ChartData data = workspace.charts();
            runs = data.load(data.select(List.of(), KeyValues.option(where, "--where")), List.of(ChartKind.SWEEP));
        }
        CapacityCharts.CapacitySweep sweep = CapacityCharts.sweep(runs, settings, targets, share(kneeShare));
        TableOutput.write(spec, output, out -> CapacityWriter.write(sweep.capacity(), tableFormat, out));
        if (chart != null) {
            ChartExports.write(sweep.chart().chart(), chart, ChartFormat.of(chart), ExportSize.STANDARD);
            say("wrote " + chart);
        }
        return 0;
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

    private void say(String line) {
        spec.commandLine().getOut().println(line);
        spec.commandLine().getOut().flush();
    }
}
