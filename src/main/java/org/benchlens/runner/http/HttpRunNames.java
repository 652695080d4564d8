package org.benchlens.runner.http;

import java.util.Locale;

/** How a run and its load read for a person: "GET http://127.0.0.1:8080/ at 10 VUs". */
final class HttpRunNames {

    private HttpRunNames() {
    }

    /** "10 VUs" or "500 req/s". */
    static String load(HttpLoadPlan plan, HttpLoadPlan.Level level) {
        return plan.settings().model() == LoadModel.OPEN ? rate(plan.settings().rate()) + " req/s"
                : level.vus() + " VUs";
    }

    static String run(HttpLoadPlan plan, HttpLoadPlan.Level level) {
        return plan.request().method() + " " + plan.request().uri() + " at " + load(plan, level);
    }

    /** A rate without needless decimals: 500, 12.5. */
    static String rate(double rate) {
        return rate == Math.rint(rate) ? String.valueOf((long) rate) : String.format(Locale.ROOT, "%s", rate);
    }
}
