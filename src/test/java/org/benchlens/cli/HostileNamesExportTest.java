package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
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
 * Names, attributes and tags that carry markup, spreadsheet formulas, table pipes, line breaks and
 * terminal escapes, through every export: each format shows them as text and runs none of them.
 */
@Tag("reliability")
class HostileNamesExportTest {

    static final String SCRIPT = "<script>alert(1)</script>";
    static final String IMAGE = "<img src=x onerror=alert(2)>";
    static final String FORMULA = "=HYPERLINK(\"http://127.0.0.1/x\",\"click\")";
    static final String PLUS = "+1+cmd|' /C calc'!A0";
    static final String MINUS = "-2+3";
    static final String AT = "@SUM(1+1)*cmd|' /C calc'!A0";
    static final String TAB = "\t=1+1";
    static final String CR = "\r=1+1";
    static final String PIPE_AND_BREAK = "a|b\nc";
    static final String TERMINAL = "\u001b[2J\u001b[31mred";
    static final List<String> PAYLOADS = List.of(SCRIPT, IMAGE, FORMULA, PLUS, MINUS, AT, TAB, CR, PIPE_AND_BREAK,
            TERMINAL);
    /** The comparison's rows: one per value of dbms, which the store keeps stripped of outer white space. */
    static final List<String> ROWS = PAYLOADS.stream().map(String::strip).distinct().toList();

    @TempDir
    Path folder;
    private Cli cli;

    @BeforeEach
    void storeOneRunPerPayload() {
        Path storeFile = folder.resolve("store");
        try (Store store = Store.open(StoreLocation.file(storeFile))) {
            store.transaction(session -> {
                for (int i = 0; i < PAYLOADS.size(); i++) {
                    String payload = PAYLOADS.get(i);
                    session.saveInput(new RunDraft("table", payload).attribute("dbms", payload)
                            .attribute("vus", "10").tag(payload.strip())
                            .measure("total", "throughput", 1000.0 + i, "1/s")
                            .measure(payload, "throughput", 2000.0 + i, "1/s"), null, "hash-" + i);
                }
                return null;
            });
        }
        cli = new Cli(storeFile);
    }

    @Test
    void csvNeutralisesEveryCellASpreadsheetWouldRun() throws IOException {
        List<CSVRecord> comparison = csv(cli.run("compare", "--rows", "dbms", "--format", "csv").out());
        assertThat(comparison.get(0).get(0)).isEqualTo("# runs: every run in the store");
        List<String> rowNames = comparison.stream().skip(2).map(r -> r.get(0)).toList();
        // attribute values are kept stripped, so the tab and carriage return payloads are one row "=1+1"
        assertThat(rowNames).containsExactlyInAnyOrder(SCRIPT, IMAGE, "'" + FORMULA, "'" + PLUS, "'" + MINUS,
                "'" + AT, "'=1+1", PIPE_AND_BREAK, TERMINAL);

        List<CSVRecord> runs = csv(cli.run("runs", "--format", "csv").out());
        assertThat(runs.stream().skip(1).map(r -> r.get(2)).toList()).containsExactly(SCRIPT, IMAGE, "'" + FORMULA,
                "'" + PLUS, "'" + MINUS, "'" + AT, "'" + TAB, "'" + CR, PIPE_AND_BREAK, TERMINAL);
        assertThat(runs.stream().skip(1).map(r -> r.get(0)).toList()).as("numbers stay numbers")
                .containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9", "10");

        List<CSVRecord> show = csv(cli.run("show", "3", "--format", "csv").out());
        assertThat(show.get(2).get(0)).isEqualTo("'" + FORMULA);
        assertThat(show.get(2).get(2)).isEqualTo("2002");
    }

    @Test
    void htmlShowsMarkupAsText() {
        String html = cli.run("compare", "--rows", "dbms", "--format", "html").out();
        Document page = Jsoup.parse(html);
        assertThat(page.select("script")).isEmpty();
        assertThat(page.select("img")).isEmpty();
        assertThat(page.select("th[scope=row]").eachText()).contains(SCRIPT, IMAGE, FORMULA.strip());
    }

    @Test
    void markdownKeepsEachRowOnOneLineAndMarkupAsText() {
        String md = cli.run("compare", "--rows", "dbms", "--format", "md").out();
        List<String> rows = md.lines().filter(line -> line.startsWith("| ")).toList();
        assertThat(rows).hasSize(1 + ROWS.size());
        assertThat(md).doesNotContain("<script", "<img").contains("&lt;script&gt;alert(1)&lt;/script&gt;")
                .contains("| a\\|b<br>c |").doesNotContain("\u001b").contains("| \\e[2J\\e[31mred |");
        for (String row : rows.subList(1, rows.size())) {
            assertThat(row.split("(?<!\\\\)\\|", -1)).as(row).hasSize(2 + 2 + PAYLOADS.size());
        }
    }

    @Test
    void jsonCarriesTheTextExactly() throws IOException {
        JsonNode runs = new ObjectMapper().readTree(cli.run("runs", "--format", "json").out());
        List<String> names = new ArrayList<>();
        runs.forEach(run -> names.add(run.get("name").asText()));
        assertThat(names).isEqualTo(PAYLOADS);

        Path file = folder.resolve("comparison.json");
        Cli.Result written = cli.run("compare", "--rows", "dbms", "--format", "json",
                "-o", file.toString());
        assertThat(written.exitCode()).as(written.err()).isZero();
        assertThat(written.out()).isEqualTo("wrote " + file + System.lineSeparator());
        JsonNode comparison = new ObjectMapper().readTree(file.toFile());
        List<String> rowNames = new ArrayList<>();
        comparison.get("rows").forEach(row -> rowNames.add(row.get("name").asText()));
        assertThat(rowNames).containsExactlyInAnyOrderElementsOf(ROWS);
    }

    @Test
    void theTerminalSeesControlCharactersEscaped() {
        String runs = cli.run("runs").out();
        String show = cli.run("show", "10").out();
        String compare = cli.run("compare", "--rows", "dbms").out();
        for (String printed : List.of(runs, show, compare)) {
            assertThat(printed).doesNotContain("\u001b", "\r").contains("\\e[2J\\e[31mred");
        }
        assertThat(runs).contains("a|b\\nc");
        assertThat(show).startsWith("run 10: \\e[2J\\e[31mred" + System.lineSeparator());
    }

    @Test
    void chartFilesCarryNamesAsText() throws IOException {
        Path svg = folder.resolve("bars.svg");
        Path pdf = folder.resolve("bars.pdf");
        for (Path file : List.of(svg, pdf)) {
            Cli.Result result = cli.run("chart", "bars", "--rows", "dbms", "-o", file.toString());
            assertThat(result.exitCode()).as(result.err()).isZero();
        }
        String drawing = Files.readString(svg, StandardCharsets.UTF_8);
        Document parsed = Jsoup.parse(drawing, "", org.jsoup.parser.Parser.xmlParser());
        assertThat(parsed.select("script")).isEmpty();
        assertThat(drawing).contains("&lt;script&gt;alert(1)&lt;/script&gt;");
        byte[] document = Files.readAllBytes(pdf);
        assertThat(new String(document, 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        assertThat(new String(document, StandardCharsets.ISO_8859_1)).doesNotContain(SCRIPT);
    }

    private static List<CSVRecord> csv(String text) throws IOException {
        return CSVFormat.DEFAULT.parse(new StringReader(text)).getRecords();
    }
}
