package org.benchlens.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;

class RunQueryTest {

    private static final RunRow NGINX = RunRow.of(new Run(7, "table", "GETSingle 50 VUs", "/results/m5a.4xlarge-2pgrest.txt",
            "h", null, null, Instant.EPOCH, Attributes.of(Map.of("deployment", "2 postgrest behind nginx", "vus", "50")),
            List.of("Baseline")), null, null);

    private static boolean matches(String filter) {
        return RunQuery.parse(filter).matches(NGINX);
    }

    @Test
    void everyConditionMustHold() {
        assertThat(matches("")).isTrue();
        assertThat(matches("getsingle")).isTrue();
        assertThat(matches("getsingle 100")).isFalse();
        assertThat(matches("m5a.4xlarge")).as("the source file is searched too").isTrue();
        assertThat(matches("vus=50 tag:baseline")).isTrue();
        assertThat(matches("vus=5")).isFalse();
        assertThat(matches("tag:base")).as("a tag is named whole").isFalse();
        assertThat(matches("name=\"getsingle 50 vus\"")).isTrue();
    }

    @Test
    void quotesKeepSpacesInOneCondition() {
        assertThat(matches("deployment=\"2 postgrest behind nginx\"")).isTrue();
        assertThat(matches("deployment=2 postgrest")).as("two conditions: deployment=2, and postgrest").isFalse();
        assertThat(matches("\"behind nginx\"")).isTrue();
        assertThat(matches("\"nginx behind\"")).isFalse();
    }
}
