package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.benchlens.imports.k6.points.K6NdjsonImporterTest.PLAIN;
import static org.benchlens.model.Steps.TOTAL;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/**
 * Truncated, damaged, binary and hostile versions of the fixture: a line that is not k6 output
 * fails the import with its line number, except a last line cut short (k6 still writing or
 * stopped), which is left out with a note and marks the run aborted.
 */
class K6NdjsonBadInputTest {

    @TempDir
    Path folder;

    private byte[] fixture;
    private List<String> lines;
    private final ImportHarness.Collector context = new ImportHarness.Collector();
    private final List<RunDraft> runs = context.runs();
    private final List<String> notes = context.notes();

    @BeforeEach
    void readFixture() throws Exception {
        fixture = Files.readAllBytes(Fixtures.path(PLAIN));
        lines = Files.readAllLines(Fixtures.path(PLAIN));
    }

    @Test
    void aLastLineCutShortIsLeftOutAndTheRunIsMarkedAborted() throws Exception {
        int cut = fixture.length - 100;
        read(new K6NdjsonImporter(), write("cut.json", Arrays.copyOf(fixture, cut)));
        assertThat(notes).containsExactly("cut.json:3597: the file ends in the middle of line 3597, as when k6 is still writing it"
                + " or was stopped: that line is left out and the run is marked aborted");
        RunDraft run = runs.get(0);
        assertThat(run.attributes().get(AttributeKeys.STATUS)).contains("aborted");
        assertThat(run.value(TOTAL, "iterations.count")).isEqualTo(160);
        assertThat(run.value(TOTAL, Metrics.OPERATIONS)).isEqualTo(322);
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isNaN();
        assertThat(run.value(TOTAL, "http_reqs.rate")).isNaN();
    }

    @Test
    void gzipDataCutShortKeepsWhatCameBeforeAndMarksTheRunAborted() throws Exception {
        byte[] gzipped = Files.readAllBytes(Fixtures.path(K6NdjsonImporterTest.GZIPPED));
        Path cut = write("cut.json.gz", Arrays.copyOf(gzipped, gzipped.length * 2 / 3));
        read(new K6NdjsonImporter(), cut);
        assertThat(notes).containsExactly("the gzip data stops short (the file was cut, as when k6 is stopped while"
                + " writing it): the points before the cut were read and the run is marked aborted");
        assertThat(runs.get(0).attributes().get(AttributeKeys.STATUS)).contains("aborted");
        String whole = wholeLinesBeforeTheCut(cut);
        long requests = whole.lines().filter(line -> line.startsWith("{\"metric\":\"http_reqs\"")).count();
        assertThat(requests).isBetween(150L, 250L);
        assertThat(runs.get(0).value(TOTAL, Metrics.OPERATIONS)).isEqualTo(requests);
    }

    @Test
    void aLineCutShortInTheMiddleFailsWithItsLineNumber() throws Exception {
        List<String> broken = new ArrayList<>(lines);
        broken.set(99, broken.get(99).substring(0, 120));
        ImportFailure failure = failure(new K6NdjsonImporter(), write("middle.json", broken));
        assertThat(failure.line()).isEqualTo(100);
        assertThat(failure.getMessage()).isEqualTo("expected a whole JSON object on the line, but it ends early");
    }

    @Test
    void aLineThatIsNotJsonFailsWithItsLineAndColumn() throws Exception {
        List<String> broken = new ArrayList<>(lines);
        broken.add(2000, "running (0m21.0s), 0/2 VUs, 161 complete and 0 interrupted iterations");
        ImportFailure failure = failure(new K6NdjsonImporter(), write("text.json", broken));
        assertThat(failure.line()).isEqualTo(2001);
        assertThat(failure.column()).isEqualTo(1);
        assertThat(failure.getMessage()).startsWith("expected one JSON object per line (Unrecognized token 'running'");
    }

    @Test
    void binaryJunkFailsWithItsLineNumberWhateverTheChunksAndLeavesNoThreadBehind() throws Exception {
        byte[] junk = new byte[300];
        new java.util.Random(3).nextBytes(junk);
        for (int i = 0; i < junk.length; i++) {
            junk[i] = junk[i] == '\n' ? 0 : junk[i];
        }
        List<String> broken = new ArrayList<>(lines);
        broken.add(3000, new String(junk, StandardCharsets.ISO_8859_1));
        byte[] bytes = String.join("\n", broken).getBytes(StandardCharsets.ISO_8859_1);
        for (K6NdjsonImporter importer : List.of(new K6NdjsonImporter(), new K6NdjsonImporter(4096, 3))) {
            ImportFailure failure = failure(importer, write("junk.json", bytes));
            assertThat(failure.line()).isEqualTo(3001);
            assertThat(failure.getMessage()).startsWith("expected one JSON object per line");
            assertNoParsingThreadLeft();
        }
    }

    @Test
    void pointsWithoutATimeOrValueOrWithAnotherShapeSayWhatWasExpected() throws Exception {
        assertFailsAt(20, "{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{\"time\":\"yesterday\",\"value\":1}}",
                "expected data.time to be an RFC 3339 time between 1970 and 2200, found \"yesterday\"");
        String time = "\"time\":\"2023-09-08T21:03:11Z\"";
        assertFailsAt(20, "{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{" + time + ",\"value\":\"1\"}}",
                "expected data.value, a number a double holds, in the k6 Point, found \"1\"");
        assertFailsAt(20, "{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{" + time + ",\"value\":1e999}}",
                "expected data.value, a number a double holds, in the k6 Point, found Infinity");
        assertFailsAt(20, "[1,2,3]", "expected a JSON object with \"type\", \"metric\" and \"data\", found array");
        assertFailsAt(20, "{\"metric\":\"vus\",\"data\":{}}",
                "expected a k6 output object with \"type\" \"Point\" or \"Metric\"");
        assertFailsAt(20, "{\"type\":\"Point\",\"metric\":\"vus\",\"data\":{" + time + ",\"value\":1}} {}",
                "expected one JSON object per line (Trailing token (of type START_OBJECT) found after value");
    }

    @Test
    void hostileNestingAndHugeLinesFailWithTheirLineNumber() throws Exception {
        String deep = "{\"type\":\"Point\",\"metric\":\"x\",\"data\":{\"tags\":"
                + "[".repeat(5000) + "]".repeat(5000) + "}}";
        assertFailsAt(7, deep, "expected one JSON object per line");
        List<String> huge = new ArrayList<>(lines);
        huge.add(10, "{\"type\":\"Point\",\"metric\":\"" + "x".repeat(20_000) + "\"}");
        ImportFailure failure = failure(new K6NdjsonImporter(8192, 2), write("huge.json", huge));
        assertThat(failure.line()).isEqualTo(11);
        assertThat(failure.getMessage())
                .isEqualTo("expected one k6 JSON object per line, found a line longer than 8 KiB");
    }

    @Test
    void linesOfOtherTypesAreLeftOutWithANote() throws Exception {
        List<String> more = new ArrayList<>(lines);
        more.add(5, "{\"type\":\"Points\",\"metric\":\"http_reqs\",\"data\":{}}");
        read(new K6NdjsonImporter(), write("other.json", more));
        assertThat(notes).containsExactly("1 line of type \"Points\" left out: k6 --out json has only Point and Metric"
                + " lines");
        assertThat(runs.get(0).value(TOTAL, Metrics.OPERATIONS)).isEqualTo(322);
    }

    @Test
    void aFileOfMetricLinesOnlyHasNoRun() throws Exception {
        List<String> metricsOnly = lines.stream().filter(line -> line.startsWith("{\"type\":\"Metric\"")).toList();
        ImportFailure failure = failure(new K6NdjsonImporter(), write("metrics.json", metricsOnly));
        assertThat(failure.line()).isZero();
        assertThat(failure.getMessage()).isEqualTo("no k6 points: none of its 15 lines is a Point line");
    }

    @Test
    void emptyBinaryAndOtherJsonAreNotTakenForNdjson() throws Exception {
        K6NdjsonImporter importer = new K6NdjsonImporter();
        assertThat(importer.detect(ImportSource.of(write("empty.json", new byte[0])).peek())).isFalse();
        assertThat(importer.detect(ImportSource.of(write("pretty.json", "{\n  \"type\": \"Point\"\n}\n")).peek()))
                .isFalse();
        assertThat(importer.detect(ImportSource.of(write("array.json", "[{\"type\":\"Point\"}]\n")).peek())).isFalse();
        assertThat(importer.detect(ImportSource.of(write("junk.bin", new byte[] {0, 1, 2, (byte) 0xff})).peek()))
                .isFalse();
        for (String summary : List.of("01_", "06_", "07_", "08_", "10_")) {
            assertThat(importer.detect(ImportSource.of(Fixtures.find("k6", summary)).peek())).as(summary).isFalse();
        }
    }

    @Test
    void cancellingStopsBetweenChunksAndLeavesNoThreadBehind() throws Exception {
        ImportHarness.Collector cancelling = new ImportHarness.Collector(3);
        Path file = Fixtures.path(PLAIN);
        assertThatThrownBy(() -> new K6NdjsonImporter(8192, 2).read(ImportSource.of(file), cancelling))
                .isInstanceOf(CancellationException.class);
        assertThat(cancelling.runs()).isEmpty();
        assertNoParsingThreadLeft();
    }

    @Test
    void theImportServiceReportsTheFileTheLineAndTheColumn() throws Exception {
        List<String> broken = new ArrayList<>(lines);
        broken.set(41, broken.get(41).replace("\"value\":", "\"value\":x"));
        Path file = write("service.json", broken);
        try (Store store = TestStores.h2()) {
            ImportResult result = ImportHarness.importInto(store, file).results().get(0);
            assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(result.format()).isEqualTo("k6-ndjson");
            assertThat(result.problem().line()).isEqualTo(42);
            assertThat(result.problem().toString()).startsWith(file + ":42:" + result.problem().column()
                    + ": expected one JSON object per line (Unrecognized token 'x");
            assertThat(ImportHarness.results(store)).isEmpty();
        }
    }

    /** Checked as soon as the import has returned: its parsing threads must have ended by then. */
    private static void assertNoParsingThreadLeft() {
        assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName).doesNotContain("k6-import-parser");
    }

    /** The whole lines a gzip file holds before its data stops, read byte by byte. */
    private static String wholeLinesBeforeTheCut(Path gzipped) throws Exception {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(gzipped))) {
            for (int b = in.read(); b >= 0; b = in.read()) {
                bytes.write(b);
            }
        } catch (java.io.EOFException expected) {
            // the cut
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        return text.substring(0, text.lastIndexOf('\n') + 1);
    }

    private void assertFailsAt(int line, String replacement, String message) throws Exception {
        List<String> broken = new ArrayList<>(lines);
        broken.set(line - 1, replacement);
        ImportFailure failure = failure(new K6NdjsonImporter(), write("broken.json", broken));
        assertThat(failure.line()).isEqualTo(line);
        assertThat(failure.getMessage()).startsWith(message);
    }

    private void read(K6NdjsonImporter importer, Path file) throws Exception {
        importer.read(ImportSource.of(file), context);
    }

    private ImportFailure failure(K6NdjsonImporter importer, Path file) {
        Throwable thrown = catchThrowable(() -> importer.read(ImportSource.of(file), context));
        assertThat(thrown).isInstanceOf(ImportFailure.class);
        assertThat(runs).isEmpty();
        return (ImportFailure) thrown;
    }

    private Path write(String name, List<String> content) throws Exception {
        return write(name, (String.join("\n", content) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private Path write(String name, String content) throws Exception {
        return write(name, content.getBytes(StandardCharsets.UTF_8));
    }

    private Path write(String name, byte[] bytes) throws Exception {
        Path file = folder.resolve(name);
        Files.write(file, bytes);
        return file;
    }
}
