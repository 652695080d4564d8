package org.benchlens.runner.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Attributes;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.runner.ibench.IbenchSettings;
import org.benchlens.runner.ibench.IbenchWorkload;
import org.benchlens.runner.ybio.YbioSettings;
import org.benchlens.runner.ybio.YbioWorkload;
import org.benchlens.store.Store;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/** A setting that cannot work is one sentence before anything runs, and the store stays empty. */
class BadTargetSettingsTest {

    @AutoClose
    private static final Store store = TestStores.h2();

    private static YbioWorkload ybio(TargetSettings target) {
        return new YbioWorkload(YbioSettings.defaults().withTarget(target));
    }

    private static String refusal(Workload workload) {
        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(
                () -> new WorkloadRunner(store).run(workload, new RecordingListener()));
        assertThat(thrown).isInstanceOf(RunnerException.class);
        assertThat(StoredRuns.all(store)).isEmpty();
        return thrown.getMessage();
    }

    @Test
    void aWrongPasswordNamesTheUrlAndTheUser(@TempDir Path folder) throws Exception {
        String url = "jdbc:h2:file:" + folder.resolve("bench").toAbsolutePath();
        try (Connection ignored = DriverManager.getConnection(url, "bench", "right")) {
            // creates the database with its user
        }
        assertThat(refusal(ybio(TargetSettings.jdbc(url, "bench", "wrong"))))
                .isEqualTo(url + " refused user bench: the user name or the password is wrong");
    }

    @Test
    void anUnreachableHostSaysWhatToCheck() {
        assertThat(refusal(ybio(TargetSettings.jdbc("jdbc:postgresql://127.0.0.1:1/bench", "bench", "x"))))
                .startsWith("cannot reach the database server of jdbc:postgresql://127.0.0.1:1/bench (")
                .endsWith("); check the host, the port and that the server is running");
    }

    @Test
    void aUrlThatIsNotJdbcSaysWhatIsExpected() {
        assertThat(refusal(ybio(TargetSettings.jdbc("postgres://127.0.0.1/bench", "bench", "x"))))
                .isEqualTo("the URL postgres://127.0.0.1/bench is not a JDBC URL; expected "
                        + "jdbc:postgresql://host:port/database or jdbc:h2:...");
        assertThat(refusal(ybio(TargetSettings.jdbc("jdbc:mysql://127.0.0.1/bench", "bench", "x"))))
                .isEqualTo("jdbc:mysql://127.0.0.1/bench names a database BenchLens has no driver for; expected "
                        + "jdbc:postgresql://host:port/database or jdbc:h2:...");
    }

    @Test
    void zeroRowsAndZeroDurationAreRefusedBeforeAnythingStarts() {
        YbioSettings ybio = YbioSettings.defaults();
        assertThat(refusal(new YbioWorkload(new YbioSettings(ybio.target(), 0, 1000, 10, 0, Duration.ofSeconds(5),
                true, false, 1, Attributes.EMPTY))))
                .isEqualTo("rows (tab_rows) is 0; expected at least 1 row to set up");
        assertThat(refusal(new YbioWorkload(new YbioSettings(ybio.target(), 1000, 1000, 10, 0, Duration.ZERO,
                true, false, 1, Attributes.EMPTY))))
                .isEqualTo("the duration (run_duration) is 0 s; expected at least 1 second");
        IbenchSettings ibench = IbenchSettings.defaults();
        assertThat(refusal(new IbenchWorkload(new IbenchSettings(ibench.target(), 2, 0, 10, 10,
                Duration.ofSeconds(5), ibench.writeRates(), Attributes.EMPTY))))
                .isEqualTo("the rows l.i0 loads per table is 0; expected at least 1");
        assertThat(refusal(new IbenchWorkload(new IbenchSettings(ibench.target(), 2, 1000, 10, 10,
                Duration.ZERO, ibench.writeRates(), Attributes.EMPTY))))
                .isEqualTo("the read-write step duration is 0 s; expected at least 1 second");
    }

    @Test
    void anEmbeddedPostgresqlIsNotStartedAsRoot() {
        String user = System.getProperty("user.name");
        System.setProperty("user.name", "root");
        try {
            assertThatThrownBy(() -> Targets.validate(TargetSettings.embeddedPostgresql()))
                    .hasMessage("the embedded PostgreSQL refuses to run as root: start BenchLens as an ordinary "
                            + "user, or give the JDBC URL of a PostgreSQL server");
        } finally {
            System.setProperty("user.name", user);
        }
    }

    @Test
    void aPasswordWrittenInTheUrlIsNotShown() {
        assertThat(JdbcUrls.withoutPassword("jdbc:postgresql://db:5432/bench?user=bench&password=s3cret&ssl=true"))
                .isEqualTo("jdbc:postgresql://db:5432/bench?user=bench&password=***&ssl=true");
        assertThat(JdbcUrls.withoutPassword("jdbc:h2:tcp://db/bench;PASSWORD=s3cret;MODE=PostgreSQL"))
                .isEqualTo("jdbc:h2:tcp://db/bench;password=***;MODE=PostgreSQL");
        assertThat(JdbcUrls.withoutPassword("jdbc:postgresql://bench:s3cret@db/bench"))
                .isEqualTo("jdbc:postgresql://bench:***@db/bench");
    }
}
