package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.ybio.YbioSettings;

/** The YBIO dialog's view model, and the target form it shares with the Insert Benchmark's, without a window. */
class YbioRunFormTest {

    @Test
    void startsFromYbiosDefaultsOnEmbeddedH2AndCanRunAtOnce() {
        YbioRunForm form = new YbioRunForm();
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_H2);
        assertThat(form.rowsProperty().get()).isEqualTo("100000");
        assertThat(form.setupBatchSizeProperty().get()).isEqualTo("10000");
        assertThat(form.batchSizeProperty().get()).isEqualTo("10");
        assertThat(form.pctUpdateProperty().get()).isEqualTo("0");
        assertThat(form.durationProperty().get()).isEqualTo("30s");
        assertThat(form.preparedProperty().get()).isTrue();
        assertThat(form.indexOnlyProperty().get()).isFalse();
        assertThat(form.jobsProperty().get()).isEqualTo("1");
        assertThat(form.settings()).isEqualTo(YbioSettings.defaults());
    }

    @Test
    void aJdbcTargetNeedsItsUrl() {
        YbioRunForm form = new YbioRunForm();
        form.target().kindProperty().set(TargetKind.JDBC);
        assertThat(form.problemProperty().get()).isEqualTo(
                "Type the JDBC URL of the database, such as jdbc:postgresql://127.0.0.1:5432/bench.");
        form.target().urlProperty().set("postgresql://127.0.0.1/bench");
        assertThat(form.problemProperty().get()).isEqualTo("JDBC URL expects an address starting with jdbc:, such as "
                + "jdbc:postgresql://127.0.0.1:5432/bench, not 'postgresql://127.0.0.1/bench'.");
        form.target().urlProperty().set("jdbc:postgresql://127.0.0.1/bench");
        assertThat(form.problemProperty().get()).isEmpty();
        form.target().kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        assertThat(form.settings().target()).isEqualTo(TargetSettings.embeddedPostgresql());
    }

    @Test
    void saysWhichSettingIsWrongInOneSentence() {
        YbioRunForm form = new YbioRunForm();
        form.rowsProperty().set("many");
        assertThat(form.problemProperty().get()).isEqualTo("Rows expects a whole number, not 'many'.");
        form.rowsProperty().set("0");
        assertThat(form.problemProperty().get()).isEqualTo("Rows (tab_rows) is 0; expected at least 1 row to set up.");
        form.rowsProperty().set("1000");
        form.setupBatchSizeProperty().set("0");
        assertThat(form.problemProperty().get())
                .isEqualTo("The setup batch size is 0; expected at least 1 row per batch.");
        form.setupBatchSizeProperty().set("500");
        form.batchSizeProperty().set("2000");
        assertThat(form.problemProperty().get()).isEqualTo(
                "The batch size (batch_size) is 2000; expected 1 to 1000 rows (the table's rows).");
        form.batchSizeProperty().set("20");
        form.pctUpdateProperty().set("150");
        assertThat(form.problemProperty().get())
                .isEqualTo("The update percentage (pct_update) is 150; expected 0 to 100.");
        form.pctUpdateProperty().set("25");
        form.durationProperty().set("0s");
        assertThat(form.problemProperty().get())
                .isEqualTo("The duration (run_duration) is 0 s; expected at least 1 second.");
        form.durationProperty().set("later");
        assertThat(form.problemProperty().get())
                .isEqualTo("Duration expects a duration such as 30s, 1m30s or 500ms, not 'later'.");
        form.durationProperty().set("5");
        form.jobsProperty().set("65");
        assertThat(form.problemProperty().get()).isEqualTo("Jobs is 65; expected 1 to 64 jobs at once.");
        form.jobsProperty().set("4");
        form.attributesProperty().set("=x");
        assertThat(form.problemProperty().get()).isEqualTo("Attributes line 1: '=x' has no key before '='.");
        form.attributesProperty().set("config=fsync-off");
        assertThat(form.problemProperty().get()).isEmpty();
    }

    @Test
    void makesTheWorkloadWithTheTypedTargetAndSettings() {
        YbioRunForm form = new YbioRunForm();
        form.target().kindProperty().set(TargetKind.JDBC);
        form.target().urlProperty().set(" jdbc:h2:mem:bench ");
        form.target().userProperty().set("sa");
        form.target().passwordProperty().set("s3cret");
        form.rowsProperty().set("2000");
        form.setupBatchSizeProperty().set("500");
        form.batchSizeProperty().set("20");
        form.pctUpdateProperty().set("25");
        form.durationProperty().set("1m");
        form.preparedProperty().set(false);
        form.indexOnlyProperty().set(true);
        form.jobsProperty().set("4");
        form.attributesProperty().set("config=fsync-off\ninstance=r6g");

        YbioSettings settings = form.settings();
        assertThat(settings.target()).isEqualTo(TargetSettings.jdbc("jdbc:h2:mem:bench", "sa", "s3cret"));
        assertThat(settings.tableRows()).isEqualTo(2000);
        assertThat(settings.setupBatchSize()).isEqualTo(500);
        assertThat(settings.batchSize()).isEqualTo(20);
        assertThat(settings.pctUpdate()).isEqualTo(25);
        assertThat(settings.duration()).isEqualTo(Duration.ofMinutes(1));
        assertThat(settings.prepared()).isFalse();
        assertThat(settings.indexOnly()).isTrue();
        assertThat(settings.jobs()).isEqualTo(4);
        assertThat(settings.extra().values()).isEqualTo(Map.of("config", "fsync-off", "instance", "r6g"));
        assertThat(form.workload().describe())
                .isEqualTo("YBIO on jdbc:h2:mem:bench as sa: 2000 rows, 4 jobs of 20-row batches, 25 % updates for 60 s");
    }

    @Test
    void theNextFormStartsFromWhatWasTypedButThePassword() {
        YbioRunForm form = new YbioRunForm();
        form.target().kindProperty().set(TargetKind.JDBC);
        form.target().urlProperty().set("jdbc:postgresql://127.0.0.1:5432/bench");
        form.target().userProperty().set("bench");
        form.target().passwordProperty().set("s3cret");
        form.jobsProperty().set("8");
        form.indexOnlyProperty().set(true);

        assertThat(form.typed().toString()).doesNotContain("s3cret");
        YbioRunForm next = new YbioRunForm();
        next.restore(form.typed());
        assertThat(next.settings().target())
                .isEqualTo(TargetSettings.jdbc("jdbc:postgresql://127.0.0.1:5432/bench", "bench", ""));
        assertThat(next.target().passwordProperty().get()).isEmpty();
        assertThat(next.settings().jobs()).isEqualTo(8);
        assertThat(next.settings().indexOnly()).isTrue();
    }
}
