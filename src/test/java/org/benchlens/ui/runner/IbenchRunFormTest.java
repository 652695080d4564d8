package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.ibench.IbenchSettings;
import org.benchlens.runner.ibench.IbenchDescription;

/** The Insert Benchmark dialog's view model without a window. */
class IbenchRunFormTest {

    @Test
    void startsFromTheBenchmarksDefaultsOnEmbeddedH2() {
        DescribedRunForm form = new DescribedRunForm(new IbenchDescription());
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_H2);
        assertThat(form.text("--clients").get()).isEqualTo("2");
        assertThat(form.text("--rows").get()).isEqualTo("100000");
        assertThat(form.text("--l-i1-rows").get()).isEqualTo("20000");
        assertThat(form.text("--l-i2-rows").get()).isEqualTo("5000");
        assertThat(form.text("--query-duration").get()).isEqualTo("1m");
        assertThat(form.ticked("--write-rate", "100").get()).isTrue();
        assertThat(form.ticked("--write-rate", "500").get()).isFalse();
        assertThat(form.ticked("--write-rate", "1000").get()).isFalse();
        assertThat(settings(form)).isEqualTo(IbenchSettings.defaults());
    }

    @Test
    void saysWhichSettingIsWrongInOneSentence() {
        DescribedRunForm form = new DescribedRunForm(new IbenchDescription());
        form.target().kindProperty().set(TargetKind.JDBC);
        assertThat(form.problemProperty().get()).isEqualTo(
                "Type the JDBC URL of the database, such as jdbc:postgresql://127.0.0.1:5432/bench.");
        form.target().kindProperty().set(TargetKind.EMBEDDED_H2);
        form.text("--clients").set("two");
        assertThat(form.problemProperty().get()).isEqualTo("Clients expects a whole number, not 'two'.");
        form.text("--clients").set("17");
        assertThat(form.problemProperty().get()).isEqualTo("Clients is 17; expected 1 to 16.");
        form.text("--clients").set("3");
        form.text("--rows").set("0");
        assertThat(form.problemProperty().get()).isEqualTo("The rows l.i0 loads per table is 0; expected at least 1.");
        form.text("--rows").set("10000");
        form.text("--l-i2-rows").set("1.5");
        assertThat(form.problemProperty().get()).isEqualTo("Rows (l.i2) expects a whole number, not '1.5'.");
        form.text("--l-i2-rows").set("2000");
        form.text("--l-i1-rows").set("9000");
        assertThat(form.problemProperty().get()).isEqualTo("l.i1 and l.i2 would delete 11000 rows per table but "
                + "l.i0 loads only 10000; expected fewer rows for l.i1 and l.i2.");
        form.text("--l-i1-rows").set("4000");
        form.text("--query-duration").set("0");
        assertThat(form.problemProperty().get())
                .isEqualTo("The read-write step duration is 0 s; expected at least 1 second.");
        form.text("--query-duration").set("a while");
        assertThat(form.problemProperty().get()).isEqualTo(
                "Read-write step duration expects a duration such as 30s, 1m30s or 500ms, not 'a while'.");
        form.text("--query-duration").set("10s");
        form.attributesProperty().set("dbms");
        assertThat(form.problemProperty().get()).isEqualTo("Attributes line 1: 'dbms' has no '=' (write key=value).");
        form.attributesProperty().set("dbms=pg17");
        assertThat(form.problemProperty().get()).isEmpty();
    }

    @Test
    void makesTheWorkloadWithTheCheckedWriteRates() {
        DescribedRunForm form = new DescribedRunForm(new IbenchDescription());
        form.target().kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        form.text("--clients").set("3");
        form.text("--rows").set("50000");
        form.text("--l-i1-rows").set("10000");
        form.text("--l-i2-rows").set("1000");
        form.text("--query-duration").set("10s");
        form.ticked("--write-rate", "500").set(false);
        form.ticked("--write-rate", "1000").set(true);
        form.attributesProperty().set("dbms=pg17\nconfig=default");

        IbenchSettings settings = settings(form);
        assertThat(settings.target()).isEqualTo(TargetSettings.embeddedPostgresql());
        assertThat(settings.clients()).isEqualTo(3);
        assertThat(settings.loadRows()).isEqualTo(50_000);
        assertThat(settings.writeRows()).isEqualTo(10_000);
        assertThat(settings.smallWriteRows()).isEqualTo(1_000);
        assertThat(settings.queryDuration()).isEqualTo(Duration.ofSeconds(10));
        assertThat(settings.writeRates()).containsExactly(100, 1000);
        assertThat(settings.extra().values()).isEqualTo(Map.of("dbms", "pg17", "config", "default"));
        assertThat(form.workload().describe()).isEqualTo("Insert Benchmark on embedded PostgreSQL: 3 clients, "
                + "50000 rows per table, steps l.i0 l.x l.i1 l.i2 qr100 qp100 qr1000 qp1000, 10 s per read-write step");
    }

    @Test
    void theNextFormStartsFromWhatWasTypedButThePassword() {
        DescribedRunForm form = new DescribedRunForm(new IbenchDescription());
        form.target().kindProperty().set(TargetKind.JDBC);
        form.target().urlProperty().set("jdbc:postgresql://127.0.0.1:5432/bench");
        form.target().passwordProperty().set("s3cret");
        form.ticked("--write-rate", "100").set(false);
        form.ticked("--write-rate", "500").set(true);

        DescribedRunForm next = new DescribedRunForm(new IbenchDescription());
        next.restore(form.typed());
        assertThat(form.typed().toString()).doesNotContain("s3cret");
        assertThat(next.target().passwordProperty().get()).isEmpty();
        assertThat(settings(next).target().url()).isEqualTo("jdbc:postgresql://127.0.0.1:5432/bench");
        assertThat(settings(next).writeRates()).containsExactly(500);
    }

    /** The IbenchSettings the form's values make, as its workload gets them. */
    private static IbenchSettings settings(DescribedRunForm form) {
        return new IbenchDescription().settings(form.target().settings(), form.settings(),
                TypedValues.attributes(form.attributesProperty().get()));
    }
}
