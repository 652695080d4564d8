package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.ybio.YbioSettings;
import org.benchlens.runner.ybio.YbioDescription;

/** The YBIO dialog's view model, and the target form it shares with the Insert Benchmark's, without a window. */
class YbioRunFormTest {

    @Test
    void startsFromYbiosDefaultsOnEmbeddedH2AndCanRunAtOnce() {
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_H2);
        assertThat(form.text("--rows").get()).isEqualTo("100000");
        assertThat(form.text("--setup-batch-size").get()).isEqualTo("10000");
        assertThat(form.text("--batch-size").get()).isEqualTo("10");
        assertThat(form.text("--pct-update").get()).isEqualTo("0");
        assertThat(form.text("--duration").get()).isEqualTo("30s");
        assertThat(form.flag("--prepared").get()).isTrue();
        assertThat(form.flag("--index-only").get()).isFalse();
        assertThat(form.text("--jobs").get()).isEqualTo("1");
        assertThat(settings(form)).isEqualTo(YbioSettings.defaults());
    }

    @Test
    void aJdbcTargetNeedsItsUrl() {
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        form.target().kindProperty().set(TargetKind.JDBC);
        assertThat(form.problemProperty().get()).isEqualTo(
                "Type the JDBC URL of the database, such as jdbc:postgresql://127.0.0.1:5432/bench.");
        form.target().urlProperty().set("postgresql://127.0.0.1/bench");
        assertThat(form.problemProperty().get()).isEqualTo("JDBC URL expects an address starting with jdbc:, such as "
                + "jdbc:postgresql://127.0.0.1:5432/bench, not 'postgresql://127.0.0.1/bench'.");
        form.target().urlProperty().set("jdbc:postgresql://127.0.0.1/bench");
        assertThat(form.problemProperty().get()).isEmpty();
        form.target().kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        assertThat(settings(form).target()).isEqualTo(TargetSettings.embeddedPostgresql());
    }

    @Test
    void saysWhichSettingIsWrongInOneSentence() {
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        form.text("--rows").set("many");
        assertThat(form.problemProperty().get()).isEqualTo("Rows expects a whole number, not 'many'.");
        form.text("--rows").set("0");
        assertThat(form.problemProperty().get()).isEqualTo("Rows (tab_rows) is 0; expected at least 1 row to set up.");
        form.text("--rows").set("1000");
        form.text("--setup-batch-size").set("0");
        assertThat(form.problemProperty().get())
                .isEqualTo("The setup batch size is 0; expected at least 1 row per batch.");
        form.text("--setup-batch-size").set("500");
        form.text("--batch-size").set("2000");
        assertThat(form.problemProperty().get()).isEqualTo(
                "The batch size (batch_size) is 2000; expected 1 to 1000 rows (the table's rows).");
        form.text("--batch-size").set("20");
        form.text("--pct-update").set("150");
        assertThat(form.problemProperty().get())
                .isEqualTo("The update percentage (pct_update) is 150; expected 0 to 100.");
        form.text("--pct-update").set("25");
        form.text("--duration").set("0s");
        assertThat(form.problemProperty().get())
                .isEqualTo("The duration (run_duration) is 0 s; expected at least 1 second.");
        form.text("--duration").set("later");
        assertThat(form.problemProperty().get())
                .isEqualTo("Duration expects a duration such as 30s, 1m30s or 500ms, not 'later'.");
        form.text("--duration").set("5");
        form.text("--jobs").set("65");
        assertThat(form.problemProperty().get()).isEqualTo("Jobs is 65; expected 1 to 64 jobs at once.");
        form.text("--jobs").set("4");
        form.attributesProperty().set("=x");
        assertThat(form.problemProperty().get()).isEqualTo("Attributes line 1: '=x' has no key before '='.");
        form.attributesProperty().set("config=fsync-off");
        assertThat(form.problemProperty().get()).isEmpty();
    }

    @Test
    void makesTheWorkloadWithTheTypedTargetAndSettings() {
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        form.target().kindProperty().set(TargetKind.JDBC);
        form.target().urlProperty().set(" jdbc:h2:mem:bench ");
        form.target().userProperty().set("sa");
        form.target().passwordProperty().set("s3cret");
        form.text("--rows").set("2000");
        form.text("--setup-batch-size").set("500");
        form.text("--batch-size").set("20");
        form.text("--pct-update").set("25");
        form.text("--duration").set("1m");
        form.flag("--prepared").set(false);
        form.flag("--index-only").set(true);
        form.text("--jobs").set("4");
        form.attributesProperty().set("config=fsync-off\ninstance=r6g");

        YbioSettings settings = settings(form);
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
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        form.target().kindProperty().set(TargetKind.JDBC);
        form.target().urlProperty().set("jdbc:postgresql://127.0.0.1:5432/bench");
        form.target().userProperty().set("bench");
        form.target().passwordProperty().set("s3cret");
        form.text("--jobs").set("8");
        form.flag("--index-only").set(true);

        assertThat(form.typed().toString()).doesNotContain("s3cret");
        DescribedRunForm next = new DescribedRunForm(new YbioDescription());
        next.restore(form.typed());
        assertThat(settings(next).target())
                .isEqualTo(TargetSettings.jdbc("jdbc:postgresql://127.0.0.1:5432/bench", "bench", ""));
        assertThat(next.target().passwordProperty().get()).isEmpty();
        assertThat(settings(next).jobs()).isEqualTo(8);
        assertThat(settings(next).indexOnly()).isTrue();
    }

    /** The YbioSettings the form's values make, as its workload gets them. */
    private static YbioSettings settings(DescribedRunForm form) {
        return new YbioDescription().settings(form.target().settings(), form.settings(),
                TypedValues.attributes(form.attributesProperty().get()));
    }
}
