package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * A right-to-left override in a run's name, attribute or step would make "abc\u202Edef" display as
 * "abcfed" in a published table or chart: every HTML, SVG and Markdown export writes it as the
 * visible escape {@code \u202e}, as the terminal does, and never the character itself.
 */
@Tag("reliability")
class BidiControlsExportTest {

    static final String NAME = "abc\u202Edef";
    static final String SHOWN = "abc\\u202edef";
    /** Every control that turns the direction of the text after it. */
    static final String ALL = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";

    @TempDir
    Path folder;
    private Cli cli;

    @BeforeEach
    void storeRunsWithDirectionControls() {
        Path storeFile = folder.resolve("store");
        try (Store store = Store.open(StoreLocation.file(storeFile))) {
            store.transaction(session -> {
                session.saveInput(new RunDraft("table", NAME).attribute("dbms", NAME).attribute("vus", "10")
                        .measure("total", "throughput", 1000, "1/s").measure(NAME, "throughput", 500, "1/s"),
                        null, "hash-1");
                session.saveInput(new RunDraft("table", "all" + ALL).attribute("dbms", "all" + ALL)
                        .attribute("vus", "10").measure("total", "throughput", 2000, "1/s"), null, "hash-2");
                return null;
            });
        }
        cli = new Cli(storeFile);
    }

    @Test
    void theComparisonPageShowsTheNameInStoredOrder() throws IOException {
        Path page = written("compare.html", "compare", "--rows", "dbms", "--format", "html");
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertNoControl(html);
        Document document = Jsoup.parse(html);
        assertThat(document.select("th[scope=row]").eachText()).contains(SHOWN, "all" + escapes());
    }

    @Test
    void theReportShowsEveryNameAndChartTextInStoredOrder() throws IOException {
        Path page = written("report.html", "report", "--rows", "dbms", "--chart", "bars");
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertNoControl(html);
        Document document = Jsoup.parse(html);
        assertThat(document.select("#relative th[scope=row]").eachText()).contains(SHOWN);
        assertThat(document.select("table.runs td").eachText()).contains(SHOWN, "dbms=" + SHOWN + " vus=10");
        assertThat(document.select("figure.chart svg text").eachText()).contains(SHOWN);
    }

    @Test
    void theChartFileDrawsTheEscapeAsText() throws IOException {
        Path svg = written("bars.svg", "chart", "bars", "--rows", "dbms");
        String drawing = Files.readString(svg, StandardCharsets.UTF_8);
        assertNoControl(drawing);
        Document parsed = Jsoup.parse(drawing, "", org.jsoup.parser.Parser.xmlParser());
        assertThat(parsed.select("text").eachText()).contains(SHOWN);
    }

    @Test
    void markdownAndTheTerminalShowTheSameEscape() {
        String md = cli.run("compare", "--rows", "dbms", "--format", "md").out();
        assertNoControl(md);
        assertThat(md).contains("| " + SHOWN + " |").contains("| all" + escapes() + " |");
        String runs = cli.run("runs").out();
        assertNoControl(runs);
        assertThat(runs).contains(SHOWN);
    }

    private Path written(String file, String... command) {
        Path target = folder.resolve(file);
        String[] arguments = java.util.stream.Stream.concat(java.util.Arrays.stream(command),
                java.util.stream.Stream.of("-o", target.toString())).toArray(String[]::new);
        Cli.Result result = cli.run(arguments);
        assertThat(result.exitCode()).as(result.err()).isZero();
        return target;
    }

    private static void assertNoControl(String written) {
        for (char control : ALL.toCharArray()) {
            assertThat(written.indexOf(control)).as("U+%04X written as itself", (int) control).isEqualTo(-1);
        }
    }

    private static String escapes() {
        StringBuilder escaped = new StringBuilder();
        for (char control : ALL.toCharArray()) {
            escaped.append(String.format("\\u%04x", (int) control));
        }
        return escaped.toString();
    }
}
