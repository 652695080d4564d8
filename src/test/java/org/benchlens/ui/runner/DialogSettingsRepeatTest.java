package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.app.RunnerSubmission;
import org.benchlens.app.Workspace;
import org.benchlens.cli.RunCommands;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.http.HttpLoadWorkload;
import org.benchlens.runner.http.LoadModel;
import org.benchlens.runner.ibench.IbenchWorkload;
import org.benchlens.runner.k6.K6Workload;
import org.benchlens.runner.pgbench.Pgbench;
import org.benchlens.runner.sysbench.Sysbench;
import org.benchlens.runner.tool.ToolWorkload;
import org.benchlens.runner.ybio.YbioWorkload;
import org.benchlens.testing.TestStores;
import org.benchlens.runner.ybio.YbioDescription;
import org.benchlens.runner.ibench.IbenchDescription;

/**
 * What each Run menu dialog makes is recorded as the arguments of {@code benchlens run}, and those
 * arguments, read back as the command line reads them, give the very same settings: a run made
 * from a dialog can be repeated.
 */
class DialogSettingsRepeatTest {

    private final Workspace workspace = Workspace.on(TestStores.h2());
    private final RunnerSubmission submission = workspace.runner();

    @TempDir
    Path folder;

    @AfterEach
    void close() {
        workspace.close();
    }

    private Workload readBack(Workload made) {
        Workload again = new RunCommands().workload(made.arguments(), submission);
        assertThat(again.arguments()).isEqualTo(made.arguments());
        assertThat(again.describe()).isEqualTo(made.describe());
        return again;
    }

    @Test
    void anHttpSweepFromTheDialog() {
        HttpRunForm form = new HttpRunForm();
        form.urlProperty().set("http://127.0.0.1:8080/items");
        form.methodProperty().set("POST");
        form.headersProperty().set("Accept: application/json\nX-Trace: 1");
        form.bodyProperty().set("{\"id\": 1}");
        form.expectedProperty().set("200,201");
        form.vusProperty().set("10,20,30");
        form.durationProperty().set("1m30s");
        form.warmupProperty().set("5s");
        form.timeoutProperty().set("10s");
        form.attributesProperty().set("config=a\ninstance=c5.large");
        HttpLoadWorkload made = form.workload();

        assertThat(made.arguments()).containsExactly("run", "http", "--url", "http://127.0.0.1:8080/items",
                "--method", "POST", "--header", "Accept: application/json", "--header", "X-Trace: 1",
                "--body", "{\"id\": 1}", "--expect", "200,201", "--sweep", "10,20,30", "--duration", "1m30s",
                "--warmup", "5s", "--timeout", "10s", "--attr", "config=a", "--attr", "instance=c5.large");
        assertThat(((HttpLoadWorkload) readBack(made)).settings()).isEqualTo(made.settings());
    }

    @Test
    void anOpenModelHttpRunFromTheDialog() {
        HttpRunForm form = new HttpRunForm();
        form.urlProperty().set("http://127.0.0.1:8080/");
        form.modelProperty().set(LoadModel.OPEN);
        form.rateProperty().set("12.5");
        form.preAllocatedVusProperty().set("3");
        form.maxVusProperty().set("7");
        HttpLoadWorkload made = form.workload();

        assertThat(made.arguments()).containsSubsequence("--rate", "12.5", "--pre-allocated-vus", "3",
                "--max-vus", "7").doesNotContain("--vus", "--sweep");
        assertThat(((HttpLoadWorkload) readBack(made)).settings()).isEqualTo(made.settings());
    }

    @Test
    void aYbioRunFromTheDialog() {
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        form.text("--rows").set("2000");
        form.text("--setup-batch-size").set("500");
        form.text("--batch-size").set("20");
        form.text("--pct-update").set("30");
        form.text("--duration").set("2s");
        form.flag("--prepared").set(false);
        form.flag("--index-only").set(true);
        form.text("--jobs").set("3");
        form.attributesProperty().set("config=quick");
        YbioWorkload made = (YbioWorkload) form.workload();

        assertThat(made.arguments()).containsExactly("run", "ybio", "--target", "embedded-h2", "--rows", "2000",
                "--setup-batch-size", "500", "--batch-size", "20", "--pct-update", "30", "--duration", "2s",
                "--no-prepared", "--index-only", "--jobs", "3", "--attr", "config=quick");
        assertThat(((YbioWorkload) readBack(made)).settings()).isEqualTo(made.settings());
    }

    @Test
    void anInsertBenchmarkRunFromTheDialog() {
        DescribedRunForm form = new DescribedRunForm(new IbenchDescription());
        form.target().kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        form.text("--clients").set("3");
        form.text("--rows").set("5000");
        form.text("--l-i1-rows").set("1000");
        form.text("--l-i2-rows").set("200");
        form.text("--query-duration").set("5s");
        form.ticked("--write-rate", "500").set(true);
        form.attributesProperty().set("dbms=pg17");
        IbenchWorkload made = (IbenchWorkload) form.workload();

        assertThat(made.arguments()).containsExactly("run", "ibench", "--target", "embedded-postgresql",
                "--clients", "3", "--rows", "5000", "--l-i1-rows", "1000", "--l-i2-rows", "200",
                "--query-duration", "5s", "--write-rate", "100,500", "--attr", "dbms=pg17");
        assertThat(((IbenchWorkload) readBack(made)).settings()).isEqualTo(made.settings());
    }

    @Test
    void pgbenchAndSysbenchRunsFromTheirDialogs() {
        DescribedRunForm pgbench = new DescribedRunForm(new Pgbench());
        pgbench.text("--scale").set("2");
        pgbench.text("--clients").set("8");
        pgbench.text("--threads").set("2");
        pgbench.text("--builtin").set("select-only");
        pgbench.text("--protocol").set("prepared");
        pgbench.flag("--report-per-command").set(true);
        pgbench.attributesProperty().set("config=ro");
        ToolWorkload madePgbench = (ToolWorkload) pgbench.workload();
        assertThat(madePgbench.arguments()).containsExactly("run", "pgbench", "--target", "embedded-postgresql",
                "--scale", "2", "--clients", "8", "--threads", "2", "--duration", "30s", "--builtin", "select-only",
                "--protocol", "prepared", "--report-per-command", "--attr", "config=ro");
        ToolWorkload again = (ToolWorkload) readBack(madePgbench);
        assertThat(again.settings()).isEqualTo(madePgbench.settings());
        assertThat(again.target()).isEqualTo(madePgbench.target());

        DescribedRunForm sysbench = new DescribedRunForm(new Sysbench());
        sysbench.text("--test").set("oltp_read_only");
        sysbench.text("--tables").set("2");
        sysbench.flag("--histogram").set(false);
        ToolWorkload madeSysbench = (ToolWorkload) sysbench.workload();
        assertThat(madeSysbench.arguments()).containsExactly("run", "sysbench", "--target", "embedded-postgresql",
                "--test", "oltp_read_only", "--tables", "2", "--table-size", "10000", "--threads", "4",
                "--duration", "30s");
        assertThat(((ToolWorkload) readBack(madeSysbench)).settings()).isEqualTo(madeSysbench.settings());
    }

    @Test
    void aServersPasswordIsNeverRecordedButAskedForAgain() {
        DescribedRunForm form = new DescribedRunForm(new YbioDescription());
        form.target().kindProperty().set(TargetKind.JDBC);
        form.target().urlProperty().set("jdbc:postgresql://127.0.0.1:5432/bench");
        form.target().userProperty().set("bench");
        form.target().passwordProperty().set("s3cret");

        List<String> arguments = form.workload().arguments();

        assertThat(arguments).containsSubsequence("--target", "jdbc", "--url", "jdbc:postgresql://127.0.0.1:5432/bench",
                "--user", "bench", "--password", "--rows").noneMatch(arg -> arg.contains("s3cret"));
    }

    @Test
    void aK6ScriptsRunReadsBackWithItsScriptLevelsAndDuration() throws Exception {
        Path script = java.nio.file.Files.writeString(folder.resolve("load.js"), "export default function () {}\n");
        K6Workload made = (K6Workload) new RunCommands().workload(List.of("run", "k6", "--vus", "5,10", "--duration",
                "2s", "--attr", "config=k", script.toString()), submission);

        assertThat(made.arguments()).containsExactly("run", "k6", "--vus", "5,10", "--duration", "2s", "--attr",
                "config=k", script.toAbsolutePath().toString());
        assertThat(((K6Workload) readBack(made)).plan()).isEqualTo(made.plan());
    }
}
