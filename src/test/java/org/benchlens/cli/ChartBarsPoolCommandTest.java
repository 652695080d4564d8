package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.charts.ChartFiles;

/**
 * {@code chart bars --pool} and {@code report --pool} on the YBIO Aurora sample, whose two batch sizes
 * a bar refuses to average unless asked; and a chart written into a folder, named after its title.
 */
class ChartBarsPoolCommandTest {

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importSample() {
        cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/ybio-aurora").exitCode()).isZero();
    }

    @Test
    void barsPoolBothBatchSizesWhenAskedAndTheSubtitleSaysSo() throws Exception {
        Path svg = folder.resolve("pooled.svg");

        Cli.Result pooled = cli.run("chart", "bars", "--rows", "instance", "--step", "runit", "--where", "format=ybio",
                "--metric", "riops", "--aggregate", "sum", "--pool", "batch_size", "--relative", "-o", svg.toString());

        assertThat(pooled.exitCode()).as(pooled.err()).isZero();
        assertThat(pooled.out()).isEqualTo("wrote " + svg + " (SVG 1200 x 700 pt, 2 series from 10 runs)\n");
        // r6g: (11 206 + 47 970) / 2 = 29 588 rows/s against r5's (10 323 + 48 841) / 2 = 29 582
        assertThat(ChartFiles.svgTexts(svg)).contains("riops relative to db.r5.xlarge by step and instance",
                "pooled over batch_size", "1.00", "db.r6g.xlarge");
    }

    @Test
    void theReportPassesItsPoolToItsBars() throws Exception {
        Path page = folder.resolve("report.html");

        Cli.Result refused = cli.run("report", "--rows", "instance", "--step", "runit", "--where", "format=ybio",
                "--metric", "riops", "--aggregate", "sum", "-o", page.toString());
        assertThat(refused.exitCode()).isEqualTo(1);

        Cli.Result written = cli.run("report", "--rows", "instance", "--step", "runit", "--where", "format=ybio",
                "--metric", "riops", "--aggregate", "sum", "--pool", "batch_size", "-o", page.toString());

        assertThat(written.exitCode()).as(written.err()).isZero();
        assertThat(written.out()).doesNotContain("no bars chart")
                .endsWith("wrote " + page + " (2 rows, 1 chart, 10 runs)\n");
        assertThat(Files.readString(page, StandardCharsets.UTF_8)).contains("pooled over batch_size")
                .contains("--pool batch_size");
    }

    @Test
    void aChartWrittenIntoAFolderIsNamedAfterItsTitle() throws Exception {
        Path charts = Files.createDirectory(folder.resolve("charts"));

        Cli.Result written = cli.run("chart", "bars", "--rows", "instance", "--cols", "batch_size", "--step", "runit",
                "--where", "format=ybio", "--metric", "riops", "--aggregate", "sum", "--title", "YBIO: r5 vs r6g",
                "-o", charts.toString());

        Path png = charts.resolve("ybio-r5-vs-r6g.png");
        assertThat(written.exitCode()).as(written.err()).isZero();
        assertThat(written.out()).isEqualTo("wrote " + png + " (PNG 1200 x 700, 2 series from 10 runs)\n");
        assertThat(ChartFiles.head(png, 4)).isEqualTo("\u0089PNG");

        Cli.Result pdf = cli.run("chart", "bars", "--rows", "instance", "--cols", "batch_size", "--step", "runit",
                "--where", "format=ybio", "--metric", "riops", "--aggregate", "sum", "--format", "pdf",
                "-o", charts.toString());
        assertThat(pdf.out()).startsWith("wrote " + charts.resolve("riops-by-batch-size-and-instance.pdf") + " (PDF");
    }
}
