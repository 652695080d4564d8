package org.benchlens.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.app.ChartData;
import org.benchlens.app.KeyValues;
import org.benchlens.app.Reports;
import org.benchlens.app.Workspace;
import org.benchlens.charts.ChartKind;
import org.benchlens.model.Counted;
import org.benchlens.model.RunContent;
import org.benchlens.export.HtmlReport;
import org.benchlens.export.Report;
import org.benchlens.export.ReportRequest;

/** {@code benchlens report}: a comparison, its charts and its runs as one self-contained HTML page. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Write one self-contained HTML page to share a comparison: what is compared, the relative "
                + "table (sortable, each cell's value, ratio and runs on hover), the charts as SVG with a tooltip "
                + "for every point, the runs with their attributes and sources, the notes, and the command that "
                + "writes it again. It loads nothing from the network and prints on A4 or Letter.",
                "Example: benchlens report --rows version --where workload=cached -o report.html"})
final class ReportCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN", description = "run ids; without them, every run --where selects")
    List<Long> ids = new ArrayList<>();

    @Option(names = "--where", paramLabel = "KEY=VALUE", description = "only runs with this attribute; repeat to narrow")
    List<String> where = new ArrayList<>();

    @Mixin
    ComparisonOptions table;

    @Option(names = "--chart", paramLabel = "sweep|bars|latency|timeline|latency-throughput|trend|none",
            description = "a chart drawn with the table's settings; repeat for several (default: bars)")
    List<String> charts = new ArrayList<>();

    @Option(names = "--trend", description = "add the trend chart: each step's metric over the --rows values in "
            + "natural order (versions oldest first), with its change points")
    boolean trend;

    @Option(names = "--lines", paramLabel = "ATTR", description = "sweep, latency, timeline: one line per value of ATTR (default: the --rows attribute)")
    String lines;

    @Option(names = "--origin", paramLabel = "TEXT",
            description = "how the runs were chosen, said beside them in the report's header (the window writes its filter here when it gives run ids)")
    String origin;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE", description = "the HTML file to write")
    Path output;

    @Override
    public Integer call() throws IOException {
        ReportRequest request = new ReportRequest(KeyValues.option(where, "--where"), ids,
                table.request(), table.perDollarHour, table.cellContent(), chartKinds(), lines, origin);
        List<RunContent> runs;
        PooledPercentiles pooling;
        try (Workspace workspace = parent.openWorkspace()) {
            ChartData data = workspace.charts();
            runs = data.load(data.select(ids, request.where()), request.charts());
            pooling = workspace.runs().pooling(runs.stream().map(RunContent::result).toList(), table.request().metric());
        }
        Report report = Reports.assemble(request, runs, pooling, output.getFileName().toString(), Instant.now());
        HtmlReport.writeFile(report, output);
        var out = spec.commandLine().getOut();
        report.table().notes().forEach(note -> out.println("note: " + note));
        for (Report.Figure figure : report.charts()) {
            figure.notes().forEach(note -> out.println("note: " + note));
            if (figure.refusal() != null) {
                out.println(figure.refusalLine());
            }
        }
        out.println("wrote " + output + " (" + Counted.of(report.table().rows().size(), "row") + ", "
                + Counted.of(report.charts().stream().filter(f -> f.svg() != null).count(), "chart") + ", "
                + Counted.runs(runs.size()) + ")");
        out.flush();
        return report.table().rows().isEmpty() ? 1 : 0;
    }

    private List<ChartKind> chartKinds() {
        List<ChartKind> kinds = new ArrayList<>();
        if (charts.isEmpty()) {
            kinds.add(ChartKind.BARS);
        } else if (!(charts.size() == 1 && charts.get(0).trim().equalsIgnoreCase("none"))) {
            charts.stream().map(ChartKind::parse).forEach(kinds::add);
        }
        if (trend) {
            kinds.add(ChartKind.TREND);
        }
        return kinds.stream().distinct().toList();
    }
}
