package org.benchlens.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/** The line the runs table shows reads back to the very attributes it shows, whatever their values. */
class AttributesTextTest {

    /** What a runner run stores as its command: JSON whose quotes and "--attr" fooled the earlier reading. */
    private static final String COMMAND = "[\"run\",\"ybio\",\"--target\",\"embedded-h2\",\"--rows\",\"2000\","
            + "\"--attr\",\"config=quick\"]";

    @Test
    void simpleValuesStayBareAndReadAsBefore() {
        Attributes attributes = Attributes.of(Map.of("instance", "t3a.nano", "vus", "50", "merged.from", "1,2"));

        assertThat(AttributesText.format(attributes)).isEqualTo("instance=t3a.nano vus=50 merged.from=1,2");
        assertThat(AttributesText.parse("instance=t3a.nano vus=50 merged.from=1,2")).isEqualTo(attributes);
        assertThat(AttributesText.parse("  ")).isEqualTo(Attributes.EMPTY);
        assertThat(AttributesText.parse("note=")).isEqualTo(Attributes.of(Map.of("note", "")));
        assertThat(AttributesText.parse("url=http://h/?a=b")).isEqualTo(Attributes.of(Map.of("url", "http://h/?a=b")));
    }

    @Test
    void theEditThatCutARunnerCommandLeavesItWhole() {
        Attributes run = Attributes.of(Map.of("runner.command", COMMAND, "config", "quick"));

        String shown = AttributesText.format(run);
        assertThat(shown).isEqualTo("config=quick runner.command=\"[\\\"run\\\",\\\"ybio\\\",\\\"--target\\\","
                + "\\\"embedded-h2\\\",\\\"--rows\\\",\\\"2000\\\",\\\"--attr\\\",\\\"config=quick\\\"]\"");
        Attributes edited = AttributesText.parse(shown + " instance=local-h2");

        assertThat(edited.values()).containsOnlyKeys("config", "instance", "runner.command");
        assertThat(edited.values().get("runner.command")).isEqualTo(COMMAND);
        assertThat(edited.values().get("instance")).isEqualTo("local-h2");
    }

    @Test
    void aSentenceWithKeyValueWordsIsOneValue() {
        Attributes note = Attributes.of(Map.of("note", "see ticket owner=mallory", "cmd", "[\"a\",\"--attr\",\"k=v\"]"));

        assertThat(AttributesText.format(note))
                .isEqualTo("cmd=\"[\\\"a\\\",\\\"--attr\\\",\\\"k=v\\\"]\" note=\"see ticket owner=mallory\"");
        assertThat(AttributesText.parse(AttributesText.format(note))).isEqualTo(note);
    }

    @Test
    void controlCharactersAndEmptyTextAreWrittenSoTheyShow() {
        Attributes odd = Attributes.of(Map.of("a b", "", "tab", "x\ty", "nul", "\0\u001b[31m", "zw", "a\u200bb",
                "back", "C:\\tmp"));

        assertThat(AttributesText.format(odd)).isEqualTo("\"a b\"=\"\" back=\"C:\\\\tmp\" nul=\"\\u0000\\u001b[31m\" "
                + "tab=\"x\\ty\" zw=\"a\\u200bb\"");
        assertThat(AttributesText.parse(AttributesText.format(odd))).isEqualTo(odd);
    }

    @Test
    void aKeyGivenTwiceKeepsItsLastValue() {
        assertThat(AttributesText.parse("instance=a vus=5 instance=b"))
                .isEqualTo(Attributes.of(Map.of("instance", "b", "vus", "5")));
    }

    @Test
    void aProblemNamesItsPositionAndWhatWasExpected() {
        assertThatThrownBy(() -> AttributesText.parse("deployment=2 postgrest"))
                .hasMessage("at position 23: expected '=' after the key postgrest (pairs are key=value; a value "
                        + "with spaces is written in quotes: key=\"a b\")");
        assertThatThrownBy(() -> AttributesText.parse("note=\"open"))
                .hasMessage("at position 6: expected a closing quote for the quote opened here");
        assertThatThrownBy(() -> AttributesText.parse("note=\"a\"b"))
                .hasMessage("at position 9: expected a space before the next key=value");
        assertThatThrownBy(() -> AttributesText.parse("note=a\"b"))
                .hasMessage("at position 7: expected no quote inside a bare value; quote it whole and write \\\" "
                        + "for the quote");
        assertThatThrownBy(() -> AttributesText.parse("note=\"\\q\""))
                .hasMessage("at position 7: expected \\\", \\\\, \\n, \\t, \\r or \\u and four hex digits after a "
                        + "backslash, not \\q");
        assertThatThrownBy(() -> AttributesText.parse("note=\"\\u12g4\""))
                .hasMessage("at position 7: expected four hex digits after \\u");
        assertThatThrownBy(() -> AttributesText.parse("vus=1 =2"))
                .hasMessage("at position 7: a key is never empty");
    }

    @Test
    void oneArgumentIsOnePairSplitAtItsFirstEquals() {
        assertThat(AttributesText.pair("note=see ticket owner=mallory"))
                .isEqualTo(Map.entry("note", "see ticket owner=mallory"));
        assertThat(AttributesText.pair("cmd=[\"a\",\"--attr\",\"k=v\"]")).isEqualTo(Map.entry("cmd", "[\"a\",\"--attr\",\"k=v\"]"));
        assertThat(AttributesText.pair("empty=")).isEqualTo(Map.entry("empty", ""));
        assertThat(AttributesText.pair("pad=  two spaces  ")).isEqualTo(Map.entry("pad", "  two spaces  "));
        assertThatThrownBy(() -> AttributesText.pair("instance")).hasMessage("'instance' has no '=' (write key=value)");
        assertThatThrownBy(() -> AttributesText.pair("=v")).hasMessage("'=v' has no key before '='");
    }

    /** Thousands of random attribute maps, made of the characters that broke or could break a reading. */
    @Test
    void everyRandomLineReadsBackToItsAttributes() {
        Random random = new Random(20261204);
        for (int round = 0; round < 5000; round++) {
            TreeMap<String, String> values = new TreeMap<>();
            int size = random.nextInt(6);
            for (int i = 0; i < size; i++) {
                String key = text(random);
                values.put(key.isEmpty() ? "k" : key, text(random));
            }
            Attributes attributes = new Attributes(values);
            String line = AttributesText.format(attributes);

            assertThat(AttributesText.parse(line)).as("round %d: %s", round, line).isEqualTo(attributes);
        }
    }

    private static final String[] PIECES = {" ", "  ", "\"", "=", "[", "]", "{\"a\":1}", ",", "\\", "\\\"", "\\u0041",
        "\n", "\t", "\r", "\0", "\u001b", "\u007f", "\u0085", "\u00a0", "\u2028", "\u200b", "\u202e", "é", "日本",
        "\ud83d\ude00", "\ud83d", "\ude00", "--attr", "k=v", "runner.command", "x", "42", "'", "#", ";"};

    /** Empty at times, else pieces and random characters, spaces at either end included. */
    private static String text(Random random) {
        int length = random.nextInt(7);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            if (random.nextInt(4) == 0) {
                text.append((char) random.nextInt(0x3000));
            } else {
                text.append(PIECES[random.nextInt(PIECES.length)]);
            }
        }
        return text.toString();
    }
}
