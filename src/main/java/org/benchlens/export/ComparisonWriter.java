package org.benchlens.export;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import com.fasterxml.jackson.core.JsonGenerator;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.LeftOut;
import org.benchlens.model.VisibleText;

/**
 * Writes a comparison as a terminal table, CSV, Markdown, a self-contained HTML table coloured
 * like the legend, or JSON (whose shape the README documents: scripts depend on it).
 */
public final class ComparisonWriter {

    private final CellContent content;
    private final TerminalPaint paint;
    private final Integer valueDecimals;
    /** The runs the table was made from, in words; empty where the caller does not say. */
    private final String scope;

    public ComparisonWriter(CellContent content, TerminalPaint paint) {
        this(content, paint, null, "");
    }

    /** @param valueDecimals the decimals of values (the window's Decimals); null for {@link Numbers#format} */
    public ComparisonWriter(CellContent content, TerminalPaint paint, Integer valueDecimals) {
        this(content, paint, valueDecimals, "");
    }

    /** @param scope the runs the table was made from ("every run with workload=cached"), written with the table */
    public ComparisonWriter(CellContent content, TerminalPaint paint, String scope) {
        this(content, paint, null, scope);
    }

    public ComparisonWriter(CellContent content, TerminalPaint paint, Integer valueDecimals, String scope) {
        this.content = content;
        this.paint = paint;
        this.valueDecimals = valueDecimals;
        this.scope = scope == null ? "" : scope;
    }

    public void write(Comparison comparison, TableFormat format, PrintWriter out) {
        CellContent shown = CellContent.of(comparison.request(), content);
        if (shown != content) {
            new ComparisonWriter(shown, paint, valueDecimals, scope).write(comparison, format, out);
            return;
        }
        switch (format) {
            case TABLE -> table(comparison, out);
            case CSV -> csv(comparison, out);
            case MD -> markdown(comparison, out);
            case HTML -> HtmlComparison.write(comparison, content, scope, out);
            case JSON -> json(comparison, out);
        }
        out.flush();
    }

    private void table(Comparison comparison, PrintWriter out) {
        out.println(VisibleText.of(title(comparison, content)));
        TextTable table = new TextTable(headers(comparison));
        for (Comparison.Row row : comparison.rows()) {
            List<String> cells = new ArrayList<>();
            List<UnaryOperator<String>> colours = new ArrayList<>();
            cells.add(row.name());
            colours.add(null);
            for (Comparison.Cell cell : row.cells()) {
                cells.add(text(cell));
                colours.add(cell == null || cell.color() == null ? null : text -> paint.paint(cell.color(), text));
            }
            table.add(cells, colours);
        }
        table.print(out);
        footer(comparison, out, VisibleText::of);
    }

    /**
     * The cells as numbers for a program (decision 0146): every digit, plain notation, the exact ratio where ratios
     * are shown (both: the value, then its ratio); where some cell has repeats, each column followed by its
     * statistics' columns; a first {@code #} line names the runs.
     */
    private void csv(Comparison comparison, PrintWriter out) {
        boolean statistics = !CellText.legend(comparison).isEmpty();
        List<String> headers = new ArrayList<>();
        headers.add(comparison.request().rowAttribute());
        for (int c = 0; c < comparison.columns().size(); c++) {
            String column = comparison.header(c);
            headers.addAll(content.csvHeaders(column));
            if (statistics) {
                STATISTICS.forEach(name -> headers.add(column + " " + name));
            }
        }
        List<List<String>> rows = new ArrayList<>();
        for (Comparison.Row row : comparison.rows()) {
            List<String> cells = new ArrayList<>();
            cells.add(row.name());
            for (Comparison.Cell cell : row.cells()) {
                cells.addAll(content.csvCells(cell));
                if (statistics) {
                    cells.addAll(cell == null ? java.util.Collections.nCopies(STATISTICS.size(), "")
                            : statisticsOf(cell));
                }
            }
            rows.add(cells);
        }
        if (!scope.isEmpty()) {
            out.print("# runs: " + VisibleText.of(scope) + "\r\n");
        }
        Documents.csv(out, headers, rows);
    }

    /** The statistics of a cell, by the names JSON gives them. */
    private static final List<String> STATISTICS = List.of("n", "mean", "median", "stddev", "ciLow", "ciHigh", "p",
            "significant");

    private static List<String> statisticsOf(Comparison.Cell cell) {
        var s = cell.statistics();
        return List.of(Integer.toString(s.n()), Numbers.exact(s.mean()), Numbers.exact(s.median()),
                Numbers.exact(s.stddev()), Numbers.exact(s.ciLow()), Numbers.exact(s.ciHigh()), Numbers.exact(cell.p()),
                cell.significant() == null ? "" : cell.significant().toString());
    }

    private void markdown(Comparison comparison, PrintWriter out) {
        out.println("**" + escapeMd(title(comparison, content)) + "**");
        out.println();
        List<String> headers = headers(comparison);
        out.println("| " + String.join(" | ", headers.stream().map(ComparisonWriter::escapeMd).toList()) + " |");
        StringBuilder rule = new StringBuilder("|---|");
        rule.append("---:|".repeat(headers.size() - 1));
        out.println(rule);
        for (Comparison.Row row : comparison.rows()) {
            StringBuilder line = new StringBuilder("| ").append(escapeMd(row.name())).append(" |");
            for (Comparison.Cell cell : row.cells()) {
                line.append(' ').append(text(cell)).append(" |");
            }
            out.println(line);
        }
        out.println();
        footer(comparison, out, ComparisonWriter::escapeMd);
    }

    private void json(Comparison comparison, PrintWriter out) {
        Documents.json(out, json -> {
            json.writeStartObject();
            if (!scope.isEmpty()) {
                json.writeStringField("scope", scope);
            }
            json.writeStringField("metric", comparison.request().metric());
            json.writeStringField("rowAttribute", comparison.request().rowAttribute());
            json.writeStringField("columnDimension", comparison.request().columns());
            if (!comparison.request().columnsAreSteps()) {
                json.writeStringField("step", comparison.request().step());
            }
            if (comparison.request().columnsAreMetrics()) {
                json.writeObjectFieldStart("units");
                for (String column : comparison.columns()) {
                    json.writeStringField(column, comparison.units().get(column));
                }
                json.writeEndObject();
            }
            json.writeStringField("base", comparison.baseRow());
            json.writeObjectFieldStart("rule");
            json.writeNumberField("red", comparison.request().rule().low());
            json.writeNumberField("green", comparison.request().rule().high());
            json.writeNumberField("precision", comparison.request().rule().precision());
            json.writeStringField("colourBy", comparison.request().rule().colourBy().id());
            json.writeNumberField("maxErrors", comparison.request().failures().maxErrors());
            // red is the high ratio in these: their figure improves downwards
            json.writeArrayFieldStart("lowerIsBetter");
            for (String column : comparison.columns()) {
                if (comparison.lowerIsBetter().contains(column)) {
                    json.writeString(column);
                }
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeStringField("test", comparison.request().test().id());
            json.writeNumberField("alpha", comparison.request().alpha());
            json.writeArrayFieldStart("pool");
            for (String pooled : comparison.request().pool()) {
                json.writeString(pooled);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("columns");
            for (String column : comparison.columns()) {
                json.writeString(column);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("rows");
            for (Comparison.Row row : comparison.rows()) {
                json.writeStartObject();
                json.writeStringField("name", row.name());
                if (comparison.rowWithoutAttribute().filter(row::equals).isPresent()) {
                    json.writeBooleanField("withoutAttribute", true);
                }
                writeIds(json, "runs", row.runIds());
                json.writeArrayFieldStart("cells");
                for (int c = 0; c < row.cells().size(); c++) {
                    writeCell(json, comparison.columns().get(c), row.cell(c));
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("leftOut");
            for (LeftOut left : comparison.leftOut()) {
                json.writeStartObject();
                json.writeStringField("reason", left.reason());
                writeIds(json, "runs", left.runIds());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("notes");
            for (String note : comparison.notes()) {
                json.writeString(note);
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    private static void writeCell(JsonGenerator json, String column, Comparison.Cell cell) throws IOException {
        json.writeStartObject();
        json.writeStringField("column", column);
        if (cell == null) {
            json.writeNullField("value");
            json.writeNullField("ratio");
            json.writeNullField("color");
        } else {
            json.writeNumberField("value", cell.value());
            if (cell.hasRatio()) {
                json.writeNumberField("ratio", cell.ratio());
                json.writeNumberField("ratioExact", cell.ratio());
                json.writeStringField("shown", cell.displayedRatio());
                if (cell.color() == null) {
                    json.writeNullField("color");
                } else {
                    json.writeStringField("color", cell.color().id());
                }
            } else {
                json.writeNullField("ratio");
                json.writeNullField("color");
            }
            if (cell.errorRate() != null) {
                json.writeNumberField("errorRate", cell.errorRate());
            }
            json.writeBooleanField("failed", cell.failed());
            if (cell.ignored()) {
                json.writeBooleanField("ignored", true);
            }
            if (cell.pooled()) {
                json.writeBooleanField("pooled", true);
            }
            writeStatistics(json, cell);
            writeIds(json, "runs", cell.runIds());
        }
        json.writeEndObject();
    }

    private static void writeStatistics(JsonGenerator json, Comparison.Cell cell) throws IOException {
        var s = cell.statistics();
        json.writeNumberField("n", s.n());
        writeNumber(json, "mean", s.mean());
        writeNumber(json, "median", s.median());
        writeNumber(json, "stddev", s.stddev());
        writeNumber(json, "ciLow", s.ciLow());
        writeNumber(json, "ciHigh", s.ciHigh());
        writeNumber(json, "p", cell.p());
        if (cell.significant() == null) {
            json.writeNullField("significant");
        } else {
            json.writeBooleanField("significant", cell.significant());
        }
    }

    private static void writeNumber(JsonGenerator json, String field, double value) throws IOException {
        if (Double.isNaN(value)) {
            json.writeNullField(field);
        } else {
            json.writeNumberField(field, value);
        }
    }

    private static void writeIds(JsonGenerator json, String field, List<Long> ids) throws IOException {
        json.writeArrayFieldStart(field);
        for (long id : ids) {
            json.writeNumber(id);
        }
        json.writeEndArray();
    }

    private List<String> headers(Comparison comparison) {
        List<String> headers = new ArrayList<>();
        headers.add(comparison.request().rowAttribute());
        for (int c = 0; c < comparison.columns().size(); c++) {
            headers.add(comparison.header(c));
        }
        return headers;
    }

    /**
     * A cell for reading, as every format but CSV shows it: the shown ratio, the value, or both; "!" marks failed
     * operations, "✗ 100 % failed" a cell whose rate is no speed (decision 0110), and "(ignore)" a value the source
     * says to ignore.
     */
    public String text(Comparison.Cell cell) {
        if (cell == null) {
            return "";
        }
        return plain(cell) + errorMark(cell) + (cell.ignored() ? " " + IGNORED_MARK : "");
    }

    /** " ✗ 100 % failed" where the cell's requests failed past the rule, " !" where some failed, else empty. */
    public static String errorMark(Comparison.Cell cell) {
        return cell.failed() ? " " + cell.failureMark() : cell.hasErrors() ? " !" : "";
    }

    /** Marks a value the source says to ignore, such as an Insert Benchmark report's grey cell. */
    public static final String IGNORED_MARK = "(ignore)";
    public static final String IGNORED_MEANING = "the source report greys the value: ignore it (the DBMS missed its"
            + " insert target there)";

    private String plain(Comparison.Cell cell) {
        return content.text(cell, valueDecimals);
    }

    /** The cell's text without the failure mark (see {@link CellText}). */
    static String plain(Comparison.Cell cell, CellContent content) {
        return content.text(cell, null);
    }

    /** How the caption says that cells of several runs read their percentile from the runs' merged histograms. */
    public static final String POOLED_PERCENTILES = "latency percentiles pooled from histograms";

    /** The table's caption: metric, rows, columns, base, what the cells pool on purpose, and how percentiles pool. */
    public static String title(Comparison comparison) {
        return title(comparison, CellContent.RATIO);
    }

    /** The caption of cells that show {@code shown}: values alone are "absolute values", not relative to a base. */
    public static String title(Comparison comparison, CellContent shown) {
        if (comparison.request().columnsAreMetrics()) {
            return String.join(", ", comparison.request().metrics()) + " of step " + comparison.request().step()
                    + " by " + comparison.request().rowAttribute() + ", as measured"
                    + (comparison.request().pool().isEmpty() ? "" : ", " + comparison.request().poolPhrase());
        }
        String columns = comparison.request().columnsAreSteps() ? "step"
                : comparison.request().columns() + " (step " + comparison.request().step() + ")";
        return comparison.request().metric() + " by " + comparison.request().rowAttribute() + " and " + columns
                + (!shown.relative() ? ", absolute values" : ", relative to " + comparison.baseForCaption())
                + (comparison.request().pool().isEmpty() ? "" : ", " + comparison.request().poolPhrase())
                + (comparison.pooledPercentiles() ? ", " + POOLED_PERCENTILES : "");
    }

    private void footer(Comparison comparison, PrintWriter out, UnaryOperator<String> escape) {
        if (!scope.isEmpty()) {
            out.println("runs: " + escape.apply(scope));
        }
        if (comparison.request().columnsAreMetrics()) {
            if (anyErrors(comparison)) {
                out.println("! = some operations failed");
            }
            comparison.notes().forEach(note -> out.println("note: " + escape.apply(note)));
            return;
        }
        out.println((content.relative() ? ColourLegend.of(comparison, "<=", ">=")
                : ColourLegend.ofValues(comparison, "<=", ">="))
                + (anyErrors(comparison) ? "; ! = some operations failed" : "")
                + (anyIgnored(comparison) ? "; " + IGNORED_MARK + " = " + IGNORED_MEANING : ""));
        String legend = CellText.legend(comparison);
        if (!legend.isEmpty()) {
            out.println(legend);
        }
        comparison.notes().forEach(note -> out.println("note: " + escape.apply(note)));
    }

    static boolean anyIgnored(Comparison comparison) {
        return comparison.rows().stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c != null && c.ignored());
    }

    /** Some cell marked "!": some of its operations failed, not past the rule (those are marked ✗). */
    private static boolean anyErrors(Comparison comparison) {
        return comparison.rows().stream().flatMap(r -> r.cells().stream())
                .anyMatch(c -> c != null && c.hasErrors() && !c.failed());
    }

    /**
     * Text in Markdown: a "|" would end a table cell and a line break the row, and HTML (a
     * {@code <script>}, an {@code <img onerror>}) would reach the renderer; line breaks become
     * {@code <br>}, markup shows as text, and other control characters (a terminal's escape
     * sequences) show as visible escapes, whether the table is printed or rendered.
     */
    static String escapeMd(String text) {
        return VisibleText.of(text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("|", "\\|").replaceAll("\r\n|\r|\n", "<br>"));
    }
}
