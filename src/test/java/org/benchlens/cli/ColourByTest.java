package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.benchlens.testing.Fixtures;

/**
 * The exact ratio beside the shown one, and which of them the colour follows (decision 0111), on the
 * sample's cached Insert Benchmark report: 15.8's l.i1 is 240733 / 230000 = 1.046665…, shown 1.05.
 */
class ColourByTest {

    @TempDir
    Path folder;

    private JsonNode cachedL1(Cli cli, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("compare", "--rows", "version", "--where", "workload=cached",
                "--format", "json"));
        args.addAll(List.of(options));
        Cli.Result result = cli.run(args.toArray(String[]::new));
        assertThat(result.exitCode()).as(result.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(result.out());
        for (JsonNode row : json.get("rows")) {
            for (JsonNode cell : row.get("cells")) {
                if (row.get("name").asText().equals("15.8") && cell.get("column").asText().equals("l.i1")) {
                    return cell;
                }
            }
        }
        throw new AssertionError("no cell 15.8, l.i1 in " + json);
    }

    @Test
    void theShownRatioIsGreenTheExactOneGreyAndJsonCarriesBoth() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/insert-benchmark-pg12-17").exitCode()).isZero();

        JsonNode shown = cachedL1(cli);
        assertThat(shown.get("shown").asText()).isEqualTo("1.05");
        assertThat(shown.get("ratioExact").asDouble()).isEqualTo(240733.0 / 230000.0);
        assertThat(shown.get("color").asText()).isEqualTo("green");

        JsonNode exact = cachedL1(cli, "--colour-by", "exact");
        assertThat(exact.get("shown").asText()).isEqualTo("1.05");
        assertThat(exact.get("color").asText()).isEqualTo("grey");

        Cli.Result html = cli.run("compare", "--rows", "version", "--where", "workload=cached", "--format", "html");
        Element cell = Jsoup.parse(html.out()).select("tr:has(th:containsOwn(15.8)) td").get(1);
        assertThat(cell.attr("title")).startsWith("15.8 · l.i1\nvalue: 240733 (base 230000)\nratio: 1.04667, shown 1.05\n");
        assertThat(cell.hasClass("green")).isTrue();
    }

    /**
     * What the Insert Benchmark's own tputr.tab colours: a shown ratio strictly beyond 0.95 or 1.05, so
     * 0.9452 (shown 0.95) and 1.0543 (shown 1.05) stay plain; at two decimals that is the shown rule with
     * thresholds 0.94 and 1.06. The exact ratio would colour 1.0543 (hack10, 17beta1 qr100).
     */
    @ParameterizedTest
    @CsvSource({"sample-data/insert-benchmark-pg12-17/ib.c2d32.pg12-17.cached, workload=cached",
            "sample-data/insert-benchmark-pg12-17/ib.c2d32.pg12-17.iobound, workload=io-bound",
            "fixture:24_06_10.ib.mem.dell32.pg.hack10, report=24_06_10.ib.mem.dell32.pg.hack10",
            "fixture:23_09_18.c2.ib.pg160.8u.1tno.cached.a27, report=23_09_18.c2.ib.pg160.8u.1tno.cached.a27"})
    void everyColourOfTheReportsTputrIsTheShownRuleStrictlyBeyondItsThresholds(String source, String where)
            throws IOException {
        Path report = source.startsWith("fixture:") ? Fixtures.path("ibench/" + source.substring(8)) : Path.of(source);
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", report.toString()).exitCode()).isZero();

        Cli.Result result = cli.run("compare", "--rows", "dbms", "--where", where, "--red", "0.94", "--green", "1.06",
                "--format", "json");
        assertThat(result.exitCode()).as(result.err()).isZero();
        JsonNode rows = new ObjectMapper().readTree(result.out()).get("rows");

        List<Element> reportRows = Jsoup.parse(report.resolve("tputr.tab").toFile(), "UTF-8").select("tr:has(td)");
        assertThat(rows).hasSize(reportRows.size());
        int coloured = 0;
        for (int r = 0; r < reportRows.size(); r++) {
            List<Element> cells = reportRows.get(r).select("> td");
            for (int c = 1; c < cells.size(); c++) {
                String expected = switch (cells.get(c).id()) {
                    case "chi" -> "green";
                    case "clo" -> "red";
                    default -> "grey";
                };
                coloured += expected.equals("grey") ? 0 : 1;
                assertThat(rows.get(r).get("cells").get(c - 1).get("color").asText())
                        .as("%s %s", cells.get(0).text(), c).isEqualTo(expected);
            }
        }
        assertThat(coloured).isPositive();
    }
}
