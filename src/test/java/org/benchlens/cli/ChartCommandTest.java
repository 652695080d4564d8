package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.charts.ChartFiles;

/** {@code benchlens chart sweep} on the nginx sample, as a user types it, in each format. */
class ChartCommandTest {

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importSample() {
        cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", Path.of("sample-data", "postgrest-nginx-sweep").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
    }

    @Test
    void aHighDpiPngHasTheAskedSizeTimesTheScale() throws Exception {
        Path png = folder.resolve("sweep.png");
        Cli.Result result = cli.run("chart", "sweep", "--lines", "deployment", "--where", "scenario=GETSingle",
                "--out", png.toString(), "--width", "1200", "--height", "700", "--scale", "2");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).isEqualTo("wrote " + png + " (PNG 2400 x 1400, 3 series from 33 runs)\n");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(2400);
        assertThat(image.getHeight()).isEqualTo(1400);
    }

    @Test
    void anSvgCarriesThePersonsWordsAndTheSeriesNames() throws Exception {
        Path svg = folder.resolve("sweep.svg");
        Cli.Result result = cli.run("chart", "sweep", "--lines", "deployment", "--where", "scenario=POSTBulk",
                "--out", svg.toString(), "--title", "POSTBulk behind nginx", "--y-label", "requests/s",
                "--source-note", "Source: PostgREST issue", "--log");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(ChartFiles.svgTexts(svg)).contains("POSTBulk behind nginx", "requests/s", "Source: PostgREST issue",
                "2pgrest", "4pgrest", "8pgrest", "failed requests (%)", "virtual users (VUs)");
    }

    @Test
    void theFormatOptionWinsOverTheExtension() throws Exception {
        Path pdf = folder.resolve("sweep.chart");
        Cli.Result result = cli.run("chart", "sweep", "--lines", "deployment", "--where", "scenario=GETSingle",
                "--out", pdf.toString(), "--format", "pdf");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(ChartFiles.head(pdf, 5)).isEqualTo("%PDF-");
    }

    @Test
    void nothingToDrawIsASentenceAndNoFile() {
        Path png = folder.resolve("none.png");
        Cli.Result result = cli.run("chart", "sweep", "--lines", "deployment", "--where", "scenario=NoSuch",
                "--out", png.toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).isEqualTo("benchlens: no runs to chart: select some runs (or loosen --where)\n");
        assertThat(png).doesNotExist();
    }

    @Test
    void anUnknownExtensionIsNamed() {
        Cli.Result result = cli.run("chart", "sweep", "--out", folder.resolve("sweep.jpg").toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).isEqualTo("benchlens: " + folder.resolve("sweep.jpg")
                + ": cannot tell the format by the extension 'jpg'; expected .png, .svg or .pdf, or give --format\n");
    }
}
