package org.benchlens.export;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.analysis.InsertRates;
import org.benchlens.analysis.RatioColor;
import org.benchlens.model.VisibleText;

/**
 * Writes the background insert rates beside their target (the Insert Benchmark report's third
 * table): a {@code target} row first, then one row per variant, a missed rate marked with ✗.
 */
public final class InsertRatesWriter {

    public static final String TARGET_ROW = "target";
    public static final String MISSED_MARK = "✗";

    private InsertRatesWriter() {
    }

    public static void write(InsertRates rates, TableFormat format, PrintWriter out) {
        switch (format) {
            case TABLE -> table(rates, out);
            case CSV -> csv(rates, out);
            case MD -> markdown(rates, out);
            case HTML -> html(rates, out);
            case JSON -> json(rates, out);
        }
        out.flush();
    }

    /** A rate as every format but CSV and JSON shows it: the value, and ✗ when the SLA was missed. */
    public static String text(InsertRates.Rate rate) {
        return rate == null ? "" : Numbers.format(rate.value()) + (rate.missed() ? " " + MISSED_MARK : "");
    }

    /** What the marks mean, or that there are none. */
    public static String summary(InsertRates rates) {
        return rates.anyMissed()
                ? MISSED_MARK + " marks a rate under 95 % of its target: the SLA was missed, and the step's query "
                        + "rate is not comparable"
                : "Every row sustained its target insert rates (none under 95 % of the target).";
    }

    public static String title(InsertRates rates) {
        return "background inserts/s by " + rates.rowAttribute() + " and step, against their target";
    }

    private static List<String> headers(InsertRates rates) {
        List<String> headers = new ArrayList<>();
        headers.add(rates.rowAttribute());
        headers.addAll(rates.steps());
        return headers;
    }

    private static List<String> targets(InsertRates rates) {
        List<String> cells = new ArrayList<>();
        cells.add(TARGET_ROW);
        rates.targets().forEach(t -> cells.add(Numbers.format(t)));
        return cells;
    }

    private static List<List<String>> rows(InsertRates rates) {
        List<List<String>> rows = new ArrayList<>();
        for (InsertRates.Row row : rates.rows()) {
            List<String> cells = new ArrayList<>();
            cells.add(row.name());
            row.rates().forEach(rate -> cells.add(text(rate)));
            rows.add(cells);
        }
        return rows;
    }

    private static void table(InsertRates rates, PrintWriter out) {
        out.println(VisibleText.of(title(rates)));
        TextTable table = new TextTable(headers(rates));
        table.add(targets(rates));
        rows(rates).forEach(table::add);
        table.print(out);
        out.println(summary(rates));
    }

    /** Numbers only, for a spreadsheet; the steps whose SLA a row missed in a last column. */
    private static void csv(InsertRates rates, PrintWriter out) {
        List<String> headers = headers(rates);
        headers.add("sla_missed");
        List<List<String>> rows = new ArrayList<>();
        List<String> target = targets(rates);
        target.add("");
        rows.add(target);
        for (InsertRates.Row row : rates.rows()) {
            List<String> cells = new ArrayList<>();
            List<String> missed = new ArrayList<>();
            cells.add(row.name());
            for (int i = 0; i < rates.steps().size(); i++) {
                InsertRates.Rate rate = row.rates().get(i);
                cells.add(rate == null ? "" : Numbers.format(rate.value()));
                if (rate != null && rate.missed()) {
                    missed.add(rates.steps().get(i));
                }
            }
            cells.add(String.join(" ", missed));
            rows.add(cells);
        }
        Documents.csv(out, headers, rows);
    }

    private static void markdown(InsertRates rates, PrintWriter out) {
        out.println("**" + ComparisonWriter.escapeMd(title(rates)) + "**");
        out.println();
        List<String> headers = headers(rates);
        out.println(markdownRow(headers));
        out.println("|---|" + "---:|".repeat(headers.size() - 1));
        out.println("| *" + TARGET_ROW + "* | " + String.join(" | ", targets(rates).subList(1, headers.size())) + " |");
        rows(rates).forEach(row -> out.println(markdownRow(row)));
        out.println();
        out.println(summary(rates));
    }

    private static String markdownRow(List<String> cells) {
        return "| " + String.join(" | ", cells.stream().map(ComparisonWriter::escapeMd).toList()) + " |";
    }

    private static void html(InsertRates rates, PrintWriter out) {
        HtmlComparison.open(out, title(rates),
                "td.missed{background:" + HtmlComparison.background(RatioColor.RED) + ";font-weight:bold}",
                "tr.target{font-style:italic}");
        StringBuilder header = new StringBuilder("<tr>");
        headers(rates).forEach(h -> header.append("<th>").append(HtmlComparison.escape(h)).append("</th>"));
        out.println(header.append("</tr>"));
        StringBuilder target = new StringBuilder("<tr class=\"target\"><th scope=\"row\">" + TARGET_ROW + "</th>");
        targets(rates).subList(1, rates.steps().size() + 1).forEach(t ->
                target.append("<td class=\"num\">").append(t).append("</td>"));
        out.println(target.append("</tr>"));
        for (InsertRates.Row row : rates.rows()) {
            StringBuilder line = new StringBuilder("<tr><th scope=\"row\">").append(HtmlComparison.escape(row.name()))
                    .append("</th>");
            for (InsertRates.Rate rate : row.rates()) {
                line.append(rate != null && rate.missed() ? "<td class=\"num missed\">" : "<td class=\"num\">")
                        .append(HtmlComparison.escape(text(rate))).append("</td>");
            }
            out.println(line.append("</tr>"));
        }
        out.println("</table>");
        out.println("<p>" + HtmlComparison.escape(summary(rates)) + "</p>");
        out.println("</body></html>");
    }

    private static void json(InsertRates rates, PrintWriter out) {
        Documents.json(out, json -> {
            json.writeStartObject();
            json.writeStringField("rowAttribute", rates.rowAttribute());
            json.writeArrayFieldStart("steps");
            for (String step : rates.steps()) {
                json.writeString(step);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("targets");
            for (double target : rates.targets()) {
                if (Double.isNaN(target)) {
                    json.writeNull();
                } else {
                    json.writeNumber(target);
                }
            }
            json.writeEndArray();
            json.writeArrayFieldStart("rows");
            for (InsertRates.Row row : rates.rows()) {
                json.writeStartObject();
                json.writeStringField("name", row.name());
                json.writeArrayFieldStart("rates");
                for (InsertRates.Rate rate : row.rates()) {
                    if (rate == null) {
                        json.writeNull();
                    } else {
                        json.writeStartObject();
                        json.writeNumberField("value", rate.value());
                        json.writeBooleanField("missed", rate.missed());
                        json.writeEndObject();
                    }
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }
}
