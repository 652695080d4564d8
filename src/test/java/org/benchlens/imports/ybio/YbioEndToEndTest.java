package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

class YbioEndToEndTest {

    private static RunResult named(List<RunResult> results, String format, String name) {
        return results.stream().filter(r -> r.run().format().equals(format) && r.run().name().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no " + format + " run " + name));
    }

    private static double value(RunResult result, String step, String metric) {
        return result.find(step, metric).map(Measurement::value).orElse(Double.NaN);
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void reportAndNoticeLogAreStoredAndReadBack(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            ImportSummary summary = ImportHarness.importInto(store,
                    Fixtures.path(YbioBenchrunsImporterTest.ALIGNED), Fixtures.path(YbioNoticeImporterTest.CONSTRUCTED));

            assertThat(summary.results()).extracting(ImportResult::status)
                    .containsExactly(ImportResult.Status.IMPORTED, ImportResult.Status.IMPORTED);
            assertThat(summary.results()).extracting(ImportResult::format).containsExactly("ybio", "ybio-notice");
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).hasSize(12);

            RunResult job7 = named(results, "ybio", "ybio job 7 (bench0001)");
            assertThat(value(job7, "runit", "riops")).isEqualTo(396716);
            assertThat(value(job7, "runit", "throughput")).isCloseTo(396715.66, within(0.01));
            assertThat(value(job7, "runit", "duration")).isCloseTo(4.002867, within(1e-9));
            assertThat(job7.find("runit", "throughput").orElseThrow().unit()).isEqualTo("1/s");
            assertThat(job7.run().startedAt()).isEqualTo(Instant.parse("2026-11-29T22:30:57.862580Z"));
            assertThat(job7.run().attribute("status")).isEqualTo("completed");
            assertThat(job7.run().isIncomplete()).isFalse();

            RunResult job8 = named(results, "ybio", "ybio job 8 (bench0001)");
            assertThat(job8.run().isIncomplete()).isTrue();
            assertThat(job8.find("runit", "throughput")).isEmpty();
            assertThat(job8.run().attribute("comments")).isEqualTo("cancelled run");

            RunResult setup = named(results, "ybio-notice", "ybio setup bench0001");
            assertThat(value(setup, "setup", "throughput")).isEqualTo(81592);
            assertThat(value(setup, "setup", "rows")).isEqualTo(1_000_000);
            RunResult notice1 = named(results, "ybio-notice", "ybio job 1 (bench0001)");
            assertThat(value(notice1, "runit", "throughput")).isEqualTo(269310);
            assertThat(notice1.run().attribute("pct_update")).isEqualTo("42");
            RunResult notice8 = named(results, "ybio-notice", "ybio job 8 (bench0001)");
            assertThat(notice8.run().attribute("status")).isEqualTo("cancelled");
            assertThat(notice8.find("runit", "throughput")).isEmpty();
            assertThat(value(notice8, "runit", "rows_per_s.last")).isEqualTo(207177);
        }
    }
}
