package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.RealWorld;

/**
 * ClickBench results compare query by query: DuckDB on one machine four years apart on their hot runs, and
 * CrateDB against DuckDB on their cold runs, where a query with a failed try is marked, not given a speed.
 */
class ClickBenchCompareTest {

    @TempDir
    Path folder;

    private Cli importing(String... files) {
        Cli cli = new Cli(folder.resolve("store"));
        Stream<String> paths = Arrays.stream(files).map(file -> RealWorld.path("clickbench/" + file).toString());
        String[] arguments = Stream.concat(Stream.of("import"), paths).toArray(String[]::new);
        Cli.Result imported = cli.run(arguments);
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        return cli;
    }

    /** The cells of a row of a CSV comparison, after the row's name. */
    private static List<String> cells(Cli.Result compared, String row) {
        assertThat(compared.exitCode()).as(compared.err()).isZero();
        String line = compared.out().lines().filter(l -> l.startsWith(row + ",")).findFirst().orElseThrow();
        return List.of(line.substring(row.length() + 1).split(",", -1));
    }

    @Test
    void twoDuckDbVersionsCompareQueryByQueryOnTheirHotRuns() {
        Cli cli = importing("duckdb_20220701_c6a.4xlarge.json", "duckdb_20260511_c6a.4xlarge.json");

        Cli.Result hot = cli.run("compare", "--rows", "date", "--cols", "step", "--metric", "time.hot",
                "--test", "none", "--format", "csv");

        assertThat(hot.out().lines().skip(1).findFirst().orElseThrow())
                .startsWith("date,Q0 ratio,Q1 ratio,Q2 ratio,").endsWith(",Q41 ratio,Q42 ratio");
        List<String> newer = cells(hot, "2026-05-11");
        assertThat(newer).hasSize(43);
        // Q3: best of 0.071 and 0.07 s in 2022, of 0.086 and 0.086 s in 2026
        assertThat(newer.get(3)).isEqualTo("1.2285714285714284");
        // Q9: 8.942 s, then 0.612 s
        assertThat(newer.get(9)).isEqualTo("0.06844106463878327");
        assertThat(newer.get(42)).isEqualTo("1.5599999999999998");
        // Q16 failed every try in 2022: no time to divide by
        assertThat(newer.get(16)).isEmpty();
        assertThat(cells(hot, "2022-07-01").get(16)).isEmpty();
    }

    @Test
    void aQueryWithAFailedTryIsMarkedFailedNotFaster() {
        Cli cli = importing("duckdb_20260511_c6a.4xlarge.json", "cratedb_20250228_c6a.4xlarge-tuned.json");

        Cli.Result cold = cli.run("compare", "--rows", "dbms", "--base", "DuckDB", "--cols", "step", "--metric",
                "time.cold", "--show", "both", "--test", "none");

        assertThat(cold.exitCode()).as(cold.err()).isZero();
        String crate = cold.out().lines().filter(l -> l.startsWith("CrateDB (tuned)")).findFirst().orElseThrow();
        // Q3: 0.448 s against DuckDB's 0.214 s; Q4 ran cold in 17.549 s (DuckDB: 0.466 s) but failed its second try
        assertThat(crate).contains("0.448 (2.09)", "17.549 (37.66) ✗ 33.33 % failed");
    }

    @Test
    void aFasterQueryIsGreenAndASlowerOneRedSinceLowerTimesAreBetter() throws Exception {
        Cli cli = importing("duckdb_20220701_c6a.4xlarge.json", "duckdb_20260511_c6a.4xlarge.json");

        Cli.Result hot = cli.run("compare", "--rows", "date", "--base", "2022-07-01", "--cols", "step", "--metric",
                "time.hot", "--test", "none", "--format", "json");
        assertThat(hot.exitCode()).as(hot.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(hot.out());
        JsonNode newer = json.get("rows").get(1).get("cells");
        // Q9 took 0.612 s where it took 8.942 s: 0.07 of the time, four years better
        assertThat(newer.get(9).get("shown").asText()).isEqualTo("0.07");
        assertThat(newer.get(9).get("color").asText()).isEqualTo("green");
        // Q3 took 0.086 s where it took 0.07 s
        assertThat(newer.get(3).get("shown").asText()).isEqualTo("1.23");
        assertThat(newer.get(3).get("color").asText()).isEqualTo("red");
        assertThat(json.get("rule").get("lowerIsBetter")).hasSize(43);

        Cli.Result text = cli.run("compare", "--rows", "date", "--base", "2022-07-01", "--cols", "step", "--metric",
                "time.hot", "--test", "none");
        assertThat(text.out()).contains("red: ratio >= 1.05, green: <= 0.95, grey between (lower time.hot is better)");
    }

    @Test
    void theSampleDatasTwoSystemsCompareAsTheReadmeShows() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/clickbench-c6a.4xlarge").exitCode()).isZero();

        Cli.Result hot = cli.run("compare", "--rows", "dbms", "--cols", "step", "--metric", "time.hot", "--base",
                "ClickHouse");

        assertThat(hot.exitCode()).as(hot.err()).isZero();
        assertThat(hot.out().lines()).contains("time.hot by dbms and step, relative to ClickHouse",
                "runs: every run in the store",
                "red: ratio >= 1.05, green: <= 0.95, grey between (lower time.hot is better)");
        assertThat(hot.out().lines().filter(l -> l.startsWith("DuckDB")).findFirst().orElseThrow())
                .startsWith("DuckDB      18.00  41.00  3.22  3.07  1.55  0.97  3.33  4.22  0.94  1.27  1.03  1.17  1.05"
                        + "  1.41");
    }
}
