package org.benchlens.export;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.core.JsonGenerator;

import org.benchlens.analysis.changepoint.ChangePointSettings;
import org.benchlens.analysis.trend.TrendChange;
import org.benchlens.analysis.trend.TrendPoint;
import org.benchlens.analysis.trend.TrendSeries;
import org.benchlens.model.VisibleText;

/** Histories and their change points: a table of changes per series (text, Markdown, HTML, CSV), or JSON. */
public final class TrendWriter {

    public static final List<String> HEADERS = List.of("series", "points", "index", "x", "run", "mean before",
            "mean after", "change %", "p", "direction");

    private TrendWriter() {
    }

    public static void write(List<TrendSeries> series, ChangePointSettings settings, TableFormat format, PrintWriter out) {
        switch (format) {
            case TABLE -> table(series, settings, out);
            case CSV -> Documents.csv(out, HEADERS, rows(series));
            case MD -> markdown(series, settings, out);
            case HTML -> html(series, settings, out);
            case JSON -> Documents.json(out, json -> json(series, json));
        }
        out.flush();
    }

    /** One row per change point; a series without any has one row that says so. */
    public static List<List<String>> rows(List<TrendSeries> series) {
        List<List<String>> rows = new ArrayList<>();
        for (TrendSeries s : series) {
            String name = s.name() + (s.unit().isEmpty() ? "" : " (" + s.unit() + ")");
            String points = String.valueOf(s.points().size());
            if (s.changes().isEmpty()) {
                rows.add(List.of(name, points, "", "", "", "", "", "", "", "no change"));
            }
            for (TrendChange c : s.changes()) {
                rows.add(List.of(name, points, String.valueOf(c.index()), c.x(), String.valueOf(c.run()),
                        Numbers.format(c.meanBefore()), Numbers.format(c.meanAfter()), percent(c.changePercent()),
                        pValue(c.p()), c.direction().id()));
            }
        }
        return rows;
    }

    /** The settings, said once under the table. */
    public static String method(ChangePointSettings settings) {
        return "Change points by E-Divisive means with Apache Otava's windows and re-tests: window "
                + settings.window() + ", p < " + Numbers.format(settings.maxPValue()) + " (Student's t test), smallest change "
                + Numbers.format(settings.minMagnitude() * 100) + " %; index 0 is the oldest point.";
    }

    public static String percent(double change) {
        return String.format(Locale.ROOT, "%+.1f", change);
    }

    public static String pValue(double p) {
        // the t distribution's tail underflows to 0 below about 1e-16, where p is no longer exact
        if (p == 0) {
            return "< 1e-16";
        }
        return p < 0.0001 ? String.format(Locale.ROOT, "%.1e", p) : String.format(Locale.ROOT, "%.4f", p);
    }

    private static void table(List<TrendSeries> series, ChangePointSettings settings, PrintWriter out) {
        TextTable table = new TextTable(HEADERS);
        rows(series).forEach(row -> table.add(row.stream().map(VisibleText::of).toList()));
        table.print(out);
        out.println();
        out.println(method(settings));
    }

    private static void markdown(List<TrendSeries> series, ChangePointSettings settings, PrintWriter out) {
        out.println("| " + String.join(" | ", HEADERS) + " |");
        out.println("|" + "---|".repeat(HEADERS.size()));
        for (List<String> row : rows(series)) {
            out.println("| " + String.join(" | ", row.stream().map(ComparisonWriter::escapeMd).toList()) + " |");
        }
        out.println();
        out.println(method(settings));
    }

    private static void html(List<TrendSeries> series, ChangePointSettings settings, PrintWriter out) {
        HtmlComparison.open(out, "Trends and change points", "td.regression{background:#f4c7c3}",
                "td.improvement{background:#c8e6c9}");
        StringBuilder header = new StringBuilder("<tr>");
        HEADERS.forEach(h -> header.append("<th>").append(HtmlComparison.escape(h)).append("</th>"));
        out.println(header.append("</tr>"));
        for (List<String> row : rows(series)) {
            StringBuilder line = new StringBuilder("<tr><th scope=\"row\">").append(HtmlComparison.escape(row.get(0)))
                    .append("</th>");
            for (int i = 1; i < row.size() - 1; i++) {
                line.append("<td class=\"num\">").append(HtmlComparison.escape(row.get(i))).append("</td>");
            }
            String direction = row.get(row.size() - 1);
            line.append("<td class=\"").append(direction.replace(' ', '-')).append("\">")
                    .append(HtmlComparison.escape(direction)).append("</td>");
            out.println(line.append("</tr>"));
        }
        out.println("</table>");
        out.println("<p>" + HtmlComparison.escape(method(settings)) + "</p>");
        out.println("</body></html>");
    }

    private static void json(List<TrendSeries> series, JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeArrayFieldStart("series");
        for (TrendSeries s : series) {
            json.writeStartObject();
            json.writeStringField("step", s.step());
            json.writeStringField("metric", s.metric());
            json.writeStringField("unit", s.unit());
            json.writeStringField("better", s.better().id());
            json.writeObjectFieldStart("lines");
            for (Map.Entry<String, String> line : s.lines().entrySet()) {
                json.writeStringField(line.getKey(), line.getValue());
            }
            json.writeEndObject();
            json.writeArrayFieldStart("points");
            for (TrendPoint p : s.points()) {
                json.writeStartObject();
                json.writeNumberField("run", p.run());
                json.writeStringField("x", p.x());
                json.writeNumberField("value", p.value());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("changes");
            for (TrendChange c : s.changes()) {
                json.writeStartObject();
                json.writeNumberField("index", c.index());
                json.writeNumberField("run", c.run());
                json.writeStringField("x", c.x());
                json.writeNumberField("meanBefore", c.meanBefore());
                json.writeNumberField("meanAfter", c.meanAfter());
                json.writeNumberField("changePercent", c.changePercent());
                json.writeNumberField("p", c.p());
                json.writeStringField("direction", c.direction().id());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }
}
