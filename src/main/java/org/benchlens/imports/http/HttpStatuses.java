package org.benchlens.imports.http;

import java.util.Map;

import org.benchlens.model.Units;

/**
 * Responses by HTTP status, as hey, vegeta and oha count them: each code stored as
 * {@code status.200}, {@code status.404}, … and the failed among them told apart. A response
 * fails when its status is not 2xx or 3xx (the rule of wrk's "Non-2xx or 3xx responses" and of
 * vegeta's success ratio); vegeta's code 0 is a request that got no response.
 */
public final class HttpStatuses {

    private HttpStatuses() {
    }

    static String metric(String code) {
        return "status." + code;
    }

    /** Stores the counts; answers how many of them failed. */
    public static long record(StepFigures figures, Map<String, Long> countsByCode) {
        long failed = 0;
        for (Map.Entry<String, Long> entry : countsByCode.entrySet()) {
            figures.own(metric(entry.getKey()), entry.getValue(), Units.COUNT);
            if (!succeeded(entry.getKey())) {
                failed += entry.getValue();
            }
        }
        return failed;
    }

    static boolean succeeded(String code) {
        return code.length() == 3 && (code.charAt(0) == '2' || code.charAt(0) == '3');
    }
}
