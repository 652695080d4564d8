package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.ibench.IbenchSettings;

/** The Insert Benchmark dialog's view model without a window. */
class IbenchRunFormTest {

    @Test
    void startsFromTheBenchmarksDefaultsOnEmbeddedH2() {
        IbenchRunForm form = new IbenchRunForm();
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.target().kindProperty().get()).isEqualTo(TargetKind.EMBEDDED_H2);
        assertThat(form.clientsProperty().get()).isEqualTo("2");
        assertThat(form.loadRowsProperty().get()).isEqualTo("100000");
        assertThat(form.writeRowsProperty().get()).isEqualTo("20000");
        assertThat(form.smallWriteRowsProperty().get()).isEqualTo("5000");
        assertThat(form.queryDurationProperty().get()).isEqualTo("1m");
        assertThat(form.rate100Property().get()).isTrue();
        assertThat(form.rate500Property().get()).isFalse();
        assertThat(form.rate1000Property().get()).isFalse();
        assertThat(form.settings()).isEqualTo(IbenchSettings.defaults());
    }

    @Test
    void saysWhichSettingIsWrongInOneSentence() {
        IbenchRunForm form = new IbenchRunForm();
        form.target().kindProperty().set(TargetKind.JDBC);
        assertThat(form.problemProperty().get()).isEqualTo(
                "Type the JDBC URL of the database, such as jdbc:postgresql://127.0.0.1:5432/bench.");
        form.target().kindProperty().set(TargetKind.EMBEDDED_H2);
        form.clientsProperty().set("two");
        assertThat(form.problemProperty().get()).isEqualTo("Clients expects a whole number, not 'two'.");
        form.clientsProperty().set("17");
        assertThat(form.problemProperty().get()).isEqualTo("Clients is 17; expected 1 to 16.");
        form.clientsProperty().set("3");
        form.loadRowsProperty().set("0");
        assertThat(form.problemProperty().get()).isEqualTo("The rows l.i0 loads per table is 0; expected at least 1.");
        form.loadRowsProperty().set("10000");
        form.smallWriteRowsProperty().set("1.5");
        assertThat(form.problemProperty().get()).isEqualTo("Rows (l.i2) expects a whole number, not '1.5'.");
        form.smallWriteRowsProperty().set("2000");
        form.writeRowsProperty().set("9000");
        assertThat(form.problemProperty().get()).isEqualTo("l.i1 and l.i2 would delete 11000 rows per table but "
                + "l.i0 loads only 10000; expected fewer rows for l.i1 and l.i2.");
        form.writeRowsProperty().set("4000");
        form.queryDurationProperty().set("0");
        assertThat(form.problemProperty().get())
                .isEqualTo("The read-write step duration is 0 s; expected at least 1 second.");
        form.queryDurationProperty().set("a while");
        assertThat(form.problemProperty().get()).isEqualTo(
                "Read-write step duration expects a duration such as 30s, 1m30s or 500ms, not 'a while'.");
        form.queryDurationProperty().set("10s");
        form.attributesProperty().set("dbms");
        assertThat(form.problemProperty().get()).isEqualTo("Attributes line 1: 'dbms' has no '=' (write key=value).");
        form.attributesProperty().set("dbms=pg17");
        assertThat(form.problemProperty().get()).isEmpty();
    }

    @Test
    void makesTheWorkloadWithTheCheckedWriteRates() {
        IbenchRunForm form = new IbenchRunForm();
        form.target().kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        form.clientsProperty().set("3");
        form.loadRowsProperty().set("50000");
        form.writeRowsProperty().set("10000");
        form.smallWriteRowsProperty().set("1000");
        form.queryDurationProperty().set("10s");
        form.rate500Property().set(false);
        form.rate1000Property().set(true);
        form.attributesProperty().set("dbms=pg17\nconfig=default");

        IbenchSettings settings = form.settings();
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
        IbenchRunForm form = new IbenchRunForm();
        form.target().kindProperty().set(TargetKind.JDBC);
        form.target().urlProperty().set("jdbc:postgresql://127.0.0.1:5432/bench");
        form.target().passwordProperty().set("s3cret");
        form.rate100Property().set(false);
        form.rate500Property().set(true);

        IbenchRunForm next = new IbenchRunForm();
        next.restore(form.typed());
        assertThat(form.typed().toString()).doesNotContain("s3cret");
        assertThat(next.target().passwordProperty().get()).isEmpty();
        assertThat(next.settings().target().url()).isEqualTo("jdbc:postgresql://127.0.0.1:5432/bench");
        assertThat(next.settings().writeRates()).containsExactly(500);
    }
}
