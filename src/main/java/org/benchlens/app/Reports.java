package org.benchlens.app;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.charts.BuiltChart;
import org.benchlens.charts.ChartKind;
import org.benchlens.model.RunContent;
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.Charts;
import org.benchlens.charts.ExportSize;
import org.benchlens.charts.InlineSvg;
import org.benchlens.export.Report;
import org.benchlens.export.ReportRequest;
import org.benchlens.model.RunResult;

/** Makes a {@link Report} from the runs a request chose: the table as {@code compare} makes it, the charts as {@code chart} does. */
public final class Reports {

    private Reports() {
    }

    /**
     * @param runs   the runs the request chose, with series where it draws a timeline and histograms for latency
     * @param pooling what pools a latency percentile of a cell of several runs ({@link RunCatalog#pooling})
     * @param output the file name the rebuilding command writes
     * @throws IllegalArgumentException when the table cannot be made (an unknown base row): a report without it says nothing
     */
    public static Report assemble(ReportRequest request, List<RunContent> runs, PooledPercentiles pooling,
                                  String output, Instant written) {
        List<RunResult> results = runs.stream().map(RunContent::result).toList();
        Comparison table = ComparisonTables.compare(results, request.table(), request.perDollarHour(), pooling);
        List<Report.Figure> figures = new ArrayList<>();
        for (ChartKind kind : request.charts()) {
            if (kind == ChartKind.BARS && request.table().columnsAreMetrics()) {
                figures.add(new Report.Figure(kind, kind.label(), null, "a table of several metrics has no bars: "
                        + "each of its columns has its own unit", List.of()));
                continue;
            }
            figures.add(figure(kind, settings(kind, request), runs, "chart-" + (figures.size() + 1)));
        }
        return new Report(request, table, figures, runs.stream().map(RunContent::run).toList(), version(),
                request.command(output), written);
    }

    /** BenchLens and the version in its jar's manifest, as {@code benchlens --version} says it. */
    static String version() {
        String version = Reports.class.getPackage().getImplementationVersion();
        return "BenchLens " + (version == null ? "(development build)" : version);
    }

    /** A kind of chart drawn with the table's settings: its rows as bars or lines, its metric and step. */
    static ChartSettings settings(ChartKind kind, ReportRequest request) {
        var table = request.table();
        ChartSettings.Builder chart = ChartSettings.builder(kind).step(table.step());
        return switch (kind) {
            case BARS -> TableChart.bars(table, true).build();
            case SWEEP -> chart.lines(request.linesAttribute()).metric(table.metric()).build();
            case LATENCY, TIMELINE, LATENCY_THROUGHPUT -> chart.lines(request.linesAttribute()).build();
            // the table's variants in their natural order: versions oldest first
            case TREND -> chart.metric(table.metric()).order(table.rowAttribute()).build();
        };
    }

    private static Report.Figure figure(ChartKind kind, ChartSettings settings, List<RunContent> runs, String id) {
        try {
            BuiltChart chart = Charts.build(runs, settings);
            String title = chart.chart().getTitle() == null ? kind.label() : chart.chart().getTitle().getText();
            return new Report.Figure(kind, title, InlineSvg.draw(chart.chart(), ExportSize.STANDARD, id), null,
                    chart.notes());
        } catch (IllegalArgumentException refused) {
            return new Report.Figure(kind, kind.label(), null, refused.getMessage(), List.of());
        }
    }
}
