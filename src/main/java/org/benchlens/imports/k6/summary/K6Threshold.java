package org.benchlens.imports.k6.summary;

/**
 * One threshold of a k6 metric as the summary reports it, such as {@code p(95)<1000} on
 * {@code http_req_duration}.
 *
 * @param failed true when k6 found the threshold crossed
 */
record K6Threshold(String metric, String expression, boolean failed) {

    /** The statistic the expression tests: {@code p(90)} of {@code "p(90) < 400"}. */
    String statistic() {
        int end = 0;
        while (end < expression.length() && "<>=!".indexOf(expression.charAt(end)) < 0) {
            end++;
        }
        return expression.substring(0, end).strip();
    }

    /** As a person reads it in a list: {@code http_req_duration: p(95)<800}. */
    @Override
    public String toString() {
        return metric + ": " + expression;
    }
}
