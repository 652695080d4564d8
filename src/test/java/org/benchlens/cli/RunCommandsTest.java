package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/** runs, show, tag, attr, delete and compare on a store filled through the store itself. */
class RunCommandsTest {

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void fill() {
        Path storeFile = folder.resolve("store");
        try (Store store = Store.open(StoreLocation.file(storeFile))) {
            store.transaction(session -> {
                session.saveInput(new RunDraft("table", "GETSingle on m5a.large").attribute("instance", "m5a.large")
                        .attribute("vus", "10").measure("total", "throughput", 2551.265784, "1/s")
                        .measure("total", "latency.p95", 6.67, "ms"), "sweep.txt", "h1");
                session.saveInput(new RunDraft("table", "GETSingle on m5a.large").attribute("instance", "m5a.large")
                        .attribute("vus", "50").measure("total", "throughput", 2577.743879, "1/s"), "sweep.txt", "h1");
                session.saveInput(new RunDraft("table", "GETSingle on m5a.xlarge").attribute("instance", "m5a.xlarge")
                        .attribute("vus", "10").measure("total", "throughput", 4437.1, "1/s"), "sweep.txt", "h1");
                session.saveInput(new RunDraft("table", "GETSingle on m5a.xlarge").attribute("instance", "m5a.xlarge")
                        .attribute("vus", "50").measure("total", "throughput", 2400, "1/s"), "sweep.txt", "h1");
                return null;
            });
        }
        cli = new Cli(storeFile);
    }

    @Test
    void runsListsAndFiltersAsTableCsvAndJson() throws Exception {
        Cli.Result table = cli.run("runs", "--where", "instance=m5a.xlarge");
        assertThat(table.exitCode()).isZero();
        assertThat(table.out()).contains("GETSingle on m5a.xlarge", "instance=m5a.xlarge vus=10", "2 runs")
                .doesNotContain("m5a.large ");

        Cli.Result csv = cli.run("runs", "--format", "csv", "--where", "vus=50");
        assertThat(csv.out().lines().toList()).hasSize(3)
                .first().isEqualTo("id,format,name,started,attributes,tags,source");

        JsonNode json = new ObjectMapper().readTree(cli.run("runs", "--format", "json").out());
        assertThat(json).hasSize(4);
        assertThat(json.get(0).get("id").asLong()).isEqualTo(1);
        assertThat(json.get(0).get("attributes").get("vus").asText()).isEqualTo("10");
        assertThat(json.get(0).get("sha256").asText()).isEqualTo("h1");
    }

    @Test
    void showGivesEveryMeasurement() throws Exception {
        Cli.Result shown = cli.run("show", "1");
        assertThat(shown.out()).contains("run 1: GETSingle on m5a.large", "instance = m5a.large")
                .containsPattern("total +throughput +2551\\.27 +1/s")
                .containsPattern("total +latency\\.p95 +6\\.67 +ms");

        JsonNode json = new ObjectMapper().readTree(cli.run("show", "1", "--format", "json").out());
        assertThat(json.get("measurements").get(0).get("value").asDouble()).isEqualTo(2551.265784);

        Cli.Result missing = cli.run("show", "99");
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.err()).isEqualTo("benchlens: no run 99 in the store\n");
    }

    @Test
    void compareByInstanceAndVusAgainstAChosenBase() throws Exception {
        Cli.Result compared = cli.run("compare", "--rows", "instance", "--cols", "vus", "--base", "m5a.large",
                "--format", "json");
        assertThat(compared.exitCode()).as(compared.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(compared.out());
        assertThat(json.get("columns").toString()).isEqualTo("[\"10\",\"50\"]");
        JsonNode xlarge = json.get("rows").get(1);
        assertThat(xlarge.get("name").asText()).isEqualTo("m5a.xlarge");
        assertThat(xlarge.get("cells").get(0).get("shown").asText()).isEqualTo("1.74");
        assertThat(xlarge.get("cells").get(0).get("color").asText()).isEqualTo("green");
        assertThat(xlarge.get("cells").get(1).get("shown").asText()).isEqualTo("0.93");
        assertThat(xlarge.get("cells").get(1).get("color").asText()).isEqualTo("red");

        Path html = folder.resolve("table.html");
        Cli.Result written = cli.run("compare", "--rows", "instance", "--cols", "vus", "--format", "html",
                "-o", html.toString());
        assertThat(written.out()).isEqualTo("wrote " + html + "\n");
        assertThat(html).content().contains("<td class=\"num green\"");

        Cli.Result nothing = cli.run("compare", "--rows", "dbms");
        assertThat(nothing.exitCode()).isEqualTo(1);
        assertThat(nothing.out()).contains("no run has the attribute 'dbms'");
    }

    @Test
    void tagAttrAndDeleteChangeOnlyTheNamedRuns() {
        assertThat(cli.run("tag", "1", "2", "--add", "published").exitCode()).isZero();
        assertThat(cli.run("attr", "3", "--set", "price_per_hour=0.172", "--unset", "vus").exitCode()).isZero();
        assertThat(cli.run("runs", "--where", "tag=published").out()).contains("2 runs");
        assertThat(cli.run("show", "3").out()).contains("price_per_hour = 0.172").doesNotContain("vus =");

        Cli.Result unknown = cli.run("delete", "2", "42");
        assertThat(unknown.exitCode()).isEqualTo(1);
        assertThat(unknown.err()).isEqualTo("benchlens: no run 42 in the store; nothing changed\n");
        assertThat(cli.run("runs").out()).contains("4 runs");

        Cli.Result deleted = cli.run("delete", "2", "--yes");
        assertThat(deleted.out()).isEqualTo("deleted run 2: GETSingle on m5a.large\n");
        assertThat(cli.run("runs").out()).contains("3 runs");
    }

    @Test
    void badArgumentsAreSentencesNotStackTraces() {
        Cli.Result result = cli.run("runs", "--where", "instance");
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).isEqualTo("benchlens: --where: 'instance' has no '=' (write key=value)\n");
        assertThat(cli.run("runs", "--format", "xml").err())
                .isEqualTo("benchlens: unknown format 'xml'; expected table, csv, md, html or json\n");
    }
}
