package org.benchlens.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A message is cut to 400 characters in its longest word first, so that its sentence stays whole. */
class ShortMessageTest {

    @Test
    void aShortMessageIsLeftAsItIs() {
        String message = "/tmp/notes.txt: the file is empty";
        assertThat(ShortMessage.of(message)).isSameAs(message);
    }

    @Test
    void aLongPathLosesItsMiddleAndKeepsItsStartAndItsFileName() {
        String path = "/home/ann/" + "results/".repeat(60) + "notes.txt";
        String said = ShortMessage.of(path + ": the file is empty");

        assertThat(said).hasSize(400).startsWith("/home/ann/results/").endsWith("/notes.txt: the file is empty")
                .contains("…");
    }

    @Test
    void aMessageOfManyShortWordsIsCutAtItsEnd() {
        String said = ShortMessage.of("word ".repeat(100), 40);
        assertThat(said).hasSize(40).isEqualTo("word ".repeat(7) + "word…");
    }
}
