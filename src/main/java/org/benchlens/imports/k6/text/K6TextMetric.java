package org.benchlens.imports.k6.text;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One metric of a k6 end-of-test text summary with the statistics printed for it, each with its
 * unit: {@code http_req_duration} {avg=3.84 ms, ...}, {@code http_reqs} {count=76671, rate=2551.265784 1/s}.
 *
 * @param name  the k6 name; a sub-metric carries its tags: {@code http_req_duration{expected_response:true}}
 * @param stats statistic name ({@code avg}, {@code p(95)}, {@code count}, {@code rate}, {@code passes},
 *              {@code fails}, {@code value}, {@code min}, {@code max}) to value, in print order
 */
record K6TextMetric(String name, Kind kind, Map<String, Value> stats) {

    /** How k6 prints a metric: trends as {@code stat=value} lists, counters as count and rate, ... */
    enum Kind { TREND, COUNTER, RATE, GAUGE, NO_DATA }

    /** A number and the unit it was converted to. */
    record Value(double number, String unit) {
    }

    K6TextMetric {
        stats = Collections.unmodifiableMap(new LinkedHashMap<>(stats));
    }

    Value stat(String stat) {
        return stats.get(stat);
    }
}
