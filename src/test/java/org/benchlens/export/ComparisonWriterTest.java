package org.benchlens.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.Comparisons;
import org.benchlens.model.Attributes;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;

class ComparisonWriterTest {

    private final Comparison comparison = Comparisons.compare(List.of(
            result(1, "pg1219", 1475410, 60883, null),
            result(2, "pg163", 1525424, 53595, 0.005),
            result(3, "pg17beta3", 1551724, 57915, null)), ComparisonRequest.rows("dbms").build());

    private static RunResult result(long id, String dbms, double li0, double li2, Double errors) {
        Run run = new Run(id, "ibench", dbms, null, null, null, null, null, Attributes.of(Map.of("dbms", dbms)),
                List.of());
        List<Measurement> measurements = new ArrayList<>(List.of(
                new Measurement("l.i0", "throughput", li0, "1/s"),
                new Measurement("l.i2", "throughput", li2, "1/s")));
        if (errors != null) {
            measurements.add(new Measurement("l.i2", "errors.rate", errors, "ratio"));
        }
        return new RunResult(run, measurements);
    }

    private String write(TableFormat format, CellContent content) {
        StringWriter text = new StringWriter();
        new ComparisonWriter(content, TerminalPaint.NONE).write(comparison, format, new PrintWriter(text));
        return text.toString();
    }

    @Test
    void jsonCarriesValueRatioAndColourPerCell() throws Exception {
        JsonNode json = new ObjectMapper().readTree(write(TableFormat.JSON, CellContent.RATIO));

        assertThat(json.get("metric").asText()).isEqualTo("throughput");
        assertThat(json.get("rowAttribute").asText()).isEqualTo("dbms");
        assertThat(json.get("columnDimension").asText()).isEqualTo("step");
        assertThat(json.get("base").asText()).isEqualTo("pg1219");
        assertThat(json.get("columns").toString()).isEqualTo("[\"l.i0\",\"l.i2\"]");
        JsonNode pg163 = json.get("rows").get(1);
        assertThat(pg163.get("name").asText()).isEqualTo("pg163");
        assertThat(pg163.get("runs").toString()).isEqualTo("[2]");
        JsonNode li2 = pg163.get("cells").get(1);
        assertThat(li2.get("column").asText()).isEqualTo("l.i2");
        assertThat(li2.get("value").asDouble()).isEqualTo(53595);
        assertThat(li2.get("ratio").asDouble()).isCloseTo(53595.0 / 60883, offset(1e-12));
        assertThat(li2.get("shown").asText()).isEqualTo("0.88");
        assertThat(li2.get("color").asText()).isEqualTo("red");
        assertThat(li2.get("errorRate").asDouble()).isEqualTo(0.005);
        assertThat(li2.get("failed").asBoolean()).as("0.5 % is within the standard 1 %").isFalse();
        assertThat(li2.get("ratioExact").asDouble()).isEqualTo(li2.get("ratio").asDouble());
        assertThat(json.get("rule").get("colourBy").asText()).isEqualTo("shown");
        assertThat(json.get("rows").get(2).get("cells").get(0).get("color").asText()).isEqualTo("green");
    }

    @Test
    void htmlIsOneSelfContainedPageColouredLikeTheLegend() {
        Document page = Jsoup.parse(write(TableFormat.HTML, CellContent.RATIO));

        assertThat(page.select("caption").text()).isEqualTo("throughput by dbms and step, relative to pg1219");
        assertThat(page.select("tr:nth-child(3) td").eachText()).containsExactly("1.03", "0.88 ⚠");
        assertThat(page.select("tr:nth-child(3) td").get(1).classNames()).contains("red");
        assertThat(page.select("tr:nth-child(4) td").get(0).classNames()).contains("green");
        assertThat(page.select("style").html()).contains("td.red{background:#f4c7c3}");
        assertThat(page.select("link, script")).isEmpty();
    }

    @Test
    void csvAndMarkdownShowWhatWasAskedFor() {
        assertThat(write(TableFormat.CSV, CellContent.VALUE).lines().toList()).containsExactly(
                "dbms,l.i0,l.i2", "pg1219,1475410,60883", "pg163,1525424,53595", "pg17beta3,1551724,57915");
        assertThat(write(TableFormat.MD, CellContent.BOTH)).contains(
                "| dbms | l.i0 | l.i2 |", "|---|---:|---:|", "| pg163 | 1525424 (1.03) | 53595 (0.88) ! |");
    }

    @Test
    void theTerminalTableAlignsNumbersAndExplainsTheColours() {
        assertThat(write(TableFormat.TABLE, CellContent.RATIO).lines().toList()).containsExactly(
                "throughput by dbms and step, relative to pg1219",
                "dbms       l.i0    l.i2",
                "---------  ----  ------",
                "pg1219     1.00    1.00",
                "pg163      1.03  0.88 !",
                "pg17beta3  1.05    0.95",
                "red: ratio <= 0.95, green: >= 1.05, grey between; ! = some operations failed");
    }
}
