package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

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

    private static String bytesRemoved(String text, String mark) throws Exception {
        try (InputStream in = PasteMarks.removed(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), mark)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
