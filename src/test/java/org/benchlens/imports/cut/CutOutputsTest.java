package org.benchlens.imports.cut;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportResult;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** Real outputs cut where a copy stops: what is stored, the status, and the note's words. */
class CutOutputsTest {

    @TempDir
    Path dir;

    private Path write(String name, byte[] bytes) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    private static byte[] real(String file) throws Exception {
        return Files.readAllBytes(RealWorld.path(file));
    }

    private static Imported importOne(Path file) {
        try (Store store = TestStores.h2()) {
            ImportResult result = ImportHarness.importInto(store, file).results().get(0);
            return new Imported(result, result.status() == ImportResult.Status.IMPORTED
                    ? ImportHarness.results(store) : List.of());
        }
    }

    @Test
    void aYcsbReportCutAt97PercentKeepsTheFiguresBeforeTheCutAndIsPartial() throws Exception {
        Path file = write("ycsb.txt", CutBytes.midLine(real("ycsb/virtualclient_YCSBMongoDBOutputExample.txt"), 97));

        Imported imported = importOne(file);

        // line 33 is [UPDATE], MaxLatency(us), 3090431: left out, with the UPDATE lines after it
        assertThat(imported.result().notes()).containsExactly("ycsb.txt:33: the file ends in the middle of line 33,"
                + " in the end report of the YCSB run that starts at line 3 (is it truncated?): the figures before it"
                + " are kept and the run is stored as partial");
        RunResult run = imported.runs().get(0);
        assertThat(run.run().attribute(AttributeKeys.STATUS)).isEqualTo("partial");
        assertThat(value(run, "total", "throughput")).isEqualTo(28246.19382538203);
        assertThat(run.measurements()).filteredOn(m -> m.metric().equals("MinLatency(us)"))
                .extracting(Measurement::value).containsExactlyInAnyOrder(129.0, 1.0, 147.0);
        assertThat(run.measurements()).filteredOn(m -> m.metric().equals("MaxLatency(us)"))
                .extracting(Measurement::value).containsExactlyInAnyOrder(1556479.0, 1464.0);
    }

    @Test
    void aWrkRunCutInItsTransferLineIsPartialWithoutIt() throws Exception {
        Path file = write("wrk.txt", CutBytes.midLine(real("wrk/debian_wrk410_latency.txt"), 97));

        Imported imported = importOne(file);

        assertThat(imported.result().notes()).containsExactly("wrk.txt:13: the file ends in the middle of line 13,"
                + " inside the wrk run that starts at line 1 (is it truncated?): that line is left out and the run is"
                + " stored as partial");
        RunResult run = imported.runs().get(0);
        assertThat(run.run().attribute(AttributeKeys.STATUS)).isEqualTo("partial");
        assertThat(value(run, "total", "Requests/sec")).isEqualTo(770.44);
        assertThat(run.measurements()).noneMatch(m -> m.metric().equals("Transfer/sec"));
    }

    @Test
    void aWrkRunThatEndsBeforeTransferPerSecondIsPartial() throws Exception {
        String text = new String(real("wrk/debian_wrk410_latency.txt"));
        Path file = write("wrk.txt", text.substring(0, text.indexOf("Transfer/sec")).getBytes());

        Imported imported = importOne(file);

        assertThat(imported.result().notes()).containsExactly("wrk.txt:12: the file ends before its Transfer/sec line"
                + " of the wrk run that starts at line 1 (is it truncated?): the run is stored as partial");
        assertThat(imported.runs().get(0).run().attribute(AttributeKeys.STATUS)).isEqualTo("partial");
    }

    @Test
    void aWriteUpClosingItsFenceWithoutALineBreakAfterAWholeWrkRunReadsAsBefore() throws Exception {
        // the README ends with ``` and no line break, right after Transfer/sec
        Imported imported = importOne(RealWorld.path("wrk/noear-helloworld_solon_jetty_README_wrk.md"));

        assertThat(imported.result().notes()).noneMatch(note -> note.contains("ends"));
        assertThat(imported.runs()).allSatisfy(run -> assertThat(run.run().attribute(AttributeKeys.STATUS))
                .isEqualTo("completed"));
    }

    @Test
    void aJmeterCsvCutInItsLastFieldSaysTheFieldMayBeShort() throws Exception {
        byte[] whole = real("jmeter/performance-plugin_filewithtransactions.csv");
        // the last sample's Connect, 314, cut to 31
        Path file = write("results.csv", Arrays.copyOf(whole, whole.length - 1));

        Imported imported = importOne(file);

        assertThat(imported.result().notes()).containsExactly("results.csv:314: the file ends in the middle of line 314"
                + " (is it truncated?): the sample on it is read as it is, but its last field, Connect, may be short");
        assertThat(value(imported.runs().get(0), "total", "samples")).isEqualTo(313);
    }

    @Test
    void aSysbenchReportCutInItsThreadsFairnessIsPartial() throws Exception {
        Path file = write("sysbench.txt",
                CutBytes.midLine(real("sysbench/debian_sysbench1020_point_select_events.txt"), 97));

        Imported imported = importOne(file);

        assertThat(imported.result().notes()).containsExactly("sysbench.txt:36: the file ends in the middle of line 36,"
                + " in the report of the sysbench run that starts at line 1 (is it truncated?): the figures before it"
                + " are kept and the run is stored as partial");
        assertThat(imported.runs().get(0).run().attribute(AttributeKeys.STATUS)).isEqualTo("partial");
    }

    @Test
    void aSysbenchReportWhoseClosingLineLacksOnlyItsBreakReadsAsBefore() throws Exception {
        Imported imported = importOne(RealWorld.path("sysbench/virtualclient_SysbenchExample.txt"));

        assertThat(imported.result().notes()).noneMatch(note -> note.contains("ends in the middle"));
        assertThat(imported.runs().get(0).run().attribute(AttributeKeys.STATUS)).isEqualTo("completed");
    }

    @Test
    void aPgbenchSummaryCutInItsStatementLatenciesIsPartial() throws Exception {
        Path file = write("pgbench.txt", CutBytes.midLine(real("pgbench/debian_pgbench15_tpcb_progress_r.txt"), 50));

        Imported imported = importOne(file);

        // line 22 is the second statement latency of -r
        assertThat(imported.result().notes()).containsExactly("pgbench.txt:22: the file ends in the middle of line 22,"
                + " in the pgbench summary that starts at line 8 (is it truncated?): the figures before it are kept and"
                + " the run is stored as partial");
        RunResult run = imported.runs().get(0);
        assertThat(run.run().attribute(AttributeKeys.STATUS)).isEqualTo("partial");
        assertThat(value(run, "total", "throughput")).isEqualTo(276.16502);
    }

    @Test
    void aPgbenchLogCutInTheLastFigureOfALineLeavesThatTransactionOut() throws Exception {
        byte[] whole = real("pgbench-log/debian_pgbench15_log_select_only_t200.log");
        // the last line's time_us, 6 digits, cut to 2: the line still has the six fields of a transaction
        Path file = write("pgbench.log", Arrays.copyOf(whole, whole.length - 5));

        Imported imported = importOne(file);

        assertThat(imported.result().notes()).contains("pgbench.log:400: the file ends in the middle of line 400"
                + " (is it truncated?): that line is left out");
        assertThat(value(imported.runs().get(0), "total", "operations")).isEqualTo(399);
    }

    @Test
    void aHammerdbLogCutAfterItsResultKeepsItWithANote() throws Exception {
        Path file = write("hammerdb.log", CutBytes.midLine(real("hammerdb/perfkit_hammerdbcli_tpcc.log"), 97));

        Imported imported = importOne(file);

        // line 143 is a virtual user's FINISHED SUCCESS, after the TEST RESULT line of line 133
        assertThat(imported.result().notes()).containsExactly("hammerdb.log:143: the file ends in the middle of line"
                + " 143 (is it truncated?): the results before it are read");
        assertThat(imported.runs().get(0).run().attribute(AttributeKeys.STATUS)).isEqualTo("completed");
    }

    @Test
    void aFileCutBeforeTheLinesItsToolIsKnownBySaysItEndsInTheMiddleOfALine() throws Exception {
        Path file = write("wrk.txt", CutBytes.midLine(real("wrk/debian_wrk410_latency.txt"), 10));

        Imported imported = importOne(file);

        assertThat(imported.result().problem().message()).startsWith("not a format BenchLens knows (it starts with"
                + " \"Running 3s test @ http://127.0.0.1:18...\")").endsWith("; the file ends in the middle of line 2"
                + " (is it truncated?)");
    }

    private static double value(RunResult run, String step, String metric) {
        return run.measurements().stream().filter(m -> m.step().equals(step) && m.metric().equals(metric))
                .mapToDouble(Measurement::value).findFirst().orElseThrow();
    }

    private record Imported(ImportResult result, List<RunResult> runs) {
    }
}
