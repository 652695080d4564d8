package org.benchlens.imports.k6.summary;

import java.io.IOException;
import java.util.Locale;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/**
 * Reads one JSON shape of the k6 end-of-test summary into a {@link K6Summary}: the top-level
 * object field by field, each field handed to the shape's own reader. Fields a shape does not
 * know are noted and skipped, so a newer k6 that adds some still imports.
 */
abstract class K6SummaryReader {

    /**
     * More metrics than any real summary holds (thousands of sub-metrics at most); a file
     * with more would fill the heap with measurements long before its 100 MB are read.
     */
    static final int MAX_METRICS = 50_000;

    protected final SummaryJsonCursor json;
    protected final ImportContext context;
    protected final K6Summary summary = new K6Summary();

    protected K6SummaryReader(SummaryJsonCursor json, ImportContext context) {
        this.json = json;
        this.context = context;
    }

    /** What the whole file is, for messages: "a k6 --summary-export summary". */
    protected abstract String whatTheFileIs();

    /** Reads the value of a top-level field the cursor is on; false when the shape does not know it. */
    protected abstract boolean readField(String name) throws IOException, ImportFailure;

    /** Completes the summary once the whole file is read. */
    protected abstract void finish();

    final K6Summary read() throws IOException, ImportFailure {
        json.nextValue();
        json.requireObject(whatTheFileIs());
        SummaryJsonCursor.Position start = json.position();
        json.enter(whatTheFileIs());
        boolean anyField = false;
        while (json.nextField()) {
            anyField = true;
            String name = json.fieldName();
            json.nextValue();
            if (!readField(name)) {
                context.note("ignored \"" + name + "\" at the top level: not part of " + whatTheFileIs());
                json.skip();
            }
        }
        json.leave();
        json.requireEnd();
        if (summary.metrics().isEmpty()) {
            throw start.failure("expected " + whatTheFileIs() + " with its metrics, found "
                    + (anyField ? "no metrics in it" : "an empty object"));
        }
        finish();
        return summary;
    }

    /** The metric of that name, created on first use. */
    protected final K6Metric metric(String name) throws ImportFailure {
        if (summary.find(name).isEmpty() && summary.metrics().size() >= MAX_METRICS) {
            throw json.failure("expected at most " + MAX_METRICS + " metrics in " + whatTheFileIs()
                    + ", found more; this is no end-of-test summary BenchLens can hold");
        }
        return summary.metric(name);
    }

    /** {@code "metrics": {name: {...}}}, the shape of both older summaries: each metric's object to {@code body}. */
    protected final void readMetricsByName(MetricBody body) throws IOException, ImportFailure {
        json.requireObject("\"metrics\", the metrics keyed by name,");
        json.enter("the \"metrics\" object");
        while (json.nextField()) {
            String name = json.fieldName();
            json.nextValue();
            context.checkCancelled();
            body.read(metric(name));
        }
        json.leave();
    }

    /** Reads one metric's object; the cursor is on it. */
    @FunctionalInterface
    protected interface MetricBody {
        void read(K6Metric metric) throws IOException, ImportFailure;
    }

    /** A metric's thresholds: {@code {"p(95)<1000": false}} (true means crossed) or {@code {"p(95)<500": {"ok": true}}}. */
    protected final void readThresholds(K6Metric metric) throws IOException, ImportFailure {
        String what = "the thresholds of the metric \"" + metric.name() + "\"";
        json.requireObject(what);
        json.enter(what);
        while (json.nextField()) {
            String expression = json.fieldName();
            json.nextValue();
            String threshold = "the threshold \"" + expression + "\" of the metric \"" + metric.name() + "\"";
            if (json.current().isBoolean()) {
                metric.threshold(expression, json.bool(threshold));
            } else {
                metric.threshold(expression, !readOk(threshold));
            }
        }
        json.leave();
    }

    private boolean readOk(String threshold) throws IOException, ImportFailure {
        json.requireObject(threshold + " (true or false, or an object with \"ok\")");
        Boolean ok = null;
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            if (field.equals("ok")) {
                ok = json.bool("\"ok\" of " + threshold);
            } else {
                context.note("ignored \"" + field + "\" of " + threshold);
                json.skip();
            }
        }
        if (ok == null) {
            throw json.failure("expected \"ok\": true or false in " + threshold);
        }
        return ok;
    }

    /** A statistic of a metric, kept under k6's spelling; the cursor is on its value. */
    protected final void readStatistic(K6Metric metric, String statistic) throws IOException, ImportFailure {
        Double value = K6Statistics.read(json, context, metric.name(), statistic);
        if (value != null) {
            metric.put(K6Statistics.canonical(statistic), value);
        }
    }

    /** A metric type as k6 spells it, or null (noted) for one it does not have. */
    protected final K6Metric.Type typeOf(String metric, String type) {
        if (type == null) {
            return null;
        }
        try {
            return K6Metric.Type.valueOf(type.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            context.note("the metric \"" + metric + "\" has the unknown type \"" + type
                    + "\"; its type is taken from its statistics");
            return null;
        }
    }
}
