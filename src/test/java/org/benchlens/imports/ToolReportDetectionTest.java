package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.benchlens.testing.Fixtures;
import org.benchlens.testing.RealWorld;

/**
 * The detectors of the benchmark tools' reports and those of the other formats keep to their own
 * files: each real file is recognised as the format it is, by the standard registry.
 */
class ToolReportDetectionTest {

    private static final Set<String> TOOL_FORMATS = Set.of("pgbench", "sysbench", "ycsb", "hammerdb", "wrk", "hey",
            "vegeta", "oha", "gatling", "jmeter-dashboard", "ab", "hyperfine", "hyperfine-csv", "ab-percentiles",
            "redis-benchmark", "memtier", "fio", "go-bench", "clickbench", "jmh");

    private static List<Path> files(Path root) throws Exception {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("SOURCES.md"))
                    .sorted().toList();
        }
    }

    private static String detected(Path file) throws Exception {
        return ImporterRegistry.standard().detect(ImportSource.of(file).peek()).map(Importer::format).orElse("none");
    }

    @Test
    void noSharedFixtureIsTakenForAToolReport() throws Exception {
        for (Path file : files(Fixtures.root())) {
            assertThat(detected(file)).as(file.toString()).isNotIn(TOOL_FORMATS).isNotEqualTo("locust");
        }
    }

    /**
     * Locust's statistics and history are Locust's; its failures and exceptions, read only with their
     * run's folder, are taken by no importer alone (not by the table readers); and no other real file is
     * taken for Locust's.
     */
    @Test
    void locustsFilesAreTakenByLocustAloneAndNoOtherRealFileIs() throws Exception {
        Path locust = RealWorld.path("locust");
        List<Path> all = files(locust.getParent());
        assertThat(all.stream().filter(file -> file.startsWith(locust))).hasSizeGreaterThanOrEqualTo(4);
        for (Path file : all) {
            String name = file.getFileName().toString().replaceFirst("\\.gz$", "");
            if (!file.startsWith(locust)) {
                assertThat(detected(file)).as(file.toString()).isNotEqualTo("locust");
            } else if (name.endsWith("_stats.csv") || name.endsWith("_stats_history.csv")) {
                assertThat(detected(file)).as(file.toString()).isEqualTo("locust");
            } else {
                assertThat(detected(file)).as(file.toString()).isEqualTo("none");
            }
        }
    }

    /** Formats whose detectors came after most real files: none of the others may be taken for them. */
    private static final Set<String> NEWER_FORMATS = Set.of("ab", "hyperfine", "hyperfine-csv", "ab-percentiles",
            "redis-benchmark", "memtier", "fio", "go-bench", "clickbench", "jmh");

    @Test
    void noRealFileOfAnotherFormatIsTakenForANewerOne() throws Exception {
        Path root = RealWorld.path("SOURCES.md").getParent();
        for (Path file : files(root)) {
            String folder = root.relativize(file).getName(0).toString();
            if (!NEWER_FORMATS.contains(folder)) {
                assertThat(detected(file)).as(file.toString()).isNotIn(NEWER_FORMATS);
            }
        }
    }

    @Test
    void everyRealToolReportIsRecognisedAsItsTool() throws Exception {
        for (String tool : TOOL_FORMATS) {
            for (Path file : files(RealWorld.path(tool))) {
                assertThat(detected(file)).as(file.toString()).isEqualTo(tool);
            }
        }
    }

    /**
     * A page that keeps single rows cut from memtier's tables, without their Totals row, beside its own summary
     * tables stays a pasted table (decision 0164); a README with whole memtier tables and summary tables is
     * mixed text.
     */
    @Test
    void memtiersTableIsTakenWholeOnly() throws Exception {
        assertThat(detected(RealWorld.path("table/dragonfly-documentation_benchmark_memtier.md"))).isEqualTo("result-table");
        assertThat(detected(RealWorld.path("liufuyang-memc-kv_README_memtier_mixed.md"))).isEqualTo("mixed-text");
    }
}
