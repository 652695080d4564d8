package org.benchlens.export;

import java.io.PrintWriter;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.RatioColor;
import org.benchlens.model.BidiControls;

/** A comparison as one self-contained HTML page, coloured like the legend, for a blog post. */
public final class HtmlComparison {

    private HtmlComparison() {
    }

    static void write(Comparison comparison, CellContent content, String scope, PrintWriter out) {
        open(out, ComparisonWriter.title(comparison, content), "td.red{background:" + background(RatioColor.RED)
                + "}td.grey{background:" + background(RatioColor.GREY) + "}td.green{background:"
                + background(RatioColor.GREEN) + "}");
        StringBuilder header = new StringBuilder("<tr><th>").append(escape(comparison.request().rowAttribute()))
                .append("</th>");
        for (int c = 0; c < comparison.columns().size(); c++) {
            header.append("<th>").append(escape(comparison.header(c))).append("</th>");
        }
        out.println(header.append("</tr>"));
        for (Comparison.Row row : comparison.rows()) {
            StringBuilder line = new StringBuilder("<tr><th scope=\"row\">").append(escape(row.name())).append("</th>");
            for (int c = 0; c < row.cells().size(); c++) {
                line.append(cell(row.name(), comparison.header(c), row.cell(c), row.name().equals(comparison.baseRow()),
                        content));
            }
            out.println(line.append("</tr>"));
        }
        out.println("</table>");
        if (comparison.request().columnsAreMetrics()) {
            out.println("<p>Each cell is the value as measured, in the unit its column names."
                    + " A &#9888; marks cells where some operations failed.</p>");
        } else {
            out.println("<p>Each cell is the value divided by the value of " + escape(comparison.baseForCaption())
                    + " in the same column. " + capitalised(escape(ColourLegend.of(comparison, "≤", "≥")))
                    + ". A &#9888; marks cells where some operations failed."
                    + (ComparisonWriter.anyIgnored(comparison) ? " A " + ComparisonWriter.IGNORED_MARK + " marks values "
                    + escape(ComparisonWriter.IGNORED_MEANING.replace("the source report greys the value: ignore it",
                            "the source report greys, to be ignored")) + "." : "") + "</p>");
        }
        String legend = CellText.legend(comparison);
        if (!legend.isEmpty()) {
            out.println("<p>" + escape(legend) + "</p>");
        }
        if (!scope.isEmpty()) {
            out.println("<p>Runs: " + escape(scope) + "</p>");
        }
        for (String note : comparison.notes()) {
            out.println("<p>Note: " + escape(note) + "</p>");
        }
        out.println("</body></html>");
    }

    /**
     * The page up to its table's caption, in the style every BenchLens table page shares, with the
     * page's own rules (one line each) before the caption's.
     */
    static void open(PrintWriter out, String title, String... ownStyle) {
        out.println("<!DOCTYPE html>");
        out.println("<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + escape(title) + "</title>");
        out.println("<style>");
        out.println("body{font-family:system-ui,sans-serif;margin:2em}");
        out.println("table{border-collapse:collapse}th,td{border:1px solid #bbb;padding:4px 10px}");
        out.println("td.num{text-align:right;font-variant-numeric:tabular-nums}");
        for (String style : ownStyle) {
            out.println(style);
        }
        out.println("caption{text-align:left;font-weight:bold;margin-bottom:.5em}");
        out.println("</style></head><body>");
        out.println("<table>");
        out.println("<caption>" + escape(title) + "</caption>");
    }

    private static String cell(String row, String column, Comparison.Cell cell, boolean inBaseRow,
                               CellContent content) {
        if (cell == null) {
            return "<td></td>";
        }
        String text = ComparisonWriter.plain(cell, content);
        String colour = cell.color() == null ? "" : " " + cell.color().id();
        String warning = (cell.failed() ? " " + escape(cell.failureMark()) : cell.hasErrors() ? " &#9888;" : "")
                + (cell.ignored() ? " " + ComparisonWriter.IGNORED_MARK : "");
        return "<td class=\"num" + colour + "\" title=\"" + escape(CellTip.of(row, column, cell, inBaseRow)) + "\">"
                + escape(text)
                + warning + "</td>";
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** Light tints, so the numbers stay readable when printed; the window paints its cells with the same. */
    public static String background(RatioColor color) {
        return switch (color) {
            case RED -> "#f4c7c3";
            case GREY -> "#e8e8e8";
            case GREEN -> "#c9e7c4";
        };
    }

    /** Text as text: markup shown, not run, and direction controls shown, not obeyed (BidiControls). */
    static String escape(String text) {
        return text == null ? "" : BidiControls.shown(text.replace("&", "&amp;").replace("<", "&lt;")
                .replace(">", "&gt;").replace("\"", "&quot;"));
    }
}
