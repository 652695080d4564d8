package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import com.fasterxml.jackson.databind.JsonNode;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.Fixtures;
import org.benchlens.testing.HeadlessChromium;

/**
 * Reports opened in a real headless Chromium, as the person they are sent to opens them: the
 * table sorts on a click, a tooltip follows the mouse, nothing is fetched, and the Insert
 * Benchmark sample's report shows the published relative table cell for cell, colour for colour.
 */
class ReportInBrowserTest {

    private static final Path SAMPLE = Path.of("sample-data/insert-benchmark-pg12-17");
    /** The tints of the window and the HTML export, as the browser computes them. */
    private static final Map<String, String> TINTS = Map.of("red", "rgb(244, 199, 195)",
            "grey", "rgb(232, 232, 232)", "green", "rgb(201, 231, 196)");

    @TempDir
    Path folder;

    /** One browser for the class: starting Chromium takes longer than the tests. */
    private static HeadlessChromium chromium;

    @BeforeAll
    static void startChromium() throws Exception {
        chromium = HeadlessChromium.start(1280, 900);
    }

    @AfterAll
    static void stopChromium() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void theInsertBenchmarkReportShowsThePublishedTableSortsAndShowsTips() throws Exception {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", SAMPLE.toString()).exitCode()).isZero();
        Path page = folder.resolve("report.html");
        // the published report colours ratios above 1.05 and below 0.95: with two decimals, from 1.06 and to 0.94
        Cli.Result written = cli.run("report", "--rows", "dbms", "--where", "workload=cached", "--red", "0.94",
                "--green", "1.06", "-o", page.toString());
        assertThat(written.exitCode()).as(written.err()).isZero();

        chromium.open(page.toUri());

        List<List<String>> published = publishedCells(SAMPLE.resolve("ib.c2d32.pg12-17.cached/tputr.tab"));
        JsonNode shown = chromium.evaluate("""
                [...document.querySelectorAll('#relative tr')].map(tr => [...tr.cells].map(c =>
                    c.textContent.trim() + '|' + (c.tagName === 'TD' ? getComputedStyle(c).backgroundColor : '')))""");
        assertThat(shown).hasSize(published.size());
        for (int r = 0; r < published.size(); r++) {
            for (int c = 0; c < published.get(r).size(); c++) {
                assertThat(shown.get(r).get(c).asText()).as("row %d column %d", r, c)
                        .isEqualTo(published.get(r).get(c));
            }
        }

        clickHeader("l.i2");
        assertThat(column("l.i2")).isSortedAccordingTo(Double::compare);
        assertThat(firstColumn().subList(0, 3)).containsExactly("pg17beta1_o2nofp.cx10a_c24r64",
                "pg17beta2_o2nofp.cx10a_c24r64", "pg17beta3_o2nofp.cx10a_c24r64");
        clickHeader("l.i2");
        assertThat(column("l.i2")).isSortedAccordingTo((a, b) -> Double.compare(b, a));
        assertThat(chromium.evaluate("[...document.querySelectorAll('#relative th[aria-sort]')]"
                + ".map(h => h.textContent + ' ' + h.getAttribute('aria-sort')).join()").asText())
                .isEqualTo("l.i2 descending");
        clickHeader("dbms");
        // names sort by the numbers in them: 17beta1 before 157, 157 before 1219
        assertThat(firstColumn().get(0)).isEqualTo("pg17beta1_o2nofp.cx10a_c24r64");
        assertThat(firstColumn().get(12)).isEqualTo("pg1413_o2nofp.cx10a_c24r64");

        assertThat(tipOver("[...document.querySelectorAll('#relative tbody tr')].find(tr => tr.cells[0].textContent"
                + ".startsWith('pg164_')).cells[2]")).isEqualTo("""
                pg164_o2nofp.cx10a_c24r64 · l.i1
                value: 243800 (base 230000)
                ratio: 1.06, shown 1.06
                n = 1
                mean 243800, median 243800
                95 % CI of the mean: none (one value)
                """ + "runs: " + runId(cli, "pg164"));
        assertThat(tipOver("document.querySelector(\".pt[data-tip^='pg17beta3_o2nofp.cx10a_c24r64, l.i2:']\")"))
                .isEqualTo("pg17beta3_o2nofp.cx10a_c24r64, l.i2: throughput / pg1219_o2nofp.cx10a_c24r64 0.92");
        chromium.moveMouse(5, 5);
        assertThat(chromium.evaluate("document.getElementById('tip').hidden").asBoolean()).isTrue();
        assertThat(chromium.evaluate("document.querySelectorAll('.pt').length").asInt())
                .as("a shape with a tip over every bar: 13 versions x 9 steps").isEqualTo(117);

        assertThat(chromium.requestedUrls()).as("nothing but the page itself is loaded")
                .containsOnly(page.toUri().toString());

        // the README's picture: the report as it opens, the pointer on 17beta3's l.i2
        chromium.open(page.toUri());
        chromium.resize(1280, 1000);
        tipOver("[...document.querySelectorAll('#relative tbody tr')].find(tr => tr.cells[0].textContent"
                + ".startsWith('pg17beta3_')).cells[3]");
        byte[] png = chromium.screenshot();
        Path screenshot = Path.of("target/report.png");
        Files.write(screenshot, png);
        var image = ImageIO.read(screenshot.toFile());
        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(1000);
    }

    @Test
    void whatTheStoreHoldsShowsAsTextAndRunsNothing() throws Exception {
        Path results = Files.createDirectory(folder.resolve("results"));
        Files.copy(Fixtures.path("k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json"),
                results.resolve("<script>alert(1).json"));
        Files.copy(Fixtures.path("k6/02_pgrst-bench_2020_t3anano_POSTBulk_summary-export_k6v0.27.json"),
                results.resolve("post.json"));
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", results.resolve("<script>alert(1).json").toString(), "--attr",
                "version=<script>alert(2)</script>", "--attr", "formula==HYPERLINK(\"http://example.com\",\"x\")")
                .exitCode()).isZero();
        assertThat(cli.run("import", results.resolve("post.json").toString(), "--attr", "version=7.0.1").exitCode())
                .isZero();
        Path page = folder.resolve("report.html");
        Cli.Result written = cli.run("report", "--rows", "version", "-o", page.toString());
        assertThat(written.exitCode()).as(written.err()).isZero();

        chromium.open(page.toUri());

        assertThat(chromium.evaluate("document.scripts.length").asInt()).as("only the page's own script").isOne();
        assertThat(chromium.evaluate("document.images.length").asInt()).isZero();
        assertThat(chromium.evaluate("[...document.querySelectorAll('#relative tbody th')].map(th => th.textContent)")
                .toString()).isEqualTo("[\"<script>alert(2)</script>\",\"7.0.1\"]");
        JsonNode runCells = chromium.evaluate("[...document.querySelectorAll('table.runs td')].map(td => td.textContent)");
        List<String> texts = new ArrayList<>();
        runCells.forEach(cell -> texts.add(cell.asText()));
        assertThat(texts).contains("<script>alert(1)");
        assertThat(String.join(" ", texts)).contains("formula==HYPERLINK(\"http://example.com\",\"x\")");
        assertThat(tipOver("[...document.querySelectorAll('.pt')].find(p => p.getAttribute('data-tip')"
                + ".startsWith('<script>'))")).startsWith("<script>alert(2)</script>, total:");
        assertThat(chromium.requestedUrls()).hasSize(1);
    }

    /** The header and cells of the published table, each as "text|tint"; chi is green, clo red, others grey. */
    private static List<List<String>> publishedCells(Path tab) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (Element tr : Jsoup.parse(tab.toFile(), "UTF-8").select("table tr")) {
            List<String> cells = new ArrayList<>();
            for (Element cell : tr.select("> th, > td")) {
                boolean first = cell.elementSiblingIndex() == 0;
                String tint = cell.tagName().equals("th") || first ? "" : TINTS.get(switch (cell.id()) {
                    case "chi" -> "green";
                    case "clo" -> "red";
                    default -> "grey";
                });
                cells.add(cell.text() + "|" + tint);
            }
            rows.add(cells);
        }
        return rows;
    }

    private void clickHeader(String text) {
        JsonNode box = chromium.evaluate("(() => { const h = [...document.querySelectorAll('#relative thead th')]"
                + ".find(h => h.textContent === '" + text + "'); h.scrollIntoView({block: 'center'});"
                + " const r = h.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()");
        chromium.click(box.get(0).asDouble(), box.get(1).asDouble());
    }

    private List<Double> column(String header) {
        JsonNode values = chromium.evaluate("(() => { const i = [...document.querySelectorAll('#relative thead th')]"
                + ".findIndex(h => h.textContent === '" + header + "');"
                + " return [...document.querySelectorAll('#relative tbody tr')].map(tr => tr.cells[i].textContent); })()");
        List<Double> numbers = new ArrayList<>();
        values.forEach(v -> numbers.add(Double.parseDouble(v.asText())));
        return numbers;
    }

    private List<String> firstColumn() {
        List<String> names = new ArrayList<>();
        chromium.evaluate("[...document.querySelectorAll('#relative tbody tr')].map(tr => tr.cells[0].textContent)")
                .forEach(v -> names.add(v.asText()));
        return names;
    }

    /** Moves the mouse onto the middle of the element and returns the tooltip's text, failing when none shows. */
    private String tipOver(String element) {
        JsonNode box = chromium.evaluate("(() => { const e = " + element + ";"
                + " e.scrollIntoView({block: 'nearest'}); const r = e.getBoundingClientRect();"
                + " return [r.x + r.width / 2, r.y + r.height / 2]; })()");
        chromium.moveMouse(box.get(0).asDouble(), box.get(1).asDouble());
        JsonNode tip = chromium.evaluate("(() => { const t = document.getElementById('tip');"
                + " return t.hidden ? null : [t.textContent, getComputedStyle(t).display]; })()");
        assertThat(tip.isNull()).as("a tooltip shows over %s", element).isFalse();
        assertThat(tip.get(1).asText()).isNotEqualTo("none");
        return tip.get(0).asText();
    }

    private static long runId(Cli cli, String version) throws IOException {
        JsonNode runs = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                cli.run("runs", "--where", "workload=cached", "--format", "json").out());
        for (JsonNode run : runs) {
            if (run.path("attributes").path("dbms").asText().startsWith(version + "_")) {
                return run.path("id").asLong();
            }
        }
        throw new AssertionError("no run of " + version);
    }
}
