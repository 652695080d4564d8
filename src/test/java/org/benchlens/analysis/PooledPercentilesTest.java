package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.LoadGenerators;
import org.benchlens.testing.TestStores;

/** A cell of two k6 runs pools its p95 from their histograms, or says why it cannot. */
class PooledPercentilesTest {

    @TempDir
    Path folder;

    private final Store store = TestStores.h2();

    @AfterEach
    void close() {
        store.close();
    }

    private static final ComparisonRequest P95 = ComparisonRequest.rows("scenario").metric("latency.p95").build();

    @Test
    void aCellWhoseRunKeepsNoHistogramFallsBackToTheMeanOfItsRunsWithANote() {
        List<Path> generators = LoadGenerators.split(folder);
        ImportHarness.importInto(store, generators.get(0), generators.get(1));
        List<RunResult> runs = ImportHarness.results(store);
        List<RunContent> contents = store.read(session -> List.of(session.content(1).orElseThrow(),
                RunContent.of(runs.get(1), List.of(), List.of())));

        Comparison pooled = Comparisons.compare(runs, P95, PooledPercentiles.of(store.read(session ->
                List.of(session.content(1).orElseThrow(), session.content(2).orElseThrow()))));
        Comparison fallBack = Comparisons.compare(runs, P95, PooledPercentiles.of(contents));

        assertThat(pooled.rows().get(0).cell(0).pooled()).isTrue();
        assertThat(pooled.rows().get(0).cell(0).value()).isEqualTo(125.311);
        assertThat(pooled.notes()).isEmpty();
        Comparison.Cell cell = fallBack.rows().get(0).cell(0);
        assertThat(cell.pooled()).isFalse();
        assertThat(cell.value()).isEqualTo((125.540843 + 125.065362) / 2);
        assertThat(fallBack.notes()).containsExactly("latency.p95 of scenario=contacts, step total is not pooled from"
                + " histograms: run 2 keeps no latency histogram of step total, so the cell combines its runs' own"
                + " percentiles", "latency.p95 of scenario=contacts, step contacts is not pooled from histograms: run 2"
                + " keeps no latency histogram of step contacts, so the cell combines its runs' own percentiles");
        // throughput is never pooled
        assertThat(Comparisons.compare(runs, ComparisonRequest.rows("scenario").build(), PooledPercentiles.of(contents))
                .rows().get(0).cell(0).pooled()).isFalse();
    }
}
