package org.benchlens.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Attributes;

class KeyValuesTest {

    @Test
    void readsBackTheLineTheTableShows() {
        Attributes attributes = Attributes.of(Map.of("instance", "m5a.4xlarge", "deployment", "2 postgrest behind nginx",
                "vus", "50", "price_per_hour", "0.688"));

        assertThat(KeyValues.attributes(attributes.toString())).isEqualTo(attributes.values());
        assertThat(KeyValues.attributes("  ")).isEmpty();
        assertThat(KeyValues.attributes("note=")).containsExactly(Map.entry("note", ""));
    }

    @Test
    void textBeforeTheFirstKeyIsRefusedWithASentence() {
        assertThatThrownBy(() -> KeyValues.attributes("fast instance=t3a.nano"))
                .hasMessage("attributes are written key=value, separated by spaces; \"fast\" has no key=");
    }

    @Test
    void commasSeparatePairsAsSpacesDo() {
        assertThat(KeyValues.attributes("workload=cached, dbms=pg17 instance = c5.xlarge"))
                .containsExactly(Map.entry("workload", "cached"), Map.entry("dbms", "pg17"),
                        Map.entry("instance", "c5.xlarge"));
        assertThat(KeyValues.attributes("note=a, b")).containsExactly(Map.entry("note", "a, b"));
    }

    @Test
    void optionArgumentsAreReadOneByOneAndNamedInTheSentence() {
        assertThat(KeyValues.option(List.of("deployment=2 postgrest behind nginx", "url=http://h/?a=b"), "--where"))
                .containsExactly(Map.entry("deployment", "2 postgrest behind nginx"),
                        Map.entry("url", "http://h/?a=b"));
        assertThatThrownBy(() -> KeyValues.option(List.of("vus=10", "instance"), "--where"))
                .hasMessage("--where expects key=value, not 'instance'");
        assertThatThrownBy(() -> KeyValues.option(List.of(""), "--attr"))
                .hasMessage("--attr expects key=value, not ''");
    }

    @Test
    void pastedTextIsNamedAfterItsFirstLine() {
        LocalDateTime noon = LocalDateTime.of(2026, 11, 30, 12, 0, 5);
        assertThat(PastedText.fileName("\n| dbms | l.i0 | l.x |\n|---|---|---|\n", noon))
                .isEqualTo("pasted dbms l.i0 l.x 2026-11-30 120005.txt");
        assertThat(PastedText.fileName("  ", noon)).isEqualTo("pasted 2026-11-30 120005.txt");
    }
}
