package org.benchlens.runner.http;

/**
 * One second of a run.
 *
 * @param epochSecond the second's start
 * @param requests    requests answered (or failed) in it
 * @param p95Millis   their 95th percentile latency, NaN when there were none
 * @param errors      failed requests in it
 * @param vus         VUs running at its end
 */
record SecondSample(long epochSecond, long requests, double p95Millis, long errors, int vus) {

    /** This second with the requests that ended after it, when the run stopped. */
    SecondSample plus(long moreRequests, double newP95Millis, long moreErrors) {
        return new SecondSample(epochSecond, requests + moreRequests, newP95Millis, errors + moreErrors, vus);
    }
}
