package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.Fixtures;
import org.benchlens.testing.RealWorld;

/**
 * A MyRocks report of 2021 (old step set, rows without {@code </tr>}) names each DBMS with its
 * database size in front in tput.tab ({@code 20m.fbmy5635.cy9c}) and without it in iput.tab: one
 * run each. Its grey cells (the DBMS missed its insert target) stay flagged in compare and charts.
 * A page of 2023 does the opposite (prefixed metrics, plain summary tables): its runs keep the names
 * of its own tput and tputr tables.
 */
class IbenchRealWorldTest {

    private static final String REPORT = "ibench/21_11_30_report.x.20m.fbmy.etldirs";
    private static final String PREFIXED_METRICS_PAGE =
            "ibench/23_09_18.c2.ib.pg160.8u.1tno.cached.a27/constructed_all-excerpt.html";

    @TempDir
    Path folder;

    @Test
    void prefixedAndPlainNamesAreOneRunAndGreyCellsAreMarked() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", RealWorld.path(REPORT).toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("imported 2 runs as ibench")
                .contains("20m.fbmy5635.cy9c and fbmy5635.cy9c are taken as one DBMS, 20m.fbmy5635.cy9c");

        Cli.Result table = cli.run("compare", "--rows", "dbms", "--show", "value");
        assertThat(table.exitCode()).as(table.err()).isZero();
        assertThat(table.out().lines().limit(4)).containsExactly(
                "throughput by dbms and step, absolute values",
                "dbms                 l.i0     l.x   l.i1  q100.1         q500.1         q1000.1",
                "-----------------  ------  ------  -----  -------------  -------------  -------------",
                "20m.fbmy5635.cy9c  108696  110440  42017  4974 (ignore)  4951 (ignore)  4917 (ignore)");
        assertThat(table.out()).contains("20m.fbmy8020.cy9c   77519  103077  32733  4503 (ignore)  4478 (ignore)  4435 (ignore)")
                .contains("(ignore) = the source report greys the value: ignore it (the DBMS missed its insert target there)");

        JsonNode rates = new ObjectMapper().readTree(cli.run("compare", "--rows", "dbms", "--metric", "insert.rate",
                "--format", "json").out());
        assertThat(rates.get("rows")).hasSize(2);
        assertThat(rates.get("rows").get(1).get("cells").get(2).get("value").asDouble()).isEqualTo(999.0);

        JsonNode json = new ObjectMapper().readTree(cli.run("compare", "--rows", "dbms", "--format", "json").out());
        JsonNode base = json.get("rows").get(0).get("cells");
        assertThat(base.get(0).has("ignored")).as("l.i0 is not grey").isFalse();
        assertThat(base.get(3).get("ignored").asBoolean()).as("q100.1 is grey").isTrue();
    }

    @Test
    void aPageWhoseMetricsPrefixTheNamesKeepsTheNamesOfItsOwnTputrTable() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", RealWorld.path(PREFIXED_METRICS_PAGE).toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("imported 8 runs as ibench")
                .contains("160m.pg160_o3_native_lto.cx7a27_gcp_c2s30 and pg160_o3_native_lto.cx7a27_gcp_c2s30 are"
                        + " taken as one DBMS, pg160_o3_native_lto.cx7a27_gcp_c2s30");

        Cli.Result table = cli.run("compare", "--rows", "dbms", "--metric", "throughput.relative", "--show", "value");
        assertThat(table.exitCode()).as(table.err()).isZero();
        List<String> tputr = rowNames(Fixtures.path("ibench/23_09_18.c2.ib.pg160.8u.1tno.cached.a27/tputr.tab"));
        assertThat(tputr).hasSize(8);
        List<String> rows = table.out().lines().skip(3).limit(8).toList();
        assertThat(rows).extracting(row -> row.split("\\s+")[0]).containsExactlyElementsOf(tputr);
        assertThat(rows.get(7).split("\\s+")).containsExactly(
                "pg160_o3_native_lto.cx7a27_gcp_c2s30", "0.98", "0.95", "0.93", "1", "1.01", "1");
    }

    /** The DBMS names of a report's own summary table, in its order. */
    private static List<String> rowNames(Path tab) throws IOException {
        return Arrays.stream(Files.readString(tab).split("<tr><td>")).skip(1)
                .map(row -> row.substring(0, row.indexOf('<'))).toList();
    }

    @Test
    void aBarChartFadesTheGreyValuesAndSaysWhy() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", RealWorld.path(REPORT).toString()).exitCode()).isZero();
        Path svg = folder.resolve("bars.svg");

        Cli.Result chart = cli.run("chart", "bars", "--rows", "dbms", "--out", svg.toString());

        assertThat(chart.exitCode()).as(chart.err()).isZero();
        String text = Files.readString(svg);
        assertThat(text).contains("faded bars: values the source report greys, to be ignored");
        assertThat(text.split("opacity:0\\.31", -1)).as("the six grey values of q100.1, q500.1, q1000.1, faded")
                .hasSize(6 + 1);
    }
}
