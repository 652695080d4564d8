package org.benchlens.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.InsertRates;

/** The insert-rates table in every format, with one missed rate (1139 of a target of 1200). */
class InsertRatesWriterTest {

    private final InsertRates rates = new InsertRates("dbms", List.of("qr100", "qp100"), List.of(1200.0, 1200.0),
            List.of(new InsertRates.Row("pg1023", List.of(new InsertRates.Rate(1139, true), new InsertRates.Rate(1191, false))),
                    new InsertRates.Row("pg1122", java.util.Arrays.asList(new InsertRates.Rate(1191, false), null))));

    private String written(TableFormat format) {
        StringWriter text = new StringWriter();
        InsertRatesWriter.write(rates, format, new PrintWriter(text));
        return text.toString();
    }

    @Test
    void theTableHasTheTargetFirstAndMarksTheMissedRate() {
        assertThat(written(TableFormat.TABLE)).isEqualTo("""
                background inserts/s by dbms and step, against their target
                dbms     qr100  qp100
                ------  ------  -----
                target    1200   1200
                pg1023  1139 ✗   1191
                pg1122    1191
                ✗ marks a rate under 95 % of its target: the SLA was missed, and the step's query rate is not comparable
                """);
    }

    @Test
    void csvKeepsNumbersAndListsTheMissedStepsInALastColumn() {
        assertThat(written(TableFormat.CSV)).isEqualTo("""
                dbms,qr100,qp100,sla_missed\r
                target,1200,1200,\r
                pg1023,1139,1191,qr100\r
                pg1122,1191,,\r
                """);
    }

    @Test
    void aPipeInAMarkdownNameStaysInsideItsCell() {
        InsertRates piped = new InsertRates("dbms", List.of("qr100"), List.of(800.0),
                List.of(new InsertRates.Row("pg|16", List.of(new InsertRates.Rate(794, false)))));
        StringWriter text = new StringWriter();
        InsertRatesWriter.write(piped, TableFormat.MD, new PrintWriter(text));
        assertThat(text.toString()).contains("| dbms | qr100 |\n|---|---:|\n| *target* | 800 |\n| pg\\|16 | 794 |\n");
    }

    @Test
    void markdownHtmlAndJson() throws Exception {
        assertThat(written(TableFormat.MD)).contains("| *target* | 1200 | 1200 |\n| pg1023 | 1139 ✗ | 1191 |\n");
        assertThat(written(TableFormat.HTML)).contains("td.missed{background:#f4c7c3;font-weight:bold}")
                .contains("<title>background inserts/s by dbms and step, against their target</title>")
                .contains("tr.target{font-style:italic}")
                .contains("<caption>background inserts/s by dbms and step, against their target</caption>\n"
                        + "<tr><th>dbms</th><th>qr100</th><th>qp100</th></tr>\n"
                        + "<tr class=\"target\"><th scope=\"row\">target</th><td class=\"num\">1200</td>"
                        + "<td class=\"num\">1200</td></tr>\n"
                        + "<tr><th scope=\"row\">pg1023</th><td class=\"num missed\">1139 ✗</td><td class=\"num\">1191</td></tr>\n"
                        + "<tr><th scope=\"row\">pg1122</th><td class=\"num\">1191</td><td class=\"num\"></td></tr>\n"
                        + "</table>\n<p>✗ marks a rate under 95 % of its target")
                .endsWith("</body></html>\n");
        JsonNode json = new ObjectMapper().readTree(written(TableFormat.JSON));
        assertThat(json.get("targets").toString()).isEqualTo("[1200.0,1200.0]");
        assertThat(json.get("rows").get(0).get("rates").get(0).toString()).isEqualTo("{\"value\":1139.0,\"missed\":true}");
        assertThat(json.get("rows").get(1).get("rates").get(1).isNull()).isTrue();
    }
}
