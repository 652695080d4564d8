package org.benchlens.imports.k6.summary;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/**
 * Reads {@code k6 run --summary-export=file.json}: {@code metrics} maps each metric name to its
 * statistics (no type given) and maybe {@code thresholds}; {@code root_group} nests groups and
 * checks in objects keyed by name.
 */
final class SummaryExportReader extends K6SummaryReader {

    /** k6 up to v0.29 wrote the file from Go maps, whose keys come out sorted. */
    private boolean keysSorted = true;

    SummaryExportReader(SummaryJsonCursor json, ImportContext context) {
        super(json, context);
    }

    @Override
    protected String whatTheFileIs() {
        return "a k6 --summary-export summary";
    }

    @Override
    protected boolean readField(String name) throws IOException, ImportFailure {
        switch (name) {
            case "metrics" -> readMetricsByName(this::readMetric);
            case "root_group" -> new K6GroupReader(json, summary, context).readRoot();
            default -> {
                return false;
            }
        }
        return true;
    }

    private void readMetric(K6Metric metric) throws IOException, ImportFailure {
        String what = "the metric \"" + metric.name() + "\"";
        json.requireObject(what + ", its statistics,");
        json.enter(what);
        String previous = "";
        while (json.nextField()) {
            String key = json.fieldName();
            json.nextValue();
            keysSorted &= key.compareTo(previous) >= 0;
            previous = key;
            if (key.equals("thresholds")) {
                readThresholds(metric);
            } else {
                readStatistic(metric, key);
            }
        }
        json.leave();
    }

    @Override
    protected void finish() {
        summary.versionHint(K6VersionHint.ofSummaryExport(summary, keysSorted));
    }
}
