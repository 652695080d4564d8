package org.benchlens.imports.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** Sweep blocks as pull requests carry them: an annotated title, trailing comments, a context line of its own shape. */
class SweepDamageTest {

    private final ResultTableImporter importer = new ResultTableImporter();

    @Test
    void annotatedTitlesCommentsAndContextLinesKeepEveryRun() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path("constructed_table_sweep-annotated.txt"));

        assertThat(read.runs()).hasSize(4);
        RunDraft third = read.runs().get(2);
        assertThat(third.attributes().get(AttributeKeys.SCENARIO)).contains("GETSingle");
        assertThat(third.attributes().get(TableHeadings.VARIANT)).contains("wo nginx optimization");
        assertThat(third.attributes().get(AttributeKeys.INSTANCE)).contains("m5a.4xlarge");
        assertThat(third.attributes().get(AttributeKeys.DEPLOYMENT)).contains("4 postgrest behind nginx LB");
        assertThat(third.attributes().get(AttributeKeys.VUS)).contains("30");
        assertThat(third.attributes().get("comment")).contains("failure: 502 from nginx");
        assertThat(third.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(12692.671314);
        assertThat(third.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.021);
        assertThat(read.runs().get(3).attributes().get(TableHeadings.VARIANT)).isEmpty();
        assertThat(read.notes()).contains(
                "constructed_table_sweep-annotated.txt:5: kept the figures before the comment \"#ok\"; the comment is"
                        + " the run's attribute comment",
                "constructed_table_sweep-annotated.txt:6: kept the figures before the comment \"#failure: 502 from"
                        + " nginx\"; the comment is the run's attribute comment");
    }
}
