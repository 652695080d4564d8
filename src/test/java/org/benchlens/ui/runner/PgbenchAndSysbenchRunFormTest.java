package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.pgbench.Pgbench;
import org.benchlens.runner.sysbench.Sysbench;
import org.benchlens.runner.tool.ToolSettings;
import org.benchlens.runner.tool.ToolWorkload;

/** The pgbench and sysbench dialogs' view models, without a window. */
class PgbenchAndSysbenchRunFormTest {

    @Test
    void pgbenchStartsOnTheEmbeddedPostgresqlAndCanRunAtOnce() {
        DescribedRunForm form = new DescribedRunForm(new Pgbench());

        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_POSTGRESQL);
        assertThat(form.settings()).isEqualTo(settings("--scale", 1, "--clients", 4, "--threads", 1,
                "--duration", Duration.ofSeconds(30), "--builtin", "tpcb-like", "--protocol", "simple",
                "--report-per-command", false));
        ToolWorkload workload = (ToolWorkload) form.workload();
        assertThat(workload.kind()).isEqualTo("pgbench");
        assertThat(workload.describe()).isEqualTo("tpcb-like at scale 1, 4 clients for 30 s on embedded PostgreSQL");
    }

    @Test
    void pgbenchSaysWhatIsWrongInOneSentence() {
        DescribedRunForm form = new DescribedRunForm(new Pgbench());
        form.text("--threads").set("8");
        assertThat(form.problemProperty().get()).isEqualTo("Pgbench needs at least as many clients (4) as threads (8).");
        form.text("--threads").set("2");
        form.text("--duration").set("0");
        assertThat(form.problemProperty().get()).isEqualTo("The duration must be at least one second.");
        form.text("--duration").set("1m");
        form.target().kindProperty().set(TargetKind.JDBC);
        assertThat(form.problemProperty().get()).startsWith("Type the JDBC URL of the database");
    }

    @Test
    void sysbenchStartsOnTheEmbeddedPostgresqlWithItsHistogram() {
        DescribedRunForm form = new DescribedRunForm(new Sysbench());

        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_POSTGRESQL);
        assertThat(form.settings()).isEqualTo(settings("--test", "oltp_read_write", "--tables", 1,
                "--table-size", 10_000, "--threads", 4, "--duration", Duration.ofSeconds(30), "--histogram", true));
        ToolWorkload workload = (ToolWorkload) form.workload();
        assertThat(workload.describe()).isEqualTo("oltp_read_write on 1 x 10000 rows, 4 threads for 30 s on embedded PostgreSQL");
        form.text("--table-size").set("ten");
        assertThat(form.problemProperty().get()).contains("Table size");
    }

    /** Settings from names and values, in pairs. */
    private static ToolSettings settings(Object... namesAndValues) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return new ToolSettings(values);
    }
}
