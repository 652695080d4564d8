package org.benchlens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.analysis.changepoint.ChangePointSettings;
import org.benchlens.analysis.trend.TrendChange;
import org.benchlens.analysis.trend.TrendOrder;
import org.benchlens.analysis.trend.TrendRequest;
import org.benchlens.analysis.trend.TrendSeries;
import org.benchlens.analysis.trend.Trends;
import org.benchlens.app.ChartData;
import org.benchlens.app.ChartExports;
import org.benchlens.app.KeyValues;
import org.benchlens.app.Workspace;
import org.benchlens.charts.BuiltChart;
import org.benchlens.charts.ChartFormat;
import org.benchlens.charts.ChartText;
import org.benchlens.charts.ExportSize;
import org.benchlens.charts.TrendChart;
import org.benchlens.export.Numbers;
import org.benchlens.export.TableFormat;
import org.benchlens.export.TrendWriter;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.model.VisibleText;

/** {@code benchlens trend}: a metric over past runs, and where its level changed. */
@Command(name = "trend", mixinStandardHelpOptions = true,
        description = {"Follow a metric over past runs, one series per step (and per value of --lines), and find where "
                + "its level changed as Apache Otava does: E-Divisive means in sliding windows, each change tested with "
                + "Student's t test. With --fail-on regression, exit 3 when the newest point starts a regression.",
                "Example: benchlens trend --where workload=cached --order version --step l.i1"})
final class TrendCommand implements Callable<Integer> {

    /** The exit code of {@code --fail-on regression} when the newest point regresses. */
    static final int REGRESSION = 3;

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = "--metric", paramLabel = "METRIC", description = "the metric (default: throughput; value where the "
            + "runs have no throughput, as histories of github-action-benchmark and Otava's CSV)")
    String metric;

    @Option(names = "--step", paramLabel = "STEP", description = "only this step (default: every step is its own series)")
    String step;

    @Option(names = "--lines", paramLabel = "ATTR", description = "one series per value of ATTR")
    String lines;

    @Option(names = "--where", paramLabel = "KEY=VALUE", description = "only runs with this attribute; repeat to narrow")
    List<String> where = new ArrayList<>();

    @Option(names = "--order", paramLabel = "date|id|ATTR", description = "date: by start (default); id: as stored, "
            + "a history file's own order; ATTR: by its values in natural order (12.19 < 12.20 < 17beta1 < 17)")
    String order = "date";

    @Option(names = "--window", paramLabel = "POINTS", description = "points analysed at once (default: ${DEFAULT-VALUE})")
    int window = ChangePointSettings.DEFAULT_WINDOW;

    @Option(names = "--max-pvalue", paramLabel = "P", description = "the largest p value of a change (default: ${DEFAULT-VALUE})")
    double maxPValue = ChangePointSettings.DEFAULT_MAX_P_VALUE;

    @Option(names = "--min-magnitude", paramLabel = "FRACTION", description = "the smallest relative change, "
            + "0.05 = 5 %% (default: ${DEFAULT-VALUE})")
    double minMagnitude;

    @Option(names = "--format", paramLabel = "table|json|csv|md|html", description = "output format (default: ${DEFAULT-VALUE})")
    String format = "table";

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write to FILE instead of the terminal")
    Path output;

    @Option(names = "--chart", paramLabel = "FILE", description = "also draw the series with their change points "
            + "and levels (PNG, SVG or PDF by the extension)")
    Path chart;

    @Option(names = "--fail-on", paramLabel = "regression", description = "exit 3 when the newest point of a series "
            + "starts a regression, with one line for each")
    String failOn;

    @Override
    public Integer call() throws IOException {
        TableFormat tableFormat = TableFormat.parse(format);
        if (failOn != null && !failOn.equals("regression")) {
            throw new IllegalArgumentException("--fail-on takes regression, not '" + failOn + "'");
        }
        ChangePointSettings settings = new ChangePointSettings(window, maxPValue, minMagnitude);
        List<RunResult> runs;
        try (Workspace workspace = parent.openWorkspace()) {
            ChartData data = workspace.charts();
            runs = data.load(data.select(List.of(), KeyValues.option(where, "--where")), List.of()).stream()
                    .map(RunContent::result).toList();
        }
        TrendRequest request = new TrendRequest(metric(runs), step, lines, TrendOrder.parse(order), settings);
        List<TrendSeries> series = Trends.of(runs, request);
        TableOutput.write(spec, output, out -> TrendWriter.write(series, settings, tableFormat, out));
        if (chart != null) {
            BuiltChart built = TrendChart.build(series, Trends.labels(runs, request), runs, ChartText.NONE,
                    Set.of());
            ChartExports.write(built.chart(), chart, ChartFormat.of(chart), ExportSize.STANDARD);
            spec.commandLine().getOut().println("wrote " + chart);
            spec.commandLine().getOut().flush();
        }
        return failOn == null ? 0 : regressions(series);
    }

    /** The metric asked for; without one, throughput, or a history's {@code value} where no run has throughput. */
    private String metric(List<RunResult> runs) {
        return metric != null ? metric : Trends.defaultMetric(runs);
    }

    private int regressions(List<TrendSeries> series) {
        PrintWriter err = spec.commandLine().getErr();
        int found = 0;
        for (TrendSeries s : series) {
            if (s.newestRegresses()) {
                TrendChange c = s.changes().get(s.changes().size() - 1);
                err.println(VisibleText.of("regression: " + s.name() + " " + s.metric() + " at " + c.x() + " (run "
                        + c.run() + "): " + Numbers.format(c.meanBefore()) + " -> " + Numbers.format(c.meanAfter())
                        + (s.unit().isEmpty() ? "" : " " + s.unit()) + " (" + TrendWriter.percent(c.changePercent())
                        + " %, p " + TrendWriter.pValue(c.p()) + ")"));
                found++;
            }
        }
        err.flush();
        return found > 0 ? REGRESSION : 0;
    }
}
