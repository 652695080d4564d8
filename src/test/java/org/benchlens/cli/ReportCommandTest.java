package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.Fixtures;

/** {@code benchlens report}: what the page holds, its size, and the command in it that writes it again. */
class ReportCommandTest {

    @TempDir
    Path folder;

    @Test
    void theWholeSampleDataMakesAReportUnderTwoMegabytesWithTheRefusalsItPrinted() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data").exitCode()).isZero();
        Path page = folder.resolve("all.html");

        // every run of the sample in one table: one row per instance, pooling what else differs
        List<String> pooled = List.of("dbms", "vus", "scenario", "deployment", "version", "workload", "rows",
                "format", "batch_size", "index_only", "pct_update", "prepared", "run_duration", "tab_rows", "table",
                "duration");
        List<String> arguments = new ArrayList<>(List.of("report", "--rows", "instance"));
        pooled.forEach(attribute -> arguments.addAll(List.of("--pool", attribute)));
        arguments.addAll(List.of("--chart", "sweep", "--chart", "bars", "--chart", "latency", "--chart", "timeline",
                "--lines", "deployment", "-o", page.toString()));
        Cli.Result written = cli.run(arguments.toArray(String[]::new));

        assertThat(written.exitCode()).as(written.err()).isZero();
        assertThat(Files.size(page)).isLessThan(2_000_000);
        Document document = Jsoup.parse(page.toFile(), "UTF-8");
        assertThat(document.select("table.runs tbody tr")).hasSize(457);
        // the bars pool as the table does; latency draws the one run that keeps histograms, hyperfine's, a line a
        // command; sweep and timeline cannot draw every run at once
        assertThat(document.select("figure.chart svg")).hasSize(2);
        assertThat(document.select("figure.chart svg").get(1).select("text").eachText()).contains("Latency by percentile",
                "./sqlite-lines.sh", "./duck.sh");
        assertThat(document.select("figure.chart svg text").eachText()).contains("pooled over batch_size, dbms, deployment, "
                + "duration, format, index_only, pct_update, prepared, rows, run_duration, scenario, tab_rows, table, version, vus, "
                + "workload");
        // the ClickBench sample's machine is a row of its own: ClickHouse's concurrency test is a throughput
        assertThat(document.select("#relative tbody tr")).hasSize(12);
        // each refusal as the command printed it
        List<String> refusals = document.select(".refusal").eachText();
        assertThat(refusals).hasSize(2);
        for (String refusal : refusals) {
            assertThat(written.out()).contains(refusal + "\n");
        }
        assertThat(document.select("dl.what").text()).contains("457 runs: every run in the store",
                "throughput per step, one row per instance", "combined by their mean", "red: ratio ≤ 0.95",
                "green: ≥ 1.05");
        assertThat(document.select("footer code").text()).isEqualTo("benchlens report --rows instance "
                + pooled.stream().sorted().map(a -> "--pool " + a + " ").collect(Collectors.joining())
                + "--chart sweep --chart bars --chart latency --chart timeline --lines deployment -o all.html");
        assertThat(written.out()).endsWith("wrote " + page + " (12 rows, 2 charts, 457 runs)\n");
    }

    @Test
    void theCommandInTheReportWritesTheSameTableAgain() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/ybio-aurora").exitCode()).isZero();
        Path first = folder.resolve("first.html");
        Cli.Result written = cli.run("report", "--rows", "instance", "--cols", "batch_size", "--step", "runit",
                "--where", "format=ybio", "--aggregate", "sum", "--metric", "riops", "--show", "both", "--red", "0.9",
                "--base", "db.r6g.xlarge", "-o", first.toString());
        assertThat(written.exitCode()).as(written.err()).isZero();
        Document page = Jsoup.parse(first.toFile(), "UTF-8");
        String command = page.select("footer code").text();
        assertThat(command).isEqualTo("benchlens report --where format=ybio --rows instance --cols batch_size "
                + "--metric riops --step runit --base db.r6g.xlarge --aggregate sum --show both --red 0.9 -o first.html");

        List<String> words = shellWords(command);
        Path second = folder.resolve("second.html");
        words.set(words.size() - 1, second.toString());
        Cli.Result again = cli.run(words.subList(1, words.size()).toArray(String[]::new));

        assertThat(again.exitCode()).as(again.err()).isZero();
        Document rebuilt = Jsoup.parse(second.toFile(), "UTF-8");
        assertThat(rebuilt.select("#relative").outerHtml()).isEqualTo(page.select("#relative").outerHtml());
        assertThat(rebuilt.select("figure.chart").outerHtml()).isEqualTo(page.select("figure.chart").outerHtml());
        assertThat(page.select("#relative tbody tr.base th").text()).isEqualTo("db.r6g.xlarge");
    }

    @Test
    void latencyAndTimelineChartsCarryATipOnEveryPoint() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", Fixtures.path("k6/12_xk6-dashboard_2023_out-json_ndjson.json").toString())
                .exitCode()).isZero();
        Path page = folder.resolve("k6.html");

        Cli.Result written = cli.run("report", "--rows", "scenario", "--chart", "latency", "--chart", "timeline",
                "-o", page.toString());

        assertThat(written.exitCode()).as(written.err()).isZero();
        Document document = Jsoup.parse(page.toFile(), "UTF-8");
        assertThat(document.select("figure.chart svg")).hasSize(2);
        List<String> latency = document.select("#chart-1 .pt").eachAttr("data-tip");
        assertThat(latency).isNotEmpty().allMatch(tip -> tip.matches("contacts: p[0-9.]+, latency \\(ms\\) [0-9.]+"));
        List<String> timeline = document.select("#chart-2 .pt").eachAttr("data-tip");
        assertThat(timeline).isNotEmpty().allMatch(tip -> tip.matches("contacts: elapsed time \\(s\\) [0-9]+, .+ [0-9.]+"));
        assertThat(document.select("#chart-1, #chart-2").eachAttr("viewBox")).containsOnly("0.0 0.0 1200.0 700.0");
    }

    @Test
    void aCellWithRepeatsShowsItsStatisticsOnHover() throws IOException {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "docs/examples/repeats.md").exitCode()).isZero();
        Path page = folder.resolve("repeats.html");

        Cli.Result written = cli.run("report", "--rows", "build", "--chart", "none", "-o", page.toString());

        assertThat(written.exitCode()).as(written.err()).isZero();
        Document document = Jsoup.parse(page.toFile(), "UTF-8");
        var fast = document.select("#relative tbody tr").get(1).select("td").first();
        // the figures RepeatsCompareTest holds to numpy and SciPy, as the Compare window's tooltip words them
        assertThat(fast.attr("data-tip")).startsWith("fast · total\nvalue: 1070.55 (base ")
                .contains("\nn = 6\nmean 1070.55, median 1070.8\nstddev 9.325, ",
                        "\n95 % CI of the mean 1060.76 .. 1080.34\np = 0.00216: significant\nruns: ");
        assertThat(fast.text()).isEqualTo("1.07 ±0.01");
        assertThat(document.select("dl.what").text()).contains("a two-sided Mann-Whitney U test");
        assertThat(document.select("footer code").text()).isEqualTo("benchlens report --rows build --chart none -o repeats.html");
    }

    /** Splits a POSIX shell command line of plain and single-quoted words. */
    private static List<String> shellWords(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == '\\' && !quoted) {
                word.append(line.charAt(++i));
            } else if (c == ' ' && !quoted) {
                if (any) {
                    words.add(word.toString());
                }
                word.setLength(0);
                any = false;
            } else {
                word.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(word.toString());
        }
        return words;
    }
}
