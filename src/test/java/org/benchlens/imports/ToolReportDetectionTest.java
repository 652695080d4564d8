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
 * The detectors of the benchmark tools' reports keep to their own files: no shared fixture is taken for a
 * tool's report. Each real file of {@code realworld/} is detected as its format and no other in
 * {@link RealWorldCorpusTest}.
 */
class ToolReportDetectionTest {

    private static final Set<String> TOOL_FORMATS = Set.of("pgbench", "sysbench", "ycsb", "hammerdb", "wrk", "hey",
            "vegeta", "oha", "oha-text", "gatling", "jmeter-dashboard", "ab", "hyperfine", "hyperfine-csv", "ab-percentiles",
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
