package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.app.ChartExports;

/** The nginx sweep exported to each format and read back: PNG size and pixels, SVG as XML, PDF header. */
class ChartExporterTest {

    private static BuiltChart sweep;

    @TempDir
    Path folder;

    @BeforeAll
    static void build() {
        sweep = Charts.build(NginxSweep.scenario(NginxSweep.runs(), "GETSingle"),
                ChartSettings.of(ChartKind.SWEEP, "deployment"));
    }

    @Test
    void aPngAtScaleTwoHasTwiceThePixelsAndAWhiteBackground() throws IOException {
        Path png = folder.resolve("sweep.png");
        ChartExports.write(sweep.chart(), png, ChartFormat.PNG, new ExportSize(1200, 700, 2));

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(2400);
        assertThat(image.getHeight()).isEqualTo(1400);
        assertThat(image.getRGB(5, 5) & 0xFFFFFF).isEqualTo(0xFFFFFF);
        assertThat(containsColour(image, 0x0072B2)).as("the first line in Okabe-Ito blue").isTrue();
    }

    @Test
    void anSvgParsesAndNamesEverySeries() throws Exception {
        Path svg = folder.resolve("sweep.svg");
        ChartExports.write(sweep.chart(), svg, ChartFormat.SVG, ExportSize.STANDARD);

        assertThat(ChartFiles.svgTexts(svg)).contains("Throughput vs virtual users, by deployment", "2pgrest", "4pgrest",
                "8pgrest", "virtual users (VUs)", "throughput (req/s)", "12,000");
    }

    @Test
    void anSvgHasItsSizeAndAViewBoxSoAPageCanScaleIt() throws Exception {
        Path svg = folder.resolve("sweep.svg");
        ChartExports.write(sweep.chart(), svg, ChartFormat.SVG, ExportSize.STANDARD);

        org.w3c.dom.Element root = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(svg.toFile()).getDocumentElement();
        assertThat(root.getAttribute("width")).isEqualTo("1200.0");
        assertThat(root.getAttribute("height")).isEqualTo("700.0");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0.0 0.0 1200.0 700.0");
        assertThat(root.getAttribute("preserveAspectRatio")).isEqualTo("xMidYMid meet");
    }

    @Test
    void aPdfIsOneWholeDocument() throws Exception {
        Path pdf = folder.resolve("sweep.pdf");
        ChartExports.write(sweep.chart(), pdf, ChartFormat.PDF, ExportSize.STANDARD);

        assertThat(ChartFiles.head(pdf, 5)).isEqualTo("%PDF-");
        assertThat(ChartFiles.tail(pdf, 8).strip()).endsWith("%%EOF");
        assertThat(ChartFiles.head(pdf, Integer.MAX_VALUE)).contains("/MediaBox [0.0 0.0 1200.0 700.0]");
        assertThat(ChartFiles.pdfContent(pdf)).contains("(2pgrest) Tj", "(8pgrest) Tj", "(throughput (req/s)) Tj",
                "(instance m5a.4xlarge, scenario GETSingle) Tj");
    }

    @Test
    void aFileThatCannotBeWrittenLeavesNothingBehind() {
        Path missing = folder.resolve("no such folder").resolve("sweep.png");
        assertThatThrownBy(() -> ChartExports.write(sweep.chart(), missing, ChartFormat.PNG, ExportSize.STANDARD))
                .isInstanceOf(IOException.class);
        assertThat(folder.resolve("no such folder")).doesNotExist();
    }

    @Test
    void theFormatIsToldByTheExtensionOrSaidWhyNot() {
        assertThat(ChartFormat.of(Path.of("a/b.SVG"))).isEqualTo(ChartFormat.SVG);
        assertThatThrownBy(() -> ChartFormat.of(Path.of("chart.jpg")))
                .hasMessage("chart.jpg: cannot tell the format by the extension 'jpg'; expected .png, .svg or .pdf, "
                        + "or give --format");
        assertThatThrownBy(() -> new ExportSize(1200, 700, 0))
                .hasMessage("the scale must be 0.25..8, not 0.0");
    }

    @Test
    void anExistingFileIsReplacedWhole() throws IOException {
        Path png = folder.resolve("sweep.png");
        Files.writeString(png, "old");
        ChartExports.write(sweep.chart(), png, ChartFormat.PNG, ExportSize.STANDARD);
        assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(1200);
        try (var listing = Files.list(folder)) {
            assertThat(listing.map(p -> p.getFileName().toString())).containsExactly("sweep.png");
        }
    }

    private static boolean containsColour(BufferedImage image, int rgb) {
        for (int y = 0; y < image.getHeight(); y += 1) {
            for (int x = 0; x < image.getWidth(); x += 1) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    return true;
                }
            }
        }
        return false;
    }
}
