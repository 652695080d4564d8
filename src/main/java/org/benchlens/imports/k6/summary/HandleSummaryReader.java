package org.benchlens.imports.k6.summary;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/**
 * Reads the data k6 hands to {@code handleSummary(data)}, saved with {@code JSON.stringify}:
 * {@code root_group} (groups and checks in arrays), {@code options}, {@code state} (with
 * {@code testRunDurationMs} from v0.33), and {@code metrics}, each with its {@code type},
 * {@code contains}, {@code values} and {@code thresholds}.
 */
final class HandleSummaryReader extends K6SummaryReader {

    private boolean hasTestRunDuration;

    HandleSummaryReader(SummaryJsonCursor json, ImportContext context) {
        super(json, context);
    }

    @Override
    protected String whatTheFileIs() {
        return "k6 handleSummary data";
    }

    @Override
    protected boolean readField(String name) throws IOException, ImportFailure {
        switch (name) {
            case "metrics" -> readMetricsByName(this::readMetric);
            case "root_group" -> new K6GroupReader(json, summary, context).readRoot();
            case "options" -> readOptions();
            case "state" -> readState();
            // the script's own data from setup(), not a result
            case "setup_data" -> json.skip();
            default -> {
                return false;
            }
        }
        return true;
    }

    private void readMetric(K6Metric metric) throws IOException, ImportFailure {
        String what = "the metric \"" + metric.name() + "\"";
        json.requireObject(what);
        json.enter(what);
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "type" -> metric.type(typeOf(metric.name(), json.textOrNull("the type of " + what)));
                case "contains" -> metric.contains(json.textOrNull("\"contains\" of " + what));
                case "values" -> readValues(metric, what);
                case "thresholds" -> readThresholds(metric);
                default -> {
                    context.note("ignored \"" + field + "\" of " + what);
                    json.skip();
                }
            }
        }
        json.leave();
    }

    private void readValues(K6Metric metric, String what) throws IOException, ImportFailure {
        json.requireObject("the values of " + what);
        json.enter("the values of " + what);
        while (json.nextField()) {
            String statistic = json.fieldName();
            json.nextValue();
            readStatistic(metric, statistic);
        }
        json.leave();
    }

    private void readOptions() throws IOException, ImportFailure {
        json.requireObject("\"options\"");
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "summaryTrendStats" -> summary.attribute("k6.summary_trend_stats", readStrings(field));
                case "summaryTimeUnit" -> summary.attribute("k6.summary_time_unit", json.textOrNull(field));
                // how the text summary was coloured: nothing about the run
                case "noColor" -> json.skip();
                default -> {
                    context.note("ignored the option \"" + field + "\"");
                    json.skip();
                }
            }
        }
    }

    private String readStrings(String what) throws IOException, ImportFailure {
        json.requireArray("\"" + what + "\"");
        List<String> values = new ArrayList<>();
        while (json.nextElement()) {
            values.add(json.textOrNull("an element of \"" + what + "\""));
        }
        return String.join(",", values.stream().filter(v -> v != null).toList());
    }

    private void readState() throws IOException, ImportFailure {
        json.requireObject("\"state\"");
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "testRunDurationMs" -> {
                    Double ms = json.numberOrNull("\"testRunDurationMs\" of \"state\"");
                    if (ms != null) {
                        summary.duration(ms / 1000, "state.testRunDurationMs");
                        hasTestRunDuration = true;
                    }
                }
                // whether k6 wrote to a terminal: nothing about the run
                case "isStdOutTTY", "isStdErrTTY" -> json.skip();
                default -> {
                    context.note("ignored \"" + field + "\" of \"state\"");
                    json.skip();
                }
            }
        }
    }

    @Override
    protected void finish() {
        summary.versionHint(K6VersionHint.ofHandleSummary(summary, hasTestRunDuration));
    }
}
