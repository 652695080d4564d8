package org.benchlens.imports.hyperfine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** hyperfine 1.15's CSV exports, one of them written in the same run as a JSON export. */
class HyperfineCsvImporterTest {

    private final HyperfineCsvImporter importer = new HyperfineCsvImporter();

    private RunDraft read(String file) throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("hyperfine-csv/" + file)).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    @Test
    void theCsvGivesTheFiguresOfTheJsonOfTheSameRun() throws Exception {
        RunDraft csv = read("debian_hyperfine1150_parameter_list.csv");
        RunDraft json = ImportHarness.read(new HyperfineImporter(),
                RealWorld.path("hyperfine/debian_hyperfine1150_parameter_list.json")).runs().get(0);

        assertThat(csv.format()).isEqualTo("hyperfine-csv");
        assertThat(csv.attributes().values()).containsEntry(AttributeKeys.TOOL, "hyperfine");
        assertThat(steps(csv)).containsExactly("sleep 0.010", "sleep 0.020", "sleep 0.030").isEqualTo(steps(json));
        for (String step : steps(csv)) {
            for (String metric : List.of("mean", "stddev", "median", "user", "system", "min", "max",
                    Metrics.LATENCY_AVG, Metrics.LATENCY_STDDEV, Metrics.LATENCY_MED, Metrics.LATENCY_MIN,
                    Metrics.LATENCY_MAX, "parameter.ms")) {
                assertThat(csv.value(step, metric)).as(step + " " + metric).isEqualTo(json.value(step, metric));
            }
        }
        assertThat(csv.value("sleep 0.020", Metrics.LATENCY_AVG)).isEqualTo(24.515295399999998);
        assertThat(csv.value("sleep 0.030", "parameter.ms")).isEqualTo(30);
        // what only the JSON holds
        assertThat(csv.measurements()).noneMatch(m -> m.metric().equals(Metrics.OPERATIONS));
        assertThat(csv.histograms()).isEmpty();
    }

    @Test
    void namedCommandsWithACommaAndATimeBelowTheShellsSpawningTime() throws Exception {
        RunDraft run = read("debian_hyperfine1150_named_comma.csv");

        assertThat(steps(run)).containsExactly("printf, two fields", "seq to 1000");
        // hyperfine subtracts the shell's spawning time, and a run faster than it counts as 0
        assertThat(run.value("printf, two fields", Metrics.LATENCY_MIN)).isZero();
        assertThat(run.value("seq to 1000", Metrics.LATENCY_MED)).isEqualTo(3.7972392800000006);
    }

    @Test
    void oneRunHasTheStddevZeroThatTheCsvWrites() throws Exception {
        RunDraft run = read("debian_hyperfine1150_one_run.csv");

        assertThat(run.value("sleep 0.05", "stddev")).isZero();
        assertThat(run.value("sleep 0.05", Metrics.LATENCY_AVG)).isEqualTo(53.775227);
        assertThat(run.value("sleep 0.05", "user")).isZero();
    }

    /**
     * hyperfine's CSV writer after 1.20 marks a command or parameter value that starts like a spreadsheet formula
     * with a {@code '}: its own test writes {@code '=1+1} and {@code '@SUM(1)}; a negative parameter becomes
     * {@code '-2}.
     */
    @Test
    void theMarkBeforeAValueThatStartsLikeAFormulaIsNotPartOfIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("guarded.csv");
        Files.writeString(file, """
                command,mean,stddev,median,user,system,min,max,parameter_offset,parameter_payload
                '=1+1,1,2,1,3,4,5,6,'-2,'@SUM(1)
                '+x,0.5,0,0.5,0.1,0.2,0.5,0.5,3,plain
                'quoted,0.25,0,0.25,0.1,0.1,0.25,0.25,'+4,'tab
                """);

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(steps(run)).containsExactly("=1+1", "+x", "'quoted");
        assertThat(run.value("=1+1", "parameter.offset")).isEqualTo(-2);
        assertThat(run.value("=1+1", "mean")).isEqualTo(1);
        assertThat(run.value("+x", "parameter.offset")).isEqualTo(3);
        assertThat(run.value("'quoted", "parameter.offset")).isEqualTo(4);
        assertThat(run.measurements()).noneMatch(m -> m.metric().equals("parameter.payload"));
    }

    @Test
    void theStandardRegistryPicksTheCsvImporterForEachExport() throws Exception {
        for (String file : List.of("debian_hyperfine1150_parameter_list.csv", "debian_hyperfine1150_named_comma.csv",
                "debian_hyperfine1150_one_run.csv")) {
            assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path("hyperfine-csv/" + file))
                    .peek())).as(file).get().isInstanceOf(HyperfineCsvImporter.class);
        }
    }
}
