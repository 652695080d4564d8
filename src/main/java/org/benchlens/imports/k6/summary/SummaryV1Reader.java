package org.benchlens.imports.k6.summary;

import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonToken;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/**
 * Reads the machine-readable summary of k6 1.5 and later ({@code --new-machine-readable-summary}):
 * {@code version} of the schema, {@code metadata} (when and by which k6), {@code config}
 * (script, execution, duration in seconds) and {@code results}: a list of metrics, each with
 * {@code name}, {@code type}, {@code contains} and {@code values}, and the checks. Rates give
 * {@code matches} of {@code total}; they are kept as passes and fails like the older shapes.
 */
final class SummaryV1Reader extends K6SummaryReader {

    SummaryV1Reader(SummaryJsonCursor json, ImportContext context) {
        super(json, context);
    }

    @Override
    protected String whatTheFileIs() {
        return "a k6 1.5 machine-readable summary";
    }

    @Override
    protected boolean readField(String name) throws IOException, ImportFailure {
        switch (name) {
            case "version" -> summary.attribute("k6.summary_version", json.textOrNull("\"version\""));
            case "metadata" -> readMetadata();
            case "config" -> readConfig();
            case "results" -> readResults();
            default -> {
                return false;
            }
        }
        return true;
    }

    private void readMetadata() throws IOException, ImportFailure {
        json.requireObject("\"metadata\"");
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "generatedAt", "generated_at" -> readGeneratedAt(field);
                case "k6Version", "k6_version" -> summary.versionHint(json.textOrNull("\"" + field + "\""));
                default -> ignore(field, "\"metadata\"");
            }
        }
    }

    private void readGeneratedAt(String field) throws IOException, ImportFailure {
        String text = json.textOrNull("\"" + field + "\"");
        if (text == null) {
            return;
        }
        try {
            summary.endedAt(Instant.parse(text));
        } catch (DateTimeParseException e) {
            throw json.failure("expected an RFC 3339 time for \"" + field + "\", found \"" + text + "\"");
        }
    }

    private void readConfig() throws IOException, ImportFailure {
        json.requireObject("\"config\"");
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "execution" -> summary.attribute("k6.execution", json.textOrNull("\"execution\""));
                case "script" -> {
                    String script = json.textOrNull("\"script\"");
                    summary.script(script);
                    summary.attribute("script", script);
                }
                case "duration" -> {
                    Double seconds = json.numberOrNull("\"duration\" of \"config\"");
                    if (seconds != null) {
                        summary.duration(seconds, "config.duration");
                    }
                }
                default -> ignore(field, "\"config\"");
            }
        }
    }

    private void readResults() throws IOException, ImportFailure {
        json.requireObject("\"results\"");
        json.enter("\"results\"");
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "passed" -> summary.passed(json.bool("\"passed\" of \"results\""));
                case "metrics" -> readMetrics("\"metrics\" of \"results\"");
                case "checks" -> readChecks();
                default -> ignore(field, "\"results\"");
            }
        }
        json.leave();
    }

    /**
     * Metrics in a list, or in an object: keyed by their names, or grouped by category
     * ({@code {"http": {"http_reqs": {...}}, "execution": {...}}}), an object of objects.
     */
    private void readMetrics(String what) throws IOException, ImportFailure {
        json.enter(what);
        if (json.current() == JsonToken.START_OBJECT) {
            while (json.nextField()) {
                String key = json.fieldName();
                json.nextValue();
                readMetric(what, key);
            }
        } else {
            json.requireArray(what);
            while (json.nextElement()) {
                readMetric(what, null);
            }
        }
        json.leave();
    }

    /**
     * One metric, or a category of them: an object whose fields are objects other than a metric's
     * own ({@code values}) holds metrics keyed by name.
     *
     * @param key the name the metric is keyed by, or null in a list
     */
    private void readMetric(String list, String key) throws IOException, ImportFailure {
        String what = key == null ? "a metric of " + list : "\"" + key + "\" of " + list;
        json.requireObject(what);
        SummaryJsonCursor.Position start = json.position();
        json.enter(what);
        context.checkCancelled();
        String name = null;
        String type = null;
        String contains = null;
        boolean category = false;
        Map<String, Double> values = new LinkedHashMap<>();
        while (json.nextField()) {
            String field = json.fieldName();
            JsonToken value = json.nextValue();
            switch (field) {
                case "name" -> name = json.textOrNull("the name of " + what);
                case "type" -> type = json.textOrNull("the type of " + what);
                case "contains" -> contains = json.textOrNull("\"contains\" of " + what);
                case "values" -> readValues(name != null ? name : key != null ? key : "?", values);
                // http, network, execution, custom, …: the metric's name says as much
                case "category" -> json.skip();
                default -> {
                    if (value == JsonToken.START_OBJECT && key != null && name == null && type == null) {
                        category = true;
                        readMetric("the category \"" + key + "\"", field);
                    } else {
                        ignore(field, what);
                    }
                }
            }
        }
        json.leave();
        if (category && type == null && values.isEmpty()) {
            return;
        }
        if (name == null) {
            name = key;
        }
        if (name == null) {
            throw start.failure("expected a \"name\" in " + what);
        }
        K6Metric metric = metric(name);
        metric.type(typeOf(name, type));
        metric.contains(contains);
        values.forEach((statistic, number) -> metric.put(K6Statistics.canonical(statistic), number));
        keepMatchesAsPassesAndFails(metric, values);
    }

    private void readValues(String metric, Map<String, Double> values) throws IOException, ImportFailure {
        json.requireObject("the values of the metric \"" + metric + "\"");
        while (json.nextField()) {
            String statistic = json.fieldName();
            json.nextValue();
            Double value = K6Statistics.read(json, context, metric, statistic);
            if (value != null) {
                values.put(statistic, value);
            }
        }
    }

    /** A rate's {@code matches} of {@code total} are its passes, and the rest its fails. */
    private static void keepMatchesAsPassesAndFails(K6Metric metric, Map<String, Double> values) {
        Double matches = values.get("matches");
        Double total = values.get("total");
        if (matches != null && total != null) {
            metric.replaceMatchesAndTotal(matches, total - matches);
        }
    }

    private void readChecks() throws IOException, ImportFailure {
        json.requireObject("\"checks\" of \"results\"");
        json.enter("\"checks\" of \"results\"");
        List<K6Check> checks = new ArrayList<>();
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "metrics" -> readMetrics("the check metrics");
                case "results", "orderedChecks" -> readCheckResults(checks, field);
                default -> ignore(field, "\"checks\"");
            }
        }
        json.leave();
        if (!checks.isEmpty()) {
            summary.group(new K6Group("", checks));
        }
    }

    private void readCheckResults(List<K6Check> checks, String field) throws IOException, ImportFailure {
        json.requireArray("\"" + field + "\" of the checks");
        while (json.nextElement()) {
            String what = "a check of \"" + field + "\"";
            json.requireObject(what);
            SummaryJsonCursor.Position start = json.position();
            String name = null;
            Long passes = null;
            Long fails = null;
            while (json.nextField()) {
                String key = json.fieldName();
                json.nextValue();
                switch (key) {
                    case "name" -> name = json.textOrNull("the name of " + what);
                    case "passes" -> passes = json.count("the passes of " + what);
                    case "fails" -> fails = json.count("the fails of " + what);
                    default -> ignore(key, what);
                }
            }
            if (name == null || passes == null || fails == null) {
                throw start.failure("expected \"name\", \"passes\" and \"fails\" in " + what);
            }
            checks.add(new K6Check(name, passes, fails));
        }
    }

    private void ignore(String field, String where) throws IOException {
        context.note("ignored \"" + field + "\" of " + where);
        json.skip();
    }

    @Override
    protected void finish() {
        if (summary.versionHint() == null) {
            summary.versionHint(">=1.5");
        }
    }
}
