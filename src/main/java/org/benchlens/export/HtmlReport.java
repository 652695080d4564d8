package org.benchlens.export;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.RatioColor;
import org.benchlens.analysis.RatioRule;
import org.benchlens.model.Counted;
import org.benchlens.model.Run;

/**
 * A {@link Report} as one HTML page that needs nothing else: its style and script are inside it,
 * it loads nothing (its content security policy forbids it), and everything read from the store
 * is escaped, so a run named {@code <script>} shows as text. The script sorts the table and shows
 * the {@code data-tip} of what the pointer is on.
 */
public final class HtmlReport {

    private static final String STYLE = resource("report.css");
    private static final String SCRIPT = resource("report.js");
    private static final DateTimeFormatter WRITTEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private HtmlReport() {
    }

    /** Writes the page to the file, whole or not at all. */
    public static void writeFile(Report report, Path file) throws IOException {
        WholeFile.write(file, stream -> {
            PrintWriter out = new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
            write(report, out);
            if (out.checkError()) {
                throw new IOException("could not write " + file);
            }
        });
    }

    public static void write(Report report, PrintWriter out) {
        Comparison table = report.table();
        String title = ComparisonWriter.title(table);
        out.println("<!DOCTYPE html>");
        out.println("<html lang=\"en\"><head><meta charset=\"utf-8\">");
        out.println("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");
        // nothing may be fetched, and only this page's own script may run
        out.println("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                + "style-src 'unsafe-inline'; script-src 'sha256-" + sha256(SCRIPT) + "'\">");
        out.println("<meta name=\"generator\" content=\"" + escape(report.version()) + "\">");
        out.println("<title>" + escape(title) + "</title>");
        out.println("<style>" + STYLE + "\n" + colours() + "</style>");
        out.println("</head><body>");
        header(report, title, out);
        relativeTable(report, out);
        charts(report, out);
        notes(report, out);
        runs(report.runs(), out);
        out.println("<footer><p>Written by " + escape(report.version()) + " on "
                + WRITTEN.format(report.written()) + ". On the same store, this command writes it again:</p>");
        out.println("<pre><code>" + escape(report.command()) + "</code></pre></footer>");
        out.println("<div id=\"tip\" role=\"tooltip\" hidden></div>");
        out.println("<script>" + SCRIPT + "</script>");
        out.println("</body></html>");
        out.flush();
    }

    private static void header(Report report, String title, PrintWriter out) {
        ReportRequest request = report.request();
        ComparisonRequest compared = report.table().request();
        RatioRule rule = compared.rule();
        out.println("<header><h1>" + escape(title) + "</h1><dl class=\"what\">");
        // the report shows every run chosen; what its table holds of them is said beside (decision 0150)
        String holdings = report.table().holdings();
        term(out, "Runs", Counted.runs(report.runs().size()) + ": "
                + request.scope() + (holdings.isEmpty() ? "" : "; in the table: " + holdings));
        term(out, "Compared", compared.columnsAreMetrics() ? String.join(", ", compared.metrics()) + " of step "
                + compared.step() + " as measured, one row per " + compared.rowAttribute()
                : compared.metric() + (compared.columnsAreSteps() ? " per step" : " of step "
                + compared.step() + " per " + compared.columns()) + ", one row per " + compared.rowAttribute()
                + (request.perDollarHour() ? ", divided by each run's price_per_hour (per dollar-hour)" : ""));
        term(out, "Base", report.table().baseRow() == null ? "none" : report.table().baseRow());
        String legend = CellText.legend(report.table());
        term(out, "Statistics", "runs in one cell are combined by their "
                + compared.aggregate().name().toLowerCase(java.util.Locale.ROOT)
                + "; each cell is that value divided by the base row's in the same column; runs not completed are left out"
                + (compared.pool().isEmpty() ? "" : "; runs that differ in " + String.join(", ",
                        compared.pool().stream().sorted().toList()) + " are pooled on purpose")
                + (legend.isEmpty() ? "; no cell has repeats, so none is tested" : "; " + legend));
        out.println("<dt>Colours</dt><dd><span class=\"swatch red\"></span><span class=\"swatch grey\"></span>"
                + "<span class=\"swatch green\"></span> " + escape(ColourLegend.of(report.table(), "≤", "≥"))
                + "; decided on the " + (rule.colourBy() == RatioRule.ColourBy.EXACT ? "exact ratio"
                : "ratio as shown, rounded to " + rule.precision() + " decimals") + "</dd>");
        out.println("</dl></header>");
    }

    private static void term(PrintWriter out, String term, String text) {
        out.println("<dt>" + term + "</dt><dd>" + escape(text) + "</dd>");
    }

    private static void relativeTable(Report report, PrintWriter out) {
        Comparison table = report.table();
        CellContent content = CellContent.of(table.request(), report.request().content());
        out.println("<section><h2>Relative table</h2>");
        out.println("<p class=\"hint\">Click a column's header to sort by it; point at a cell for its value, "
                + "ratio and runs.</p>");
        out.println("<table class=\"relative sortable\" id=\"relative\"><thead><tr><th scope=\"col\">"
                + escape(table.request().rowAttribute()) + "</th>");
        for (int c = 0; c < table.columns().size(); c++) {
            out.print("<th scope=\"col\">" + escape(table.header(c)) + "</th>");
        }
        out.println("</tr></thead><tbody>");
        Comparison.Row base = table.baseRow() == null ? null : table.row(table.baseRow()).orElse(null);
        for (Comparison.Row row : table.rows()) {
            boolean isBase = row == base;
            StringBuilder line = new StringBuilder("<tr").append(isBase ? " class=\"base\"" : "")
                    .append("><th scope=\"row\">").append(escape(row.name())).append("</th>");
            for (int c = 0; c < row.cells().size(); c++) {
                Comparison.Cell cell = row.cell(c);
                Comparison.Cell baseCell = base == null ? null : base.cell(c);
                line.append(cell(row.name(), table.columns().get(c), cell, baseCell, content));
            }
            out.println(line.append("</tr>"));
        }
        out.println("</tbody></table></section>");
    }

    private static String cell(String row, String column, Comparison.Cell cell, Comparison.Cell base,
                               CellContent content) {
        if (cell == null) {
            return "<td class=\"num\" data-sort=\"\"></td>";
        }
        String colour = cell.color() == null ? "" : " " + cell.color().id();
        double sortKey = !content.relative() || !cell.hasRatio() ? cell.value() : cell.ratio();
        String sort = content.relative() && !cell.hasRatio() ? "" : Double.toString(sortKey);
        String warning = cell.failed() ? " " + escape(cell.failureMark()) : cell.hasErrors() ? " &#9888;" : "";
        return "<td class=\"num" + colour + "\" tabindex=\"0\" data-sort=\"" + sort + "\" data-tip=\""
                + escape(CellTip.of(row, column, cell, cell == base)) + "\">" + escape(ComparisonWriter.plain(cell, content))
                + warning + "</td>";
    }

    private static void charts(Report report, PrintWriter out) {
        if (report.charts().isEmpty()) {
            return;
        }
        out.println("<section><h2>Charts</h2>");
        out.println("<p class=\"hint\">Point at a point or a bar for its values.</p>");
        for (Report.Figure figure : report.charts()) {
            out.println("<figure class=\"chart\">");
            if (figure.svg() != null) {
                // drawn by the charts package, which escapes every text it draws
                out.println(figure.svg());
            } else {
                out.println("<p class=\"refusal\">" + escape(figure.refusalLine()) + "</p>");
            }
            out.println("</figure>");
        }
        out.println("</section>");
    }

    private static void notes(Report report, PrintWriter out) {
        List<String> notes = new java.util.ArrayList<>(report.table().notes());
        report.charts().forEach(figure -> notes.addAll(figure.notes()));
        boolean errors = report.table().rows().stream().flatMap(r -> r.cells().stream())
                .anyMatch(c -> c != null && c.hasErrors());
        if (notes.isEmpty() && !errors) {
            return;
        }
        out.println("<section class=\"notes\"><h2>Notes</h2><ul>");
        if (errors) {
            out.println("<li>&#9888; marks a cell where some operations failed: a run with failures must not look "
                    + "fast.</li>");
        }
        notes.stream().distinct().forEach(note -> out.println("<li>note: " + escape(note) + "</li>"));
        out.println("</ul></section>");
    }

    private static void runs(List<Run> runs, PrintWriter out) {
        out.println("<section><h2>Runs</h2><details id=\"runs\"><summary>" + Counted.runs(runs.size())
                + " with their attributes and sources</summary>");
        out.println("<table class=\"runs\"><thead><tr><th>id</th><th>name</th><th>format</th><th>attributes</th>"
                + "<th>tags</th><th>source</th></tr></thead><tbody>");
        for (Run run : runs) {
            out.println("<tr><td class=\"num\">" + run.id() + "</td><td>" + escape(run.name()) + "</td><td>"
                    + escape(run.format()) + "</td><td>" + attributes(run.attributes().values()) + "</td><td>"
                    + escape(String.join(", ", run.tags())) + "</td><td>" + source(run) + "</td></tr>");
        }
        out.println("</tbody></table></details></section>");
    }

    private static String attributes(Map<String, String> values) {
        return values.entrySet().stream().map(e -> "<span class=\"attr\">" + escape(e.getKey()) + "="
                + escape(e.getValue()) + "</span>").collect(Collectors.joining(" "));
    }

    private static String source(Run run) {
        if (run.sourceFile() == null) {
            return "made by the runner";
        }
        String hash = run.sourceHash() == null ? "" : " <span class=\"hash\" title=\"SHA-256 "
                + escape(run.sourceHash()) + "\">" + escape(run.sourceHash().substring(0, Math.min(12,
                run.sourceHash().length()))) + "</span>";
        return escape(run.sourceFile()) + hash;
    }

    /** The cell tints of the window and the HTML export, for the table and the legend's swatches. */
    private static String colours() {
        StringBuilder css = new StringBuilder();
        for (RatioColor color : RatioColor.values()) {
            css.append("td.").append(color.id()).append(",.swatch.").append(color.id()).append("{background:")
                    .append(HtmlComparison.background(color)).append("}");
        }
        return css.toString();
    }

    static String escape(String text) {
        return HtmlComparison.escape(text).replace("'", "&#39;");
    }

    private static String sha256(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = Objects.requireNonNull(HtmlReport.class.getResourceAsStream(name), name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
