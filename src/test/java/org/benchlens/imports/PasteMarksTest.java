package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

class PasteMarksTest {

    @Test
    void aQuotedReportLosesItsMarksAndItsBlankQuoteLinesBecomeBlank() throws Exception {
        String quoted = "> Running 10s test @ http://127.0.0.1:8080/\r\n>\r\n>   2 threads and 10 connections\r\n"
                + "> Requests/sec:  12345.67\r\n";
        assertThat(PasteMarks.of(quoted)).isEqualTo("> ");
        String bare = "Running 10s test @ http://127.0.0.1:8080/\r\n\r\n  2 threads and 10 connections\r\n"
                + "Requests/sec:  12345.67\r\n";
        assertThat(PasteMarks.removed(quoted, "> ")).isEqualTo(bare);
        assertThat(bytesRemoved(quoted, "> ")).isEqualTo(bare);
    }

    @Test
    void aQuoteThatOpensWithABlankLineIsReadByTheMarkOfItsFirstLineOfText() throws Exception {
        String quoted = ">\n> Requests/sec:  12345.67\n> Transfer/sec:      1.23MB\n";
        assertThat(PasteMarks.of(quoted)).isEqualTo("> ");
        assertThat(bytesRemoved(quoted, PasteMarks.of(quoted)))
                .isEqualTo("\nRequests/sec:  12345.67\nTransfer/sec:      1.23MB\n");
    }

    @Test
    void onlyTheFirstMarkOfALineIsTakenSoALineOfTheReportThatIsAListStaysOne() throws Exception {
        String bulleted = "* scenarios: (100.00%) 1 scenario\n*   - default: 10 looping VUs\n* - statement latencies\n";
        assertThat(PasteMarks.of(bulleted)).isEqualTo("* ");
        assertThat(bytesRemoved(bulleted, "* "))
                .isEqualTo("scenarios: (100.00%) 1 scenario\n  - default: 10 looping VUs\n- statement latencies\n");
    }

    @Test
    void aByteOrderMarkBeforeTheFirstMarkStaysAndTheMarkGoes() throws Exception {
        byte[] withBom = ("\uFEFF- a: 1\n- b: 2\n- c: 3").getBytes(StandardCharsets.UTF_8);
        try (InputStream in = PasteMarks.removed(new ByteArrayInputStream(withBom), "- ")) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("\uFEFFa: 1\nb: 2\nc: 3");
        }
    }

    @Test
    void aListOfTwoLinesOrLinesWithoutACommonMarkAreLeftAsTheyAre() {
        assertThat(PasteMarks.of("- k6: 1372.48 req/s\n- wrk: 1512.03 req/s\n")).isEmpty();
        assertThat(PasteMarks.of("- one\n- two\nthree\n- four\n")).isEmpty();
        assertThat(PasteMarks.of(">one\n>two\n>three\n")).isEqualTo(">");
        assertThat(PasteMarks.of("--- a\n--- b\n--- c\n")).isEmpty();
        assertThat(PasteMarks.of("-1,2\n-3,4\n-5,6\n")).isEmpty();
    }

    @Test
    void aLineThatStartsLikeTheMarkButIsNotItKeepsItsFirstCharacters() throws Exception {
        assertThat(bytesRemoved("> a\n> b\n>c\n>", "> ")).isEqualTo("a\nb\n>c\n");
        assertThat(PasteMarks.removed("* a\n* b\n*c\n*", "* ")).isEqualTo("a\nb\n*c\n");
    }

    /**
     * Any text, marked as a paste marks it (the mark before every line; a quote's blank line as {@code >}),
     * gives back that text: lines that start with marks of their own, blanks, tabs, non-ASCII, either line end.
     */
    @Test
    void anyTextMarkedAndUnmarkedIsTheTextAgain() throws Exception {
        Random random = new Random(20261205);
        String alphabet = "ab1.%|:>-*+ \tµ✓";
        for (int trial = 0; trial < 2000; trial++) {
            String lineEnd = random.nextBoolean() ? "\n" : "\r\n";
            StringBuilder text = new StringBuilder();
            int lines = 3 + random.nextInt(8);
            for (int i = 0; i < lines; i++) {
                StringBuilder line = new StringBuilder(i % 2 == 0 ? "x" : "");
                for (int n = random.nextInt(12); n > 0; n--) {
                    line.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                // blank lines anywhere but the first: a paste of only blank lines holds nothing to read
                text.append(i > 0 && random.nextInt(6) == 0 ? "" : line).append(lineEnd);
            }
            String original = text.toString();
            for (String mark : List.of("> ", "- ", "* ", "+ ")) {
                String marked = original.lines().map(line -> line.isEmpty() ? mark.strip().equals(">") ? ">" : ""
                        : mark + line).collect(Collectors.joining(lineEnd, "", lineEnd));
                // fewer than three marked lines are a short list or a quoted sentence, not a pasted report
                long markedLines = marked.lines().filter(line -> !line.isBlank()).count();
                assertThat(PasteMarks.of(marked)).as("the mark of %s", marked).isEqualTo(markedLines >= 3 ? mark : "");
                assertThat(PasteMarks.removed(marked, mark)).as("%s unmarked", marked).isEqualTo(original);
                assertThat(bytesRemoved(marked, mark)).as("%s unmarked as bytes", marked).isEqualTo(original);
            }
        }
    }

    private static String bytesRemoved(String text, String mark) throws Exception {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try (InputStream in = PasteMarks.removed(new ByteArrayInputStream(bytes), mark)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
