package org.benchlens.ui.compare;

import java.util.List;

import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.app.Workspace;
import org.benchlens.model.RunResult;
import org.benchlens.ui.common.Background;

/**
 * The Compare window's latency histograms, to pool a cell's percentile from its runs' (decision 0080):
 * read in the background once per set of runs, and only when a percentile is compared; until they are
 * read the table shows the runs' own percentiles combined, then it is made again.
 */
public final class PercentilePooling {

    private final Workspace workspace;
    private final Background background;
    private final Runnable whenRead;
    private List<Long> readIds;
    private List<Long> readingIds;
    private PooledPercentiles pooling = PooledPercentiles.NONE;
    private boolean asking;

    PercentilePooling(Workspace workspace, Background background, Runnable whenRead) {
        this.workspace = workspace;
        this.background = background;
        this.whenRead = whenRead;
    }

    PooledPercentiles of(List<RunResult> runs, String metric) {
        if (!PooledPercentiles.pools(metric)) {
            return PooledPercentiles.NONE;
        }
        List<Long> ids = runs.stream().map(r -> r.run().id()).toList();
        if (!ids.equals(readIds) && !ids.equals(readingIds)) {
            readingIds = ids;
            List<RunResult> snapshot = List.copyOf(runs);
            asking = true;
            background.run("Reading latency histograms", progress -> workspace.runs().pooling(snapshot, metric),
                    read -> {
                        if (ids.equals(readingIds)) {
                            readIds = ids;
                            readingIds = null;
                            pooling = read;
                            if (!asking) {
                                whenRead.run();
                            }
                        }
                    },
                    failure -> readingIds = null);
            asking = false;
        }
        return ids.equals(readIds) ? pooling : PooledPercentiles.NONE;
    }
}
