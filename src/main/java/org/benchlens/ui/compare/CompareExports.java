package org.benchlens.ui.compare;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.app.Reports;
import org.benchlens.app.TextFiles;
import org.benchlens.app.Workspace;
import org.benchlens.charts.ChartKind;
import org.benchlens.export.CellContent;
import org.benchlens.export.ComparisonWriter;
import org.benchlens.export.HtmlReport;
import org.benchlens.export.Report;
import org.benchlens.export.ReportRequest;
import org.benchlens.export.RunScope;
import org.benchlens.export.TableFormat;
import org.benchlens.export.TerminalPaint;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.ui.common.Background;
import org.benchlens.ui.common.CompareScope;

/**
 * What the Compare window writes: its table in each format (as {@code benchlens compare} writes it, with
 * a line naming its runs), the file a name's extension asks for, and the report of its settings.
 */
final class CompareExports {

    private final CompareViewModel model;
    private final Workspace workspace;
    private final Background background;

    CompareExports(CompareViewModel model, Workspace workspace, Background background) {
        this.model = model;
        this.workspace = workspace;
        this.background = background;
    }

    /** The table as {@code benchlens compare --format FORMAT} writes it for these settings, in the order shown. */
    String text(TableFormat format) {
        Comparison shown = model.shown();
        if (shown == null) {
            return "";
        }
        StringWriter text = new StringWriter();
        // CSV and JSON are data for other programs: their values keep every digit, not the Decimals shown
        ComparisonWriter writer = format == TableFormat.CSV || format == TableFormat.JSON
                ? new ComparisonWriter(model.shownContent(), TerminalPaint.NONE, scopeText()) : model.writer(scopeText());
        writer.write(shown, format, new PrintWriter(text));
        return text.toString();
    }

    /**
     * The runs of the table in words, for what is exported, as {@code compare} says them where the window's
     * filter and "Only runs with" are {@code --where}; else their ids and how the window chose them.
     */
    String scopeText() {
        Map<String, String> only = CompareViewModel.parseWhere(model.settings().whereProperty().get());
        Comparison unsorted = model.unsorted();
        CompareScope scope = model.scope();
        String pooled = unsorted == null ? "" : unsorted.request().poolPhrase();
        List<Long> ids = scope.runs().stream().map(Run::id).toList();
        if (scope.sides() != null) {
            return RunScope.describe(only, ids, scope.sides().about(), pooled, unsorted);
        }
        if (scope.selection()) {
            return RunScope.describe(only, ids, "selected in the main window", pooled, unsorted);
        }
        Optional<Map<String, String>> filter = ReportScope.asWhere(scope.filter());
        if (filter.isPresent()) {
            Map<String, String> both = new LinkedHashMap<>(filter.get());
            both.putAll(only);
            return RunScope.describe(both, List.of(), null, pooled, unsorted);
        }
        return RunScope.describe(only, ids, "the main window's filter: " + scope.filter(), pooled, unsorted);
    }

    /** Writes the table in the format the file's extension asks for: .csv, .md, .html, .json or .txt. */
    void export(Path file) {
        formatOf(file).ifPresentOrElse(format -> export(file, format), () -> model.say("Not written: "
                + file.getFileName() + " has no extension BenchLens writes; use .csv, .md, .html, .json or .txt"));
    }

    static Optional<TableFormat> formatOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        String extension = name.substring(name.lastIndexOf('.') + 1);
        return Optional.ofNullable(switch (extension) {
            case "csv" -> TableFormat.CSV;
            case "md", "markdown" -> TableFormat.MD;
            case "html", "htm" -> TableFormat.HTML;
            case "json" -> TableFormat.JSON;
            case "txt" -> TableFormat.TABLE;
            default -> null;
        });
    }

    /** Writes the table to a file in the background, and says where it went. */
    void export(Path file, TableFormat format) {
        if (model.shown() == null) {
            model.say("Nothing to export: " + model.problemProperty().get());
            return;
        }
        String text = text(format);
        background.run("Writing " + file.getFileName(), progress -> {
                    TextFiles.write(file, out -> out.print(text));
                    return file;
                },
                written -> model.say("Wrote " + written),
                failure -> model.say("Could not write " + file + ": " + failure.getMessage()));
    }

    /**
     * Writes the report of these settings, as {@code benchlens report} writes it (the table, its
     * bars, a sweep where the columns are load levels, the runs and the command), in the background
     * with progress.
     */
    void exportReport(Path file) {
        Comparison unsorted = model.unsorted();
        if (unsorted == null) {
            model.say("Nothing to report: " + model.problemProperty().get());
            return;
        }
        // columns per load level are a sweep: drawn as one too, a line per row
        List<ChartKind> charts = AttributeKeys.VUS.equals(unsorted.request().columns())
                ? List.of(ChartKind.SWEEP, ChartKind.BARS)
                : unsorted.request().columnsAreMetrics() ? List.of() : List.of(ChartKind.BARS);
        CompareScope compared = model.scope();
        Map<String, String> only = CompareViewModel.parseWhere(model.settings().whereProperty().get());
        var table = unsorted.request();
        boolean perDollar = model.settings().perDollarHourProperty().get();
        CellContent shown = model.settings().contentProperty().get();
        List<RunContent> drawn = model.loadedRuns().stream().map(run -> RunContent.of(run, List.of(), List.of())).toList();
        PooledPercentiles pooling = model.pooledPercentiles();
        background.run("Writing the report " + file.getFileName(), progress -> {
                    // the command must select these runs again: the filter where it can say them, else their ids
                    ReportScope named = ReportScope.of(compared, only,
                            attributes -> workspace.charts().select(List.of(), attributes));
                    ReportRequest request = new ReportRequest(named.where(), named.ids(), table, perDollar, shown,
                            charts, null, named.origin());
                    progress.update(0.2, "Drawing the table and the chart of " + drawn.size() + " runs");
                    Report report = Reports.assemble(request, drawn, pooling, file.getFileName().toString(),
                            Instant.now());
                    progress.update(0.7, "Writing " + file.getFileName());
                    HtmlReport.writeFile(report, file);
                    return file;
                },
                written -> model.say("Wrote the report " + written),
                failure -> model.say("Could not write " + file + ": " + failure.getMessage()));
    }
}
