package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33 with real runs: the YBIO Aurora sample (instance on every run) and a local YBIO dump imported
 * with a version but no instance, filtered to batch_size=10: 8 Aurora sessions and 1 local job. The table
 * never holds fewer runs than its scope line says (decision 0150).
 */
class RowlessRunsCompareTest {

    private static final String LOCAL = "../shared/fixtures/ybio/EXAMPLE_constructed_1_psql_aligned_report.txt";

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importAuroraAndALocalRun() {
        cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/ybio-aurora").exitCode()).isZero();
        assertThat(cli.run("import", "--attr", "version=15", LOCAL).exitCode()).isZero();
    }

    private Cli.Result compare(String rows, String... more) {
        List<String> args = new ArrayList<>(List.of("compare", "--where", "format=ybio",
                "--where", "batch_size=10", "--rows", rows));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    @Test
    void theLocalRunWithoutInstanceIsARowOfItsOwnAndTheScopeLineCountsIt() {
        Cli.Result table = compare("instance");

        assertThat(table.exitCode()).isZero();
        // the local job's 24486 rows/s against the r5's four sessions averaged, 2580.55
        assertThat(table.out()).containsPattern("\\(no instance\\) +9\\.49\n");
        assertThat(table.out()).contains("db.r6g.xlarge   1.09");
        assertThat(table.out()).contains("runs: 9 runs with format=ybio, batch_size=10;"
                + " 1 without instance in the row (no instance)\n");
        assertThat(table.out()).doesNotContain("every run");
    }

    @Test
    void runsThatCannotShareTheRowWithoutAnAttributeAreNamedAsLeftOut() {
        Cli.Result table = compare("version");

        assertThat(table.out()).contains("     15   1.00\n");
        assertThat(table.out()).doesNotContain("(no version)").doesNotContain("every run");
        assertThat(table.out()).contains("runs: 9 runs with format=ybio, batch_size=10; left out:"
                + " runs 1, 2, 3, 4, 11, 12, 13, 14 (no version, and they differ in instance)\n");
    }

    @Test
    void jsonNamesTheRowWithoutTheAttributeAndTheRunsLeftOut() throws Exception {
        JsonNode byInstance = new ObjectMapper().readTree(compare("instance", "--format", "json").out());
        JsonNode last = byInstance.get("rows").get(2);
        assertThat(last.get("name").asText()).isEqualTo("(no instance)");
        assertThat(last.get("withoutAttribute").asBoolean()).isTrue();
        assertThat(last.get("runs").toString()).isEqualTo("[27]");
        assertThat(last.get("cells").get(0).get("shown").asText()).isEqualTo("9.49");
        assertThat(byInstance.get("leftOut")).isEmpty();
        assertThat(byInstance.get("scope").asText()).startsWith("9 runs with format=ybio, batch_size=10;");

        JsonNode byVersion = new ObjectMapper().readTree(compare("version", "--format", "json").out());
        assertThat(byVersion.get("leftOut").toString()).isEqualTo("[{\"reason\":\"no version, and they differ in"
                + " instance\",\"runs\":[1,2,3,4,11,12,13,14]}]");
    }

    @Test
    void csvNamesItsRunsAndTheRunsItLacksInItsFirstLine() {
        Cli.Result byInstance = compare("instance", "--format", "csv");
        // CSV lines end with CRLF, as RFC 4180 has them; the ratios keep every digit (decision 0146)
        assertThat(byInstance.out()).isEqualTo("# runs: 9 runs with format=ybio, batch_size=10; 1 without instance in"
                + " the row (no instance)\r\ninstance,runit ratio\r\ndb.r5.xlarge,1\r\ndb.r6g.xlarge,1.0856302984452735\r\n"
                + "(no instance),9.488617431238438\r\n");
        assertThat(byInstance.err()).isEmpty();

        Cli.Result byVersion = compare("version", "--format", "csv");
        assertThat(byVersion.out()).isEqualTo("# runs: 9 runs with format=ybio, batch_size=10; left out: runs 1, 2, 3,"
                + " 4, 11, 12, 13, 14 (no version, and they differ in instance)\r\nversion,runit ratio\r\n15,1\r\n");
        assertThat(byVersion.err()).isEmpty();
    }

    @Test
    void markdownHtmlAndTheReportSayIt() throws Exception {
        assertThat(compare("instance", "--format", "md").out()).contains("| (no instance) | 9.49 |")
                .contains("runs: 9 runs with format=ybio, batch_size=10; 1 without instance in the row (no instance)");
        assertThat(compare("version", "--format", "html").out())
                .contains("<p>Runs: 9 runs with format=ybio, batch_size=10; left out: runs 1, 2, 3, 4, 11, 12, 13, 14"
                        + " (no version, and they differ in instance)</p>");

        Path report = folder.resolve("report.html");
        assertThat(cli.run("report", "--where", "format=ybio", "--where", "batch_size=10", "--rows", "version",
                "--chart", "none", "-o", report.toString()).exitCode()).isZero();
        assertThat(Files.readString(report)).contains("9 runs: every run with format=ybio, batch_size=10; in the"
                + " table: left out: runs 1, 2, 3, 4, 11, 12, 13, 14 (no version, and they differ in instance)");
    }
}
