package org.benchlens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportListener;
import org.benchlens.imports.ImportOptions;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.testing.TestStores;

class RunCatalogTest {

    /** What the Compare window loads for selected runs: those of the selection the filter keeps, oldest first. */
    @Test
    void resultsOfChosenRunsAreThoseTheFilterKeepsInStoreOrder() {
        try (Workspace workspace = Workspace.on(TestStores.h2())) {
            workspace.imports().paths(List.of(Path.of("sample-data")), ImportOptions.NONE, ImportListener.NONE,
                    () -> false);
            List<Run> all = workspace.runs().list(Map.of(), null);
            List<Run> cached = workspace.runs().list(Map.of("workload", "cached"), null);
            assertThat(all).hasSize(457);
            assertThat(cached).hasSize(13);

            // every other run, newest first, and one id no run has
            List<Long> chosen = new ArrayList<>();
            for (int i = all.size() - 1; i >= 0; i -= 2) {
                chosen.add(all.get(i).id());
            }
            chosen.add(999_999L);
            List<Long> expected = cached.stream().map(Run::id).filter(chosen::contains).toList();

            List<RunResult> results = workspace.runs().results(Map.of("workload", "cached"), chosen);

            assertThat(results).extracting(r -> r.run().id()).containsExactlyElementsOf(expected);
            assertThat(expected).hasSizeBetween(6, 7);
            assertThat(results).allSatisfy(r -> assertThat(r.measurements()).isNotEmpty());
        }
    }
}
