package org.benchlens.export;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;

import org.benchlens.model.VisibleText;
import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.analysis.capacity.CapacityLevel;
import org.benchlens.analysis.capacity.CapacityLine;
import org.benchlens.analysis.capacity.CapacityNumbers;
import org.benchlens.analysis.capacity.CapacitySummary;
import org.benchlens.analysis.capacity.SloTarget;
import org.benchlens.analysis.capacity.UslFit;

/** A capacity analysis as a table (text, Markdown, HTML, CSV) with a sentence per series, or as JSON. */
public final class CapacityWriter {

    /** The columns of the table, also the window's. */
    public static final List<String> HEADERS = List.of("series", "λ (req/s per VU)", "σ", "κ", "R²", "N* (VUs)",
            "peak (req/s)", "knee (VUs)", "SLO limit (VUs)", "at the limit (req/s)", "$ per M requests");

    private CapacityWriter() {
    }

    public static void write(Capacity capacity, TableFormat format, PrintWriter out) {
        switch (format) {
            case TABLE -> table(capacity, out);
            case CSV -> Documents.csv(out, HEADERS, rows(capacity));
            case MD -> markdown(capacity, out);
            case HTML -> html(capacity, out);
            case JSON -> Documents.json(out, json -> json(capacity, json));
        }
        out.flush();
    }

    public static String title(Capacity capacity) {
        return "Capacity" + (capacity.lineAttribute() == null ? "" : " by " + capacity.lineAttribute())
                + (capacity.slo().isEmpty() ? "" : ", SLO " + String.join(" and ",
                capacity.slo().stream().map(SloTarget::toString).toList()));
    }

    /** One row per series: coefficients with their 95 % interval as ±, the peak, the knee and the SLO limit. */
    public static List<List<String>> rows(Capacity capacity) {
        List<List<String>> rows = new ArrayList<>();
        for (CapacityLine line : capacity.lines()) {
            List<String> cells = new ArrayList<>();
            cells.add(line.name());
            UslFit fit = line.fit();
            if (fit == null) {
                cells.addAll(List.of("", "", "", "", "", ""));
            } else {
                cells.add(withInterval(fit.lambda(), fit.lambdaInterval()));
                cells.add(withInterval(fit.sigma(), fit.sigmaInterval()));
                cells.add(withInterval(fit.kappa(), fit.kappaInterval()));
                cells.add(String.format(java.util.Locale.ROOT, "%.3f", fit.rSquared()));
                cells.add(Double.isNaN(fit.peakConcurrency()) ? "no peak"
                        : sig(fit.peakConcurrency()) + (line.peakExtrapolated() ? " extrapolated" : ""));
                cells.add(Double.isNaN(fit.peakThroughput()) ? "" : sig(fit.peakThroughput()));
            }
            cells.add(line.knee() == null ? "" : CapacitySummary.vus(line.knee().vus()));
            cells.add(line.sloLimit() == null ? "" : CapacitySummary.vus(line.sloLimit().vus()));
            cells.add(line.sloLimit() == null ? "" : sig(line.sloLimit().throughput()));
            cells.add(line.costPerMillion().map(c -> CapacityNumbers.significant(c, 2)).orElse(""));
            rows.add(cells);
        }
        return rows;
    }

    private static String withInterval(double value, UslFit.Interval interval) {
        double half = (interval.high() - interval.low()) / 2;
        return sig(value) + (Double.isFinite(half) ? " ± " + CapacityNumbers.significant(half, 2) : "");
    }

    private static String sig(double value) {
        return CapacityNumbers.significant(value, 3);
    }

    private static List<String> sentences(Capacity capacity) {
        List<String> sentences = new ArrayList<>();
        capacity.lines().forEach(line -> sentences.add(CapacitySummary.of(capacity, line)));
        return sentences;
    }

    private static String method(Capacity capacity) {
        return "USL X(N) = λN / (1 + σ(N−1) + κN(N−1)) fitted by Levenberg–Marquardt least squares; ± is the 95 % "
                + "confidence interval; N* = √((1−σ)/κ); knee: the last level before a VU added gains less than "
                + CapacityNumbers.plain(capacity.kneeShare() * 100) + " % of the first level's rate per VU.";
    }

    private static void table(Capacity capacity, PrintWriter out) {
        out.println(VisibleText.of(title(capacity)));
        TextTable table = new TextTable(HEADERS);
        rows(capacity).forEach(table::add);
        table.print(out);
        out.println();
        sentences(capacity).forEach(sentence -> out.println(VisibleText.of(sentence)));
        out.println();
        out.println(method(capacity));
        capacity.notes().forEach(note -> out.println("note: " + VisibleText.of(note)));
    }

    private static void markdown(Capacity capacity, PrintWriter out) {
        out.println("**" + ComparisonWriter.escapeMd(title(capacity)) + "**");
        out.println();
        out.println("| " + String.join(" | ", HEADERS) + " |");
        out.println("|" + "---|".repeat(HEADERS.size()));
        for (List<String> row : rows(capacity)) {
            out.println("| " + String.join(" | ", row.stream().map(ComparisonWriter::escapeMd).toList()) + " |");
        }
        out.println();
        sentences(capacity).forEach(s -> out.println("- " + ComparisonWriter.escapeMd(s)));
        out.println();
        out.println(method(capacity));
        capacity.notes().forEach(note -> out.println("\nNote: " + ComparisonWriter.escapeMd(note)));
    }

    private static void html(Capacity capacity, PrintWriter out) {
        HtmlComparison.open(out, title(capacity));
        StringBuilder header = new StringBuilder("<tr>");
        HEADERS.forEach(h -> header.append("<th>").append(HtmlComparison.escape(h)).append("</th>"));
        out.println(header.append("</tr>"));
        for (List<String> row : rows(capacity)) {
            StringBuilder line = new StringBuilder("<tr><th scope=\"row\">").append(HtmlComparison.escape(row.get(0)))
                    .append("</th>");
            row.subList(1, row.size()).forEach(c -> line.append("<td class=\"num\">").append(HtmlComparison.escape(c))
                    .append("</td>"));
            out.println(line.append("</tr>"));
        }
        out.println("</table>");
        out.println("<ul>");
        sentences(capacity).forEach(s -> out.println("<li>" + HtmlComparison.escape(s) + "</li>"));
        out.println("</ul>");
        out.println("<p>" + HtmlComparison.escape(method(capacity)) + "</p>");
        capacity.notes().forEach(note -> out.println("<p>Note: " + HtmlComparison.escape(note) + "</p>"));
        out.println("</body></html>");
    }

    private static void json(Capacity capacity, JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeStringField("lineAttribute", capacity.lineAttribute());
        json.writeStringField("step", capacity.step());
        json.writeArrayFieldStart("slo");
        for (SloTarget target : capacity.slo()) {
            json.writeStartObject();
            json.writeStringField("name", target.name());
            json.writeStringField("metric", target.metric());
            json.writeNumberField("limit", target.limit());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeNumberField("kneeShare", capacity.kneeShare());
        json.writeNumberField("maxErrors", capacity.failures().maxErrors());
        json.writeArrayFieldStart("series");
        for (CapacityLine line : capacity.lines()) {
            series(capacity, line, json);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("notes");
        for (String note : capacity.notes()) {
            json.writeString(note);
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void series(Capacity capacity, CapacityLine line, JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", line.name());
        json.writeStringField("summary", CapacitySummary.of(capacity, line));
        if (line.fit() == null) {
            json.writeNullField("fit");
        } else {
            UslFit fit = line.fit();
            json.writeObjectFieldStart("fit");
            json.writeNumberField("lambda", fit.lambda());
            json.writeNumberField("sigma", fit.sigma());
            json.writeNumberField("kappa", fit.kappa());
            interval(json, "lambdaCi", fit.lambdaInterval());
            interval(json, "sigmaCi", fit.sigmaInterval());
            interval(json, "kappaCi", fit.kappaInterval());
            json.writeNumberField("rSquared", fit.rSquared());
            number(json, "peakVus", fit.peakConcurrency());
            number(json, "peakThroughput", fit.peakThroughput());
            json.writeBooleanField("peakExtrapolated", line.peakExtrapolated());
            json.writeBooleanField("weighted", fit.weighted());
            json.writeEndObject();
        }
        json.writeStringField("fitProblem", line.fitProblem());
        level(json, "knee", line.knee());
        level(json, "sloLimit", line.sloLimit());
        json.writeStringField("sloProblem", line.sloProblem());
        if (line.costPerMillion().isPresent()) {
            json.writeNumberField("costPerMillion", line.costPerMillion().get());
        } else {
            json.writeNullField("costPerMillion");
        }
        json.writeArrayFieldStart("levels");
        for (CapacityLevel level : line.levels()) {
            json.writeStartObject();
            json.writeNumberField("vus", level.vus());
            json.writeNumberField("throughput", level.throughput());
            json.writeNumberField("repeats", level.repeats());
            number(json, "ci95", level.halfInterval());
            if (level.errorRate() != null) {
                json.writeNumberField("errorRate", level.errorRate());
            }
            json.writeBooleanField("failed", level.failed());
            json.writeArrayFieldStart("runs");
            for (long id : level.runIds()) {
                json.writeNumber(id);
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void level(JsonGenerator json, String field, CapacityLevel level) throws IOException {
        if (level == null) {
            json.writeNullField(field);
            return;
        }
        json.writeObjectFieldStart(field);
        json.writeNumberField("vus", level.vus());
        json.writeNumberField("throughput", level.throughput());
        json.writeEndObject();
    }

    private static void interval(JsonGenerator json, String field, UslFit.Interval interval) throws IOException {
        json.writeArrayFieldStart(field);
        json.writeNumber(interval.low());
        json.writeNumber(interval.high());
        json.writeEndArray();
    }

    /** NaN and infinity are not JSON: null. */
    private static void number(JsonGenerator json, String field, double value) throws IOException {
        if (Double.isFinite(value)) {
            json.writeNumberField(field, value);
        } else {
            json.writeNullField(field);
        }
    }
}
