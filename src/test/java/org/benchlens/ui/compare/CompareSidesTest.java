package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.ImmediateBackground;
import org.benchlens.ui.trend.TrendViewModel;
import org.benchlens.ui.common.CompareScope;

/**
 * The Compare window on a change point's two sides, without a window: the Trend model's sides of
 * l.i2's drop at 17beta1 on the cached sample, and a repeat of a side's cell joining that side.
 */
class CompareSidesTest {

    private final Store store = TestStores.h2();

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theSidesOfAChangeAreRowsBeforeAndAfterAndARepeatJoinsItsCellsSide() {
        ImportHarness.importInto(store, Path.of("sample-data", "insert-benchmark-pg12-17"));
        List<Run> cached = store.read(session -> session.runs().list(RunFilter.where(Map.of("workload", "cached"))));
        Workspace workspace = Workspace.on(store);
        TrendViewModel trend = new TrendViewModel(workspace, new ImmediateBackground(), new CompareScope(cached, "", false));
        trend.load();
        trend.stepProperty().set("l.i2");
        CompareScope sides = trend.sidesOf(trend.changes().get(0));

        CompareViewModel compare = new CompareViewModel(workspace, new ImmediateBackground());
        compare.load(sides);
        Comparison table = compare.comparisonProperty().get();
        assertThat(table.rows()).extracting(Comparison.Row::name).containsExactly("before", "after");
        assertThat(compare.settings().baseProperty().get()).isEqualTo("before");
        assertThat(compare.settings().showStatisticsProperty().get()).isTrue();
        assertThat(table.rows().get(1).runIds()).hasSize(3);

        // a run made by repeating the "after" cell is compared on that side (here: another stored run)
        Run repeat = store.read(session -> session.runs().list(RunFilter.where(Map.of("workload", "io-bound")))).get(12);
        compare.include(List.of(repeat), table.rows().get(1).runIds());
        Comparison again = compare.comparisonProperty().get();
        assertThat(again.rows().get(0).runIds()).hasSize(10);
        assertThat(again.rows().get(1).runIds()).hasSize(4).contains(repeat.id());
    }
}
