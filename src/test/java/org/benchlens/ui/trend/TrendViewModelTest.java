package org.benchlens.ui.trend;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.ImmediateBackground;
import org.benchlens.ui.common.CompareScope;

/** What the Trend window opens on: one readable step, by version, its steps in the order people mean. */
class TrendViewModelTest {

    private final Store store = TestStores.h2();

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theInsertBenchmarkOpensOnOneStepByVersionWithItsStepsInNaturalOrder() {
        ImportHarness.importInto(store, Path.of("sample-data", "insert-benchmark-pg12-17"));
        List<Run> cached = store.read(session -> session.runs().list(RunFilter.where(Map.of("workload", "cached"))));
        TrendViewModel model = new TrendViewModel(Workspace.on(store), new ImmediateBackground(),
                new CompareScope(cached, "workload=cached", false));
        model.load();

        assertThat(model.steps()).containsExactly(TrendViewModel.EVERY_STEP, "l.i0", "l.i1", "l.i2", "qp100",
                "qp500", "qp1000", "qr100", "qr500", "qr1000");
        assertThat(model.stepProperty().get()).isEqualTo("l.i0");
        assertThat(model.orderProperty().get()).isEqualTo("version");
        // where a run was found (the report's row, the report, its base) orders nothing
        assertThat(model.orders()).contains("version", "dbms").doesNotContain("row", "report", "base");
        XYPlot plot = (XYPlot) model.chartProperty().get().chart().getPlot();
        assertThat(plot.getRangeAxis().getLabel()).contains("inserts/s");
        assertThat(model.changes()).hasSize(2);

        model.stepProperty().set("l.i2");
        assertThat(model.changes()).singleElement()
                .satisfies(change -> assertThat(change.change().x()).startsWith("17beta1"));
    }
}
