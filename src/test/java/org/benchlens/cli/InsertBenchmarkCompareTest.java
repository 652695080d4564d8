package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.benchlens.testing.Fixtures;

/** {@code compare --rows dbms --cols step} on an Insert Benchmark report reproduces its tputr.tab. */
class InsertBenchmarkCompareTest {

    @TempDir
    Path folder;

    @ParameterizedTest
    @ValueSource(strings = {"24_06_10.ib.mem.dell32.pg.hack10", "23_09_18.c2.ib.pg160.8u.1tno.cached.a27"})
    void everyCellOfTheRelativeTableIsReproduced(String report) throws IOException {
        Path reportFolder = Fixtures.path("ibench/" + report);
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", reportFolder.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        Cli.Result compared = cli.run("compare", "--rows", "dbms", "--cols", "step", "--where", "report=" + report,
                "--format", "json");
        assertThat(compared.exitCode()).as(compared.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(compared.out());

        List<List<String>> expected = tableCells(reportFolder.resolve("tputr.tab"));
        List<String> header = expected.get(0);
        assertThat(json.get("columns")).extracting(JsonNode::asText).containsExactlyElementsOf(header.subList(1, header.size()));
        assertThat(json.get("rows")).hasSize(expected.size() - 1);
        for (int r = 1; r < expected.size(); r++) {
            JsonNode row = json.get("rows").get(r - 1);
            assertThat(row.get("name").asText()).isEqualTo(expected.get(r).get(0));
            for (int c = 1; c < header.size(); c++) {
                assertThat(row.get("cells").get(c - 1).get("shown").asText())
                        .as("%s %s", expected.get(r).get(0), header.get(c))
                        .isEqualTo(expected.get(r).get(c));
            }
        }
        assertThat(json.get("base").asText()).isEqualTo(expected.get(1).get(0));
    }

    /** The tputr.tab of Postgres 12 to 17 (cached) with how far each version is from 12.19, in inserts/s. */
    @org.junit.jupiter.api.Test
    void differenceShowsTheRatioAndHowFarTheValueIsFromTheBase() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/insert-benchmark-pg12-17").exitCode()).isZero();

        Cli.Result table = cli.run("compare", "--rows", "version", "--where", "workload=cached", "--cols", "step",
                "--show", "difference", "--test", "none");
        assertThat(table.exitCode()).as(table.err()).isZero();
        assertThat(table.out().lines().filter(line -> line.startsWith("12.19 ") || line.startsWith("17beta3 ")))
                .containsExactly("12.19    1.00 (0)       1.00 (0)       1.00 (0)      1.00 (0)      1.00 (0)     1.00 (0)"
                                + "      1.00 (0)     1.00 (0)      1.00 (0)",
                        // the sample's 17beta3 against 12.19: l.i0 980,000 against 1,000,000 inserts/s, l.i1 250,700
                        // against 230,000, l.i2 40,480 against 44,000
                        "17beta3  0.98 (-20000)  1.09 (+20700)  0.92 (-3520)  1.04 (+4400)  0.98 (-920)  1.05 (+5400)"
                                + "  0.98 (-910)  1.08 (+8480)  0.98 (-900)");

        Cli.Result csv = cli.run("compare", "--rows", "version", "--where", "workload=cached", "--cols", "step",
                "--show", "difference", "--test", "none", "--format", "csv");
        assertThat(csv.out().lines().skip(1).findFirst().orElseThrow()).startsWith("version,l.i0 ratio,l.i0 difference,");
        assertThat(csv.out().lines().filter(line -> line.startsWith("17beta3,"))).singleElement().asString()
                .startsWith("17beta3,0.98,-20000,");

        Cli.Result unknown = cli.run("compare", "--rows", "version", "--show", "delta");
        assertThat(unknown.err()).contains("unknown cell content 'delta'; expected ratio, value, both or difference");
    }

    @org.junit.jupiter.api.Test
    void insertRatesStandBesideTheirTarget() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/insert-benchmark-pg12-17").exitCode()).isZero();

        Cli.Result rates = cli.run("compare", "--rows", "version", "--where", "workload=io-bound", "--insert-rates");

        assertThat(rates.exitCode()).as(rates.err()).isZero();
        assertThat(rates.out().lines().limit(5)).containsExactly(
                "background inserts/s by version and step, against their target",
                "version  qr100  qp100  qr500  qp500  qr1000  qp1000",
                "-------  -----  -----  -----  -----  ------  ------",
                "target     800    800   4000   4000    8000    8000",
                "12.19      794    794   3972   3972    7944    7944");
        assertThat(rates.out().lines().count()).isEqualTo(4 + 13 + 1);
        // iput.tab: all 13 versions sustained 794, 3972 and 7944 inserts/s against targets of 800, 4000 and 8000
        assertThat(rates.out().lines().skip(4).limit(13).toList()).allSatisfy(row ->
                assertThat(row).matches("\\S+ +794 +794 +3972 +3972 +7944 +7944"));
        assertThat(rates.out()).endsWith("Every row sustained its target insert rates (none under 95 % of the target).\n");

        Cli.Result none = cli.run("compare", "--rows", "version", "--where", "workload=io-bound", "--metric", "riops",
                "--insert-rates", "--per-dollar-hour");
        assertThat(none.exitCode()).isNotZero();
        assertThat(none.err()).contains("--insert-rates and --per-dollar-hour are two different tables; choose one");
    }

    /** The header and data cells of a report table, read with jsoup independently of the importer. */
    private static List<List<String>> tableCells(Path tab) throws IOException {
        Document document = Jsoup.parse(tab.toFile(), "UTF-8");
        List<List<String>> rows = new ArrayList<>();
        for (Element tr : document.select("table tr")) {
            List<String> cells = tr.select("> th, > td").eachText();
            if (!cells.isEmpty()) {
                rows.add(cells);
            }
        }
        return rows;
    }
}
