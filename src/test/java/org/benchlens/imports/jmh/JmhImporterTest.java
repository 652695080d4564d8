package org.benchlens.imports.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** JMH's JSON results from three projects: thrpt and ss with parameters, avgt of JMH before 1.12, secondary metrics. */
class JmhImporterTest {

    private static final String CASBIN = "jcasbin_jmh-result.json";
    private static final String ARRAYCOPY = "benchmark-arraycopy_jmh-result.json";
    private static final String GLEISSNER = "java-benchmarks_jmh-result-all.json";

    private final JmhImporter importer = new JmhImporter();

    private RunDraft read(Path file) throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, file).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private RunDraft read(String file) throws Exception {
        return read(RealWorld.path("jmh/" + file));
    }

    private static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    private static String unit(RunDraft run, String step, String metric) {
        return run.measurements().stream().filter(m -> m.step().equals(step) && m.metric().equals(metric))
                .map(Measurement::unit).findFirst().orElseThrow();
    }

    @Test
    void aStepABenchmarkAndItsParametersWithTheScoreInJmhsUnitAndAsThroughput() throws Exception {
        RunDraft run = read(CASBIN);

        String first = "org.casbin.jcasbin.main.benchmark.BenchmarkEnforce.enforce (dataScale=small, modelType=rbac,"
                + " useCache=false)";
        assertThat(run.format()).isEqualTo("jmh");
        assertThat(run.name()).isEqualTo("jcasbin_jmh-result");
        assertThat(steps(run)).hasSize(37).first().isEqualTo(first);
        assertThat(run.value(first, "score")).isEqualTo(20.33940552161268);
        assertThat(unit(run, first, "score")).isEqualTo("ops/ms");
        assertThat(run.value(first, "score.error")).isEqualTo(75.81431512301063);
        assertThat(run.value(first, "score.low")).isEqualTo(-55.474909601397954);
        assertThat(run.value(first, "score.high")).isEqualTo(96.1537206446233);
        // ops/ms as operations a second: higher is better
        assertThat(run.value(first, Metrics.THROUGHPUT)).isEqualTo(20339.40552161268);
        assertThat(unit(run, first, Metrics.THROUGHPUT)).isEqualTo("1/s");
        assertThat(run.value(first, "threads")).isEqualTo(1);
        assertThat(run.value(first, "forks")).isEqualTo(1);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.TOOL, "jmh")
                .containsEntry("jmh.version", "1.37").containsEntry("jdk.version", "17.0.8")
                .containsEntry("vm.name", "Java HotSpot(TM) 64-Bit Server VM")
                .containsEntry("vm.version", "17.0.8+9-LTS-211");
    }

    @Test
    void singleShotTimeIsALatencyInMilliseconds() throws Exception {
        RunDraft run = read(CASBIN);

        String last = "org.casbin.jcasbin.main.benchmark.BenchmarkMemory.measureMemory (scenario=ABAC_Complex)";
        assertThat(steps(run)).last().isEqualTo(last);
        assertThat(run.value(last, "score")).isEqualTo(353.52653333333336);
        assertThat(unit(run, last, "score")).isEqualTo("ms/op");
        assertThat(run.value(last, Metrics.LATENCY_AVG)).isEqualTo(353.52653333333336);
        assertThat(run.value(last, Metrics.THROUGHPUT)).isNaN();
    }

    @Test
    void averageTimeInNanosecondsOfJmhBeforeItWroteItsVersion() throws Exception {
        RunDraft run = read(ARRAYCOPY);

        String first = "net.greypanther.BenchmarkAlignment.arraycopy (destinationOffset=0, size=1024, sourceOffset=0)";
        assertThat(steps(run)).hasSize(196).first().isEqualTo(first);
        assertThat(run.value(first, "score")).isEqualTo(17.01423110346235);
        assertThat(unit(run, first, "score")).isEqualTo("ns/op");
        assertThat(run.value(first, Metrics.LATENCY_AVG)).isCloseTo(0.00001701423110346235, within());
        assertThat(run.value(first, "forks")).isZero();
        assertThat(run.attributes().values()).doesNotContainKeys("jmh.version", "jdk.version");
    }

    @Test
    void secondaryMetricsKeepTheirNamesAndUnits() throws Exception {
        RunDraft run = read(GLEISSNER);

        String queue = "com.github.chrisgleissner.benchmarks.concurrent.ConcCollectionBenchmark.ArrayBlockingQueue";
        assertThat(steps(run)).hasSize(232);
        assertThat(run.value(queue, Metrics.THROUGHPUT)).isEqualTo(99980745.66573612);
        assertThat(run.value(queue, "ArrayBlockingQueueAdd")).isEqualTo(13612368.73517608);
        assertThat(run.value(queue, "ArrayBlockingQueueAdd.error")).isEqualTo(5507862.402548319);
        assertThat(unit(run, queue, "ArrayBlockingQueueGet")).isEqualTo("ops/s");
        assertThat(run.value(queue, "ArrayBlockingQueueRemove")).isEqualTo(9807846.002398493);
        assertThat(run.attributes().values()).containsEntry("jdk.version", "21.0.3");
    }

    /** Sample mode as JMH's writer lays it out: percentiles of the sampled times, a histogram as raw data. */
    @Test
    void sampleModeGivesPercentileLatenciesAndSkipsItsHistogram(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("jmh/" + ARRAYCOPY));
        // this JMH, before 1.12, closed a benchmark with "}" and put the comma on a line of its own
        String first = text.substring(0, text.indexOf("\n    }\n")) + "\n    }\n]\n";
        Path file = dir.resolve("sample.json");
        Files.writeString(file, first.replace("\"mode\" : \"avgt\"", "\"mode\" : \"sample\"")
                .replace("\"ns/op\"", "\"us/op\"")
                .replaceFirst("\"rawData\" : \\[[^]]*]\\s*]", "\"rawDataHistogram\" : [ [ [ [16.5, 3], [17.0, 9] ] ] ]")
                .replace("\"scoreError\" : 0.4786444251397218", "\"scoreError\" : \"NaN\""));

        RunDraft run = read(file);

        String step = steps(run).get(0);
        assertThat(run.value(step, Metrics.LATENCY_AVG)).isCloseTo(0.01701423110346235, within());
        assertThat(run.value(step, "score.error")).isNaN();
        assertThat(run.value(step, Metrics.LATENCY_MIN)).isCloseTo(0.01686583237928238, within());
        assertThat(run.value(step, Metrics.LATENCY_MED)).isCloseTo(0.01700414448712127, within());
        assertThat(run.value(step, Metrics.LATENCY_MAX)).isCloseTo(0.01720385399208315, within());
        assertThat(run.value(step, "latency.p99.9999")).isCloseTo(0.01720385399208315, within());
    }

    @Test
    void oneBenchmarkInTwoModesIsTwoSteps(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("jmh/" + ARRAYCOPY));
        String first = text.substring(text.indexOf("    {"), text.indexOf("\n    }\n")) + "\n    }";
        Path file = dir.resolve("all.json");
        Files.writeString(file, "[\n" + first + ",\n" + first.replace("\"avgt\"", "\"ss\"") + "\n]\n");

        RunDraft run = read(file);

        String step = "net.greypanther.BenchmarkAlignment.arraycopy (destinationOffset=0, size=1024, sourceOffset=0)";
        assertThat(steps(run)).containsExactly(step, step + " [ss]");
    }

    @Test
    void anUnknownModeIsRefusedNamingTheBenchmarkAndItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.json");
        String text = Files.readString(RealWorld.path("jmh/" + CASBIN));
        int second = text.indexOf("\"mode\" : \"thrpt\"", text.indexOf("\"mode\" : \"thrpt\"") + 1);
        Files.writeString(file, text.substring(0, second) + "\"mode\" : \"fast\"" + text.substring(second + 16));

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(56);
        assertThat(failure).hasMessage("expected the mode of benchmark 2 (line 56) of JMH's JSON results to be thrpt,"
                + " avgt, sample or ss, found \"fast\"");
    }

    @Test
    void aFileCutShortIsRefusedAndStoresNothing(@TempDir Path dir) throws Exception {
        Path cut = dir.resolve("cut.json");
        String text = Files.readString(RealWorld.path("jmh/" + CASBIN));
        Files.writeString(cut, text.substring(0, text.length() / 2));
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store, cut);

            assertThat(summary.anyFailed()).isTrue();
            assertThat(summary.results().get(0).describe()).contains("cut.json", "JMH's JSON results");
            assertThat(ImportHarness.results(store)).isEmpty();
        }
    }

    @Test
    void theStandardRegistryPicksJmhForEachRealFile() throws Exception {
        for (String file : List.of(CASBIN, ARRAYCOPY, GLEISSNER)) {
            assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path("jmh/" + file)).peek()))
                    .as(file).get().isInstanceOf(JmhImporter.class);
        }
    }

    private static org.assertj.core.data.Offset<Double> within() {
        return org.assertj.core.data.Offset.offset(1e-12);
    }
}
