package org.benchlens.imports.k6.summary;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;

import com.fasterxml.jackson.core.JsonToken;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Peek;

/**
 * Which JSON shape of the k6 end-of-test summary the first bytes of a file show, if any.
 * Tells them apart by content: the top-level keys, whether the first metric holds its
 * statistics directly ({@code --summary-export}) or under {@code type} and {@code values}
 * (handleSummary data), and whether groups come in objects or arrays. The first bytes may end
 * anywhere, so what was read until then decides. k6's {@code --out json} lines
 * ({@code {"type":"Point",…}}) have none of these keys and are left to their own importer.
 */
enum K6SummaryShape {

    SUMMARY_EXPORT, HANDLE_SUMMARY, MACHINE_READABLE_V1, NONE;

    static K6SummaryShape of(Peek peek) {
        if (peek.binary() || peek.isEmpty()) {
            return NONE;
        }
        Clues clues = new Clues();
        try (SummaryJsonCursor json = SummaryJsonCursor.of(peek.text())) {
            clues.gather(json);
        } catch (IOException | ImportFailure | RuntimeException endOfPeekOrNotJson) {
            // the first bytes end mid-file, or are no JSON: decide on what was seen
        }
        return clues.shape();
    }

    /** What the first bytes show about the summary. */
    private static final class Clues {
        private boolean object;
        private final Set<String> topKeys = new HashSet<>();
        /** The keys of the first metric of {@code metrics}, null when not seen. */
        private Set<String> firstMetricKeys;
        /** Whether root_group lists groups and checks in arrays; null when not seen. */
        private Boolean groupsInArrays;
        private boolean resultsHoldMetrics;

        void gather(SummaryJsonCursor json) throws IOException, ImportFailure {
            if (json.nextValue() != JsonToken.START_OBJECT) {
                return;
            }
            object = true;
            while (json.nextField()) {
                String key = json.fieldName();
                topKeys.add(key);
                JsonToken value = json.nextValue();
                switch (key) {
                    case "metrics" -> firstMetric(json, value);
                    case "root_group" -> rootGroup(json, value);
                    case "results" -> results(json, value);
                    default -> json.skip();
                }
            }
        }

        private void firstMetric(SummaryJsonCursor json, JsonToken value) throws IOException, ImportFailure {
            if (value != JsonToken.START_OBJECT) {
                json.skip();
                return;
            }
            if (!json.nextField()) {
                return;
            }
            if (json.nextValue() == JsonToken.START_OBJECT) {
                Set<String> keys = new HashSet<>();
                while (json.nextField()) {
                    keys.add(json.fieldName());
                    json.nextValue();
                    json.skip();
                }
                firstMetricKeys = keys;
            } else {
                json.skip();
            }
            while (json.nextField()) {
                json.nextValue();
                json.skip();
            }
        }

        private void rootGroup(SummaryJsonCursor json, JsonToken value) throws IOException, ImportFailure {
            if (value != JsonToken.START_OBJECT) {
                json.skip();
                return;
            }
            while (json.nextField()) {
                String key = json.fieldName();
                JsonToken inner = json.nextValue();
                if (key.equals("groups") || key.equals("checks")) {
                    groupsInArrays = inner == JsonToken.START_ARRAY;
                }
                json.skip();
            }
        }

        private void results(SummaryJsonCursor json, JsonToken value) throws IOException, ImportFailure {
            if (value != JsonToken.START_OBJECT) {
                json.skip();
                return;
            }
            while (json.nextField()) {
                String key = json.fieldName();
                JsonToken inner = json.nextValue();
                resultsHoldMetrics |= key.equals("metrics") && inner == JsonToken.START_ARRAY;
                json.skip();
            }
        }

        K6SummaryShape shape() {
            if (!object) {
                return NONE;
            }
            if (topKeys.contains("results") && (topKeys.contains("version") || topKeys.contains("metadata"))
                    && (resultsHoldMetrics || !topKeys.contains("metrics"))) {
                return MACHINE_READABLE_V1;
            }
            if (firstMetricKeys != null) {
                if (firstMetricKeys.contains("type") && firstMetricKeys.contains("values")) {
                    return HANDLE_SUMMARY;
                }
                boolean statistics = !firstMetricKeys.isEmpty() && firstMetricKeys.stream()
                        .allMatch(key -> key.equals("thresholds") || K6Statistics.isKnown(key));
                boolean summaryTopLevel = topKeys.contains("root_group") || topKeys.equals(Set.of("metrics"));
                return statistics && summaryTopLevel ? SUMMARY_EXPORT : NONE;
            }
            if (groupsInArrays != null) {
                return groupsInArrays ? HANDLE_SUMMARY : SUMMARY_EXPORT;
            }
            return NONE;
        }
    }
}
