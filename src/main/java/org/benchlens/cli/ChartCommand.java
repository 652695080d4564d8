package org.benchlens.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.FailureRule;
import org.benchlens.model.Counted;
import org.benchlens.model.VisibleText;
import org.benchlens.app.ChartData;
import org.benchlens.app.ChartExports;
import org.benchlens.app.KeyValues;
import org.benchlens.app.Workspace;
import org.benchlens.charts.BuiltChart;
import org.benchlens.charts.ChartFileName;
import org.benchlens.charts.ChartFormat;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartOpening;
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.ChartText;
import org.benchlens.charts.Charts;
import org.benchlens.charts.ExportSize;
import org.benchlens.model.RunContent;

/** {@code benchlens chart}: draws runs as a chart file, with the look of the window's charts. */
@Command(name = "chart", mixinStandardHelpOptions = true,
        description = {"Draw runs as a PNG, SVG or PDF chart: sweep (a metric against VUs, one line per value of "
                + "--lines), bars (a metric per step or attribute value for the --rows variants, absolute or "
                + "--relative), latency (by percentile, from stored histograms), timeline (rate and p95 per second), "
                + "latency-throughput (a latency percentile against throughput, one line per series of a sweep), "
                + "trend (a metric over past runs in --order, with its change points).",
                "Example: benchlens chart sweep --lines deployment --where scenario=GETSingle --out sweep.png"})
final class ChartCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "sweep|bars|latency|timeline|latency-throughput|trend", description = "the kind of chart")
    String kind;

    @Parameters(index = "1..*", paramLabel = "RUN", description = "run ids; without them, every run --where selects")
    List<Long> ids = new ArrayList<>();

    @Option(names = "--where", paramLabel = "KEY=VALUE", description = "only runs with this attribute; repeat to narrow")
    List<String> where = new ArrayList<>();

    @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE",
            description = "the chart file to write; a folder: a file in it named after the title (throughput-vs-virtual-users.png)")
    Path out;

    @Option(names = "--format", paramLabel = "png|svg|pdf", description = "file format (default: from the extension of --out; png into a folder)")
    String format;

    @Option(names = "--width", paramLabel = "POINTS", description = "width the chart is laid out at (default: ${DEFAULT-VALUE})")
    int width = ExportSize.STANDARD.width();

    @Option(names = "--height", paramLabel = "POINTS", description = "height (default: ${DEFAULT-VALUE})")
    int height = ExportSize.STANDARD.height();

    @Option(names = "--scale", paramLabel = "FACTOR", description = "PNG pixels per point, 2 for high-DPI screens (default: ${DEFAULT-VALUE})")
    double scale = ExportSize.STANDARD.scale();

    @Option(names = "--title", description = "the title (default: made from the data)")
    String title;

    @Option(names = "--subtitle", description = "the line under the title (default: what the runs share)")
    String subtitle;

    @Option(names = "--x-label", paramLabel = "LABEL", description = "the x axis label")
    String xLabel;

    @Option(names = "--y-label", paramLabel = "LABEL", description = "the y axis label")
    String yLabel;

    @Option(names = "--source-note", paramLabel = "TEXT", description = "the note under the chart (default: the source files)")
    String sourceNote;

    @Option(names = "--log", description = "a logarithmic value axis")
    boolean log;

    @Option(names = "--lines", paramLabel = "ATTR", description = "sweep: one line per value of ATTR; latency, timeline: label runs by ATTR")
    String lines;

    @Option(names = "--metric", paramLabel = "METRIC", description = "the metric (default: throughput; timeline: rate and p95; latency-throughput: latency.p95)")
    String metric;

    @Option(names = "--step", paramLabel = "STEP", description = "the step drawn (default: total)")
    String step;

    @Option(names = "--order", paramLabel = "date|id|ATTR", description = "trend: the order of the points: by start "
            + "(default), as stored, or by an attribute's values in natural order")
    String order;

    @Option(names = "--rows", paramLabel = "ATTR", description = "bars: the attribute of the variants (dbms, version, "
            + "instance, ...); default: the first whose variants draw, as the Chart window opens")
    String rows;

    @Option(names = "--cols", paramLabel = "step|ATTR", description = "bars: a group per step, or per value of ATTR (default: step)")
    String cols;

    @Option(names = "--base", paramLabel = "VALUE", description = "bars: the variant to divide by (default: the first)")
    String base;

    @Option(names = "--relative", description = "bars: draw ratios to the base instead of values")
    boolean relative;

    @Option(names = "--aggregate", paramLabel = "mean|sum|min|max|median", defaultValue = "mean",
            converter = EnumWords.Aggregates.class, completionCandidates = EnumWords.Aggregates.class,
            description = "bars: how runs in one bar combine (default: ${DEFAULT-VALUE})")
    Aggregate aggregate;

    @Mixin
    PoolOption pool;

    @Option(names = "--max-errors", paramLabel = "SHARE", description = "sweep, bars: a level or bar whose runs failed "
            + "more than SHARE of their requests is marked x, off the line or faded (default: ${DEFAULT-VALUE})")
    String maxErrors = "1%";

    @Option(names = "--hide", paramLabel = "SERIES", description = "leave out this line or variant; the others keep their colours")
    List<String> hide = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        ChartKind chartKind = ChartKind.parse(kind);
        boolean intoFolder = Files.isDirectory(out);
        ChartFormat chartFormat = format != null ? ChartFormat.parse(format)
                : intoFolder ? ChartFormat.PNG : ChartFormat.of(out);
        ExportSize size = new ExportSize(width, height, scale);
        ChartSettings settings = ChartSettings.builder(chartKind).lines(lines).step(step).metric(metric).order(order).rows(rows)
                .cols(cols).base(base).relative(relative).aggregate(aggregate).pool(pool.attributes).log(log)
                .text(new ChartText(title, subtitle, xLabel, yLabel, sourceNote)).hidden(new HashSet<>(hide))
                .failures(FailureRule.parse(maxErrors)).build();
        List<RunContent> runs;
        try (Workspace workspace = parent.openWorkspace()) {
            ChartData data = workspace.charts();
            runs = data.load(data.select(ids, KeyValues.option(where, "--where")), List.of(chartKind));
        }
        List<String> defaults = new ArrayList<>();
        String opening = ChartOpening.metric(runs, chartKind);
        if (metric == null && opening != null) {
            // as the Chart window opens: on what the runs measured
            settings = settings.toBuilder().metric(opening).build();
            defaults.add(opening + ", what the most runs measured (--metric chooses another)");
        }
        BuiltChart chart = chartKind == ChartKind.BARS && rows == null ? barsOfTheFirstThatDraw(runs, settings, defaults)
                : Charts.build(runs, settings);
        defaults.forEach(line -> spec.commandLine().getOut().println("note: " + line));
        Path file = intoFolder ? out.resolve(ChartFileName.of(chart.chart(), chartFormat)) : out;
        ChartExports.write(chart.chart(), file, chartFormat, size);
        chart.notes().forEach(note -> spec.commandLine().getOut().println("note: " + VisibleText.of(note)));
        spec.commandLine().getOut().println("wrote " + file + " (" + describe(chartFormat, size) + ", "
                + chart.seriesKeys().size() + " series from " + Counted.runs(runs.size()) + ")");
        spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * Bars without --rows, as the Chart window opens them: by the first attribute (and groups) that draw, said
     * in {@code defaults}; where none draws, the refusal that asks for --rows.
     */
    private BuiltChart barsOfTheFirstThatDraw(List<RunContent> runs, ChartSettings settings, List<String> defaults) {
        ChartOpening opening = ChartOpening.forKind(runs, settings);
        if (opening.lines().isEmpty()) {
            return Charts.build(runs, settings);
        }
        boolean groups = cols == null && !opening.groups().isEmpty();
        try {
            BuiltChart chart = Charts.build(runs, settings.toBuilder().rows(opening.lines())
                    .cols(groups ? opening.groups() : cols).build());
            defaults.add("bars by " + opening.lines() + (groups ? " in groups by " + opening.groups() : "")
                    + " (--rows and --cols choose others)");
            return chart;
        } catch (IllegalArgumentException none) {
            throw new IllegalArgumentException("no attribute draws the bars by itself (--rows chooses one); by "
                    + opening.lines() + ", the first that varies: " + none.getMessage(), none);
        }
    }

    private static String describe(ChartFormat format, ExportSize size) {
        return format == ChartFormat.PNG ? "PNG " + size.pixelWidth() + " x " + size.pixelHeight()
                : format + " " + size.width() + " x " + size.height() + " pt";
    }
}
