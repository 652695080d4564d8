package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.charts.ChartFiles;
import org.benchlens.testing.Fixtures;

/** {@code chart bars|latency|timeline} from the command line, on the samples and a k6 NDJSON fixture. */
class ChartKindsCommandTest {

    @TempDir
    Path folder;

    @Test
    void barsOfTheInsertBenchmarkRelativeToTheBase() throws Exception {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", Path.of("sample-data", "insert-benchmark-pg12-17").toString()).exitCode()).isZero();
        Path svg = folder.resolve("ib.svg");

        Cli.Result result = cli.run("chart", "bars", "--rows", "version", "--where", "workload=cached", "--relative",
                "--base", "16.4", "--out", svg.toString());

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(ChartFiles.svgTexts(svg)).contains("Throughput relative to version=16.4 by step and version", "l.i0",
                "qp1000", "12.19", "17beta3", "throughput / version=16.4");
    }

    @Test
    void barsWithoutRowsSayWhyNoAttributeDraws() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", Path.of("sample-data", "ybio-aurora").toString()).exitCode()).isZero();

        Cli.Result result = cli.run("chart", "bars", "--out", folder.resolve("bars.png").toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).isEqualTo("benchlens: no attribute draws the bars by itself (--rows chooses one); by "
                + "instance, the first that varies: the runs of instance=db.r5.xlarge, step runit differ in format "
                + "(ybio, ybio-notice): narrow to one (--where format=ybio), split by it (--cols format or --rows "
                + "format), or pool them on purpose (--pool format)\n");
    }

    @Test
    void barsWithoutRowsOrMetricOpenAsTheChartWindowDoes() throws Exception {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", Path.of("sample-data", "clickbench-c6a.4xlarge").toString()).exitCode()).isZero();
        Path svg = folder.resolve("clickbench.svg");

        Cli.Result result = cli.run("chart", "bars", "--out", svg.toString());

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).startsWith("note: time.hot, what the most runs measured (--metric chooses another)\n"
                + "note: bars by dbms (--rows and --cols choose others)\n");
        assertThat(ChartFiles.svgTexts(svg)).contains("time.hot by step and dbms", "ClickHouse", "DuckDB", "Q42");
    }

    @Test
    void latencyAndTimelineOfAnNdjsonRun() throws Exception {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", Fixtures.path("k6/12_xk6-dashboard_2023_out-json_ndjson.json").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        Path latency = folder.resolve("latency.pdf");
        Cli.Result drawn = cli.run("chart", "latency", "1", "--out", latency.toString());
        assertThat(drawn.exitCode()).as(drawn.err()).isZero();
        assertThat(ChartFiles.pdfContent(latency)).contains("(Latency by percentile) Tj", "(99%) Tj", "(contacts 2 VUs) Tj");

        Path timeline = folder.resolve("timeline.png");
        drawn = cli.run("chart", "timeline", "--where", "format=k6-ndjson", "--out", timeline.toString(),
                "--width", "800", "--height", "500");
        assertThat(drawn.exitCode()).as(drawn.err()).isZero();
        assertThat(ImageIO.read(timeline.toFile()).getWidth()).isEqualTo(800);
    }
}
