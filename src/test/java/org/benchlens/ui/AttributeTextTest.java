package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Attributes;

class AttributeTextTest {

    @Test
    void readsBackTheLineTheTableShows() {
        Attributes attributes = Attributes.of(Map.of("instance", "m5a.4xlarge", "deployment", "2 postgrest behind nginx",
                "vus", "50", "price_per_hour", "0.688"));

        assertThat(AttributeText.parse(attributes.toString())).isEqualTo(attributes.values());
        assertThat(AttributeText.parse("  ")).isEmpty();
        assertThat(AttributeText.parse("note=")).containsExactly(Map.entry("note", ""));
    }

    @Test
    void textBeforeTheFirstKeyIsRefusedWithASentence() {
        assertThatThrownBy(() -> AttributeText.parse("fast instance=t3a.nano"))
                .hasMessage("attributes are written key=value, separated by spaces; \"fast\" has no key=");
    }

    @Test
    void pastedTextIsNamedAfterItsFirstLine() {
        LocalDateTime noon = LocalDateTime.of(2026, 11, 30, 12, 0, 5);
        assertThat(PastedText.fileName("\n| dbms | l.i0 | l.x |\n|---|---|---|\n", noon))
                .isEqualTo("pasted dbms l.i0 l.x 2026-11-30 120005.txt");
        assertThat(PastedText.fileName("  ", noon)).isEqualTo("pasted 2026-11-30 120005.txt");
    }
}
