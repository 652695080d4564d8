package org.benchlens.imports.k6.summary;

/**
 * Which k6 wrote a summary, as far as the file shows it. The JSON carries no version before
 * k6 1.5, but each release left marks: {@code http_req_failed} appeared in v0.31,
 * {@code state.testRunDurationMs} in v0.33, and up to v0.29 every rate's {@code value} was 0.
 */
final class K6VersionHint {

    static final String UP_TO_0_29 = "<=0.29";
    static final String FROM_0_30 = ">=0.30";
    static final String FROM_0_31 = ">=0.31";
    static final String FROM_0_33 = ">=0.33";

    private K6VersionHint() {
    }

    /**
     * @param keysSorted whether every metric listed its statistics in sorted order, as the Go
     *                   writer of v0.29 and before did; later versions write them in random order
     */
    static String ofSummaryExport(K6Summary summary, boolean keysSorted) {
        if (summary.find("http_req_failed").isPresent()) {
            return FROM_0_31;
        }
        boolean zeroDespitePasses = false;
        boolean rightDespitePasses = false;
        for (K6Metric metric : summary.metrics()) {
            if (metric.type() == K6Metric.Type.RATE && metric.value("passes") > 0) {
                zeroDespitePasses |= metric.value("value") == 0;
                rightDespitePasses |= metric.value("value") > 0;
            }
        }
        if (zeroDespitePasses) {
            return UP_TO_0_29;
        }
        if (rightDespitePasses) {
            return FROM_0_30;
        }
        return keysSorted ? UP_TO_0_29 : FROM_0_30;
    }

    /** handleSummary exists since v0.30. */
    static String ofHandleSummary(K6Summary summary, boolean hasTestRunDuration) {
        if (hasTestRunDuration) {
            return FROM_0_33;
        }
        return summary.find("http_req_failed").isPresent() ? FROM_0_31 : FROM_0_30;
    }
}
