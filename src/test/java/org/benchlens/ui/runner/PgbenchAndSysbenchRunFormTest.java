package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.pgbench.PgbenchSettings;
import org.benchlens.runner.pgbench.PgbenchWorkload;
import org.benchlens.runner.sysbench.SysbenchSettings;
import org.benchlens.runner.sysbench.SysbenchWorkload;

/** The pgbench and sysbench dialogs' view models, without a window. */
class PgbenchAndSysbenchRunFormTest {

    @Test
    void pgbenchStartsOnTheEmbeddedPostgresqlAndCanRunAtOnce() {
        PgbenchRunForm form = new PgbenchRunForm();

        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_POSTGRESQL);
        assertThat(form.settings()).isEqualTo(new PgbenchSettings(1, 4, 1, Duration.ofSeconds(30), "tpcb-like",
                "simple", false));
        PgbenchWorkload workload = form.workload();
        assertThat(workload.kind()).isEqualTo("pgbench");
        assertThat(workload.describe()).isEqualTo("tpcb-like at scale 1, 4 clients for 30 s on embedded PostgreSQL");
    }

    @Test
    void pgbenchSaysWhatIsWrongInOneSentence() {
        PgbenchRunForm form = new PgbenchRunForm();
        form.threadsProperty().set("8");
        assertThat(form.problemProperty().get()).isEqualTo("Pgbench needs at least as many clients (4) as threads (8).");
        form.threadsProperty().set("2");
        form.durationProperty().set("0");
        assertThat(form.problemProperty().get()).isEqualTo("The duration must be at least one second.");
        form.durationProperty().set("1m");
        form.target().kindProperty().set(TargetKind.JDBC);
        assertThat(form.problemProperty().get()).startsWith("Type the JDBC URL of the database");
    }

    @Test
    void sysbenchStartsOnTheEmbeddedPostgresqlWithItsHistogram() {
        SysbenchRunForm form = new SysbenchRunForm();

        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_POSTGRESQL);
        assertThat(form.settings()).isEqualTo(new SysbenchSettings("oltp_read_write", 1, 10_000, 4,
                Duration.ofSeconds(30), true));
        SysbenchWorkload workload = form.workload();
        assertThat(workload.describe()).isEqualTo("oltp_read_write on 1 x 10000 rows, 4 threads for 30 s on embedded PostgreSQL");
        form.tableSizeProperty().set("ten");
        assertThat(form.problemProperty().get()).contains("Table size");
    }
}
