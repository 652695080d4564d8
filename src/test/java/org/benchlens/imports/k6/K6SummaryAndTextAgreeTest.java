package org.benchlens.imports.k6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.benchlens.imports.k6.summary.K6SummaryExportImporter;
import org.benchlens.imports.k6.text.K6TextSummaryImporter;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

/**
 * One k6 run saved twice, with {@code --summary-export} (fixtures 01 and 02) and as the text k6
 * printed for it (the write-up, fixture 03): the summary and the text importer normalise it alike,
 * the same metrics with the same values, as far as the text rounds them (2.15s for 2155.31 ms,
 * 24 MB for 23906150 bytes).
 */
class K6SummaryAndTextAgreeTest {

    @ParameterizedTest(name = "{0}summary-export and {2} in the write-up")
    @CsvSource({"01_, 0, t3anano/reads/singleObject.json", "02_, 4, t3anano/writes/bulk.json"})
    void giveTheSameNormalisedMetricsAndAttributes(String export, int runOfWriteUp, String exportedAs)
            throws Exception {
        ImportHarness.Read fromJson = ImportHarness.read(new K6SummaryExportImporter(), Fixtures.find("k6", export));
        assertThat(fromJson.runs()).hasSize(1);
        RunDraft json = fromJson.runs().get(0);
        RunDraft text = ImportHarness.read(new K6TextSummaryImporter(), Fixtures.find("k6", "03_")).runs()
                .get(runOfWriteUp);
        assertThat(text.attributes().get("summary_export")).as("the command that wrote the summary").hasValue(exportedAs);

        Map<String, Double> normalisedJson = normalised(json);
        Map<String, Double> normalisedText = normalised(text);
        assertThat(normalisedJson).containsKeys(Metrics.THROUGHPUT, Metrics.OPERATIONS, Metrics.LATENCY_AVG,
                Metrics.LATENCY_P95, Metrics.ERRORS_RATE, Metrics.ERRORS, Metrics.DATA_RECEIVED, Metrics.DATA_SENT,
                Metrics.VUS_MAX, Metrics.DURATION);
        assertThat(normalisedText.keySet()).containsExactlyInAnyOrderElementsOf(normalisedJson.keySet());
        normalisedJson.forEach((metric, value) ->
                assertThat(normalisedText.get(metric)).as(metric).isCloseTo(value, withinPercentage(1)));
        for (String attribute : List.of("vus", "errors.source", "thresholds")) {
            assertThat(text.attributes().get(attribute)).as(attribute).isEqualTo(json.attributes().get(attribute));
        }
    }

    private static Map<String, Double> normalised(RunDraft run) {
        return run.measurements().stream()
                .filter(m -> m.step().equals(Steps.TOTAL) && Metrics.NORMALISED.contains(m.metric()))
                .collect(Collectors.toMap(Measurement::metric, Measurement::value));
    }
}
