package org.benchlens.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class KeyValuesTest {

    @Test
    void eachOptionArgumentIsExactlyOnePair() {
        assertThat(KeyValues.option(List.of("deployment=2 postgrest behind nginx", "url=http://h/?a=b",
                "note=see ticket owner=mallory", "cmd=[\"a\",\"--attr\",\"k=v\"]", "empty="), "--attr"))
                .containsExactly(Map.entry("deployment", "2 postgrest behind nginx"),
                        Map.entry("url", "http://h/?a=b"), Map.entry("note", "see ticket owner=mallory"),
                        Map.entry("cmd", "[\"a\",\"--attr\",\"k=v\"]"), Map.entry("empty", ""));
    }

    @Test
    void aBadArgumentIsNamedWithItsOption() {
        assertThatThrownBy(() -> KeyValues.option(List.of("vus=10", "instance"), "--where"))
                .hasMessage("--where: 'instance' has no '=' (write key=value)");
        assertThatThrownBy(() -> KeyValues.option(List.of(""), "--attr"))
                .hasMessage("--attr: '' has no '=' (write key=value)");
        assertThatThrownBy(() -> KeyValues.option(List.of("=quick"), "--set"))
                .hasMessage("--set: '=quick' has no key before '='");
    }

    @Test
    void pastedTextIsNamedAfterItsFirstLine() {
        LocalDateTime noon = LocalDateTime.of(2026, 11, 30, 12, 0, 5);
        assertThat(PastedText.fileName("\n| dbms | l.i0 | l.x |\n|---|---|---|\n", noon))
                .isEqualTo("pasted dbms l.i0 l.x 2026-11-30 120005.txt");
        assertThat(PastedText.fileName("  ", noon)).isEqualTo("pasted 2026-11-30 120005.txt");
    }
}
