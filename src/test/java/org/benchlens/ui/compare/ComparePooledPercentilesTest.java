package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.export.ComparisonWriter;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.LoadGenerators;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.ImmediateBackground;
import org.benchlens.ui.common.CompareScope;

/** The Compare window pools a cell's p95 from its runs' histograms, as {@code compare} does. */
class ComparePooledPercentilesTest {

    @TempDir
    Path folder;

    private final Store store = TestStores.h2();

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theP95OfTwoGeneratorsIsThatOfAllTheirRequests() {
        List<Path> generators = LoadGenerators.split(folder);
        ImportHarness.importInto(store, generators.get(0), generators.get(1));
        CompareViewModel model = new CompareViewModel(Workspace.on(store), new ImmediateBackground());
        model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false));
        model.settings().rowAttributeProperty().set("scenario");

        model.settings().metricProperty().set("latency.p95");

        Comparison comparison = model.comparisonProperty().get();
        Comparison.Cell total = comparison.row("contacts").orElseThrow().cell(comparison.columns().indexOf("total"));
        assertThat(total.pooled()).isTrue();
        assertThat(total.value()).isEqualTo(125.311);
        assertThat(total.statistics().mean()).isEqualTo((125.540843 + 125.065362) / 2);
        assertThat(ComparisonWriter.title(comparison)).endsWith(", " + ComparisonWriter.POOLED_PERCENTILES);

        model.settings().metricProperty().set("throughput");
        assertThat(model.comparisonProperty().get().pooledPercentiles()).isFalse();
    }
}
