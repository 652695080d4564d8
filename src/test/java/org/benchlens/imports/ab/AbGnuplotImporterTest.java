package org.benchlens.imports.ab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** ab's -g file, checked against the report ab printed for the same run. */
class AbGnuplotImporterTest {

    private final AbGnuplotImporter importer = new AbGnuplotImporter();

    @TempDir
    Path dir;

    @Test
    void theFileGivesTheLatenciesAndPhasesOfAbsReportOfTheSameRunButNoThroughputWithinOneSecond() throws Exception {
        Path tsv = RealWorld.path("ab-gnuplot/debian_ab23_g_gnuplot.tsv");
        ImportHarness.Read read = ImportHarness.read(importer, tsv);
        RunDraft run = read.runs().get(0);

        // ab/debian_ab23_e_g_report.txt, the report of this run: 400 complete requests; Total min 1, mean 5,
        // max 32; Connect mean 0; 50% 4, 95% 13, 99% 23
        assertThat(run.format()).isEqualTo("ab-gnuplot");
        assertThat(run.value("total", "operations")).isEqualTo(400);
        assertThat(run.value("total", "requests")).isEqualTo(400);
        assertThat(run.value("total", "latency.min")).isEqualTo(1);
        assertThat(run.value("total", "latency.max")).isEqualTo(32);
        assertThat(run.value("total", "latency.avg")).isCloseTo(5.01, within(1e-12));
        assertThat(run.value("total", "latency.med")).isEqualTo(4);
        assertThat(run.value("total", "latency.p95")).isEqualTo(13);
        assertThat(run.value("total", "latency.p99")).isEqualTo(23);
        assertThat(run.value("total", "Connect.mean")).isCloseTo(0.015, within(1e-12));
        assertThat(run.value("total", "Processing.max")).isEqualTo(32);
        assertThat(run.value("total", "Waiting.mean")).isCloseTo(4.465, within(1e-12));
        assertThat(run.value("total", "errors.count")).isZero();
        // every request started in one second: ab's 782.27/s cannot be had from the file
        assertThat(run.value("total", "throughput")).isNaN();
        assertThat(read.notes()).anySatisfy(note -> assertThat(note).startsWith("no throughput: ab's -g file gives"
                + " each start in whole seconds and these requests started within 1 second"));
        assertThat(ImporterRegistry.standard().detect(ImportSource.of(tsv).peek())).get()
                .isInstanceOf(AbGnuplotImporter.class);
    }

    @Test
    void aRealignedHeaderAndALastRowWithoutLineBreakAreReadAndTheThroughputSpansTheStartSeconds() throws Exception {
        Path tsv = RealWorld.path("ab-gnuplot/awac_gnuplot_realigned_header.tsv");
        RunDraft run = ImportHarness.read(importer, tsv).runs().get(0);

        // 1000 rows starting from 1406192791 to 1406192816: 26 whole seconds; the last row is 66 + 342 = 408 ms
        assertThat(run.value("total", "operations")).isEqualTo(1000);
        assertThat(run.value("total", "duration")).isEqualTo(26);
        assertThat(run.value("total", "throughput")).isCloseTo(1000 / 26.0, within(1e-12));
        assertThat(run.value("total", "latency.max")).isEqualTo(408);
        assertThat(run.value("total", "latency.avg")).isCloseTo(101.424, within(1e-12));
        assertThat(run.value("total", "Connect.mean")).isCloseTo(42.99, within(1e-12));
    }

    /** Decision 0184: ab's report takes the total at index ⌊n·p⌋ of the sorted ones; BenchLens's linear beside. */
    @Test
    void thePercentilesAreTheOnesAbsReportPrintsAndTheLinearOnesAreKeptBeside() throws Exception {
        RunDraft run = ImportHarness.read(importer, RealWorld.path("ab-gnuplot/scala-server_plot.tsv")).runs().get(0);

        // 1000 requests: ab prints the 501st, 951st and 991st of the sorted totals as 50 %, 95 % and 99 %
        assertThat(run.value("total", "latency.med")).isEqualTo(1286);
        assertThat(run.value("total", "latency.p95")).isEqualTo(1405);
        assertThat(run.value("total", "latency.p99")).isEqualTo(2187);
        assertThat(run.value("total", "ttime.p(95)")).isEqualTo(1405);
        assertThat(run.value("total", "latency.linear.p95")).isCloseTo(1403.1, within(1e-9));
        assertThat(run.value("total", "latency.linear.p99")).isCloseTo(2122.65, within(1e-9));
        assertThat(run.value("total", "latency.max")).isEqualTo(6392);
        assertThat(run.value("total", "duration")).isEqualTo(65);
    }

    @Test
    void aCutLastRowIsLeftOutAndABadFieldIsRefusedAtItsColumn() throws Exception {
        String header = "starttime\tseconds\tctime\tdtime\tttime\twait\n";
        String row = "Fri Dec 04 23:59:36 2026\t1796428776\t0\t1\t1\t1\n";
        Path cut = Files.writeString(dir.resolve("cut.tsv"), header + row + "Fri Dec 04 23:59:36 2026\t1796428776\t0\t4\t3",
                StandardCharsets.UTF_8);
        ImportHarness.Read read = ImportHarness.read(importer, cut);
        assertThat(read.runs().get(0).value("total", "operations")).isEqualTo(1);
        assertThat(read.notes()).anySatisfy(note -> assertThat(note).contains("the file ends in the middle of line 3"));

        Path bad = Files.writeString(dir.resolve("bad.tsv"), header + "Fri Dec 04 23:59:36 2026\t1796428776\t0\tx\t1\t1\n",
                StandardCharsets.UTF_8);
        ImportFailure failure = ImportHarness.failure(importer, bad);
        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure.column()).isEqualTo(39);
        assertThat(failure.getMessage()).isEqualTo("expected dtime as a whole number of milliseconds, found 'x'");
    }
}
