package org.benchlens.runner.http;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import org.benchlens.runner.RunnerException;

/**
 * Everything an HTTP load run is told: the request, the load model and its levels, the times.
 * What the command line's options and the runner dialog's fields fill; {@link HttpLoadPlan#of}
 * checks it and says in one sentence what is wrong.
 *
 * @param url              the address requested, http:// or https://
 * @param method           GET, POST, ...
 * @param headers          "Name: value" lines sent with every request
 * @param body             sent with every request; empty for none
 * @param expectedStatuses the statuses that count as success; empty means 200 to 399, as k6 counts
 * @param model            closed (constant VUs) or open (constant arrival rate)
 * @param vus              closed model: the VUs; ignored when {@code sweep} is given
 * @param sweep            closed model: one run per VU level, in this order; empty for a single run
 * @param rate             open model: requests started per second
 * @param preAllocatedVus  open model: VUs started before the first request
 * @param maxVus           open model: the most VUs it may start when the others are busy
 * @param duration         how long each run measures
 * @param warmup           load sent before each run measures, not counted
 * @param timeout          how long one request may take before it counts as failed
 */
public record HttpLoadSettings(String url, String method, List<String> headers, String body,
                               List<Integer> expectedStatuses, LoadModel model, int vus, List<Integer> sweep,
                               double rate, int preAllocatedVus, int maxVus, Duration duration,
                               Duration warmup, Duration timeout) {

    public static final String DEFAULT_METHOD = "GET";
    public static final int DEFAULT_VUS = 10;
    public static final double DEFAULT_RATE = 100;
    public static final int DEFAULT_PRE_ALLOCATED_VUS = 10;
    public static final int DEFAULT_MAX_VUS = 100;
    public static final Duration DEFAULT_DURATION = Duration.ofSeconds(30);
    public static final Duration DEFAULT_WARMUP = Duration.ZERO;
    /** k6's default request timeout. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    public HttpLoadSettings {
        Objects.requireNonNull(url, "url");
        method = method == null || method.isBlank() ? DEFAULT_METHOD : method.strip();
        headers = headers == null ? List.of() : List.copyOf(headers);
        body = body == null ? "" : body;
        expectedStatuses = expectedStatuses == null ? List.of() : List.copyOf(expectedStatuses);
        model = model == null ? LoadModel.CLOSED : model;
        sweep = sweep == null ? List.of() : List.copyOf(sweep);
        duration = duration == null ? DEFAULT_DURATION : duration;
        warmup = warmup == null ? DEFAULT_WARMUP : warmup;
        timeout = timeout == null ? DEFAULT_TIMEOUT : timeout;
    }

    /**
     * The first setting that cannot work, in one sentence, as the run would say it before starting;
     * for a dialog checking its fields as they are typed (nothing is connected to).
     */
    public void check() throws RunnerException {
        HttpLoadPlan.of(this);
    }

    /** A GET of {@code url} at the default 10 VUs for 30 s, closed model. */
    public static HttpLoadSettings closed(String url, int vus, Duration duration) {
        return new HttpLoadSettings(url, DEFAULT_METHOD, List.of(), "", List.of(), LoadModel.CLOSED, vus, List.of(),
                DEFAULT_RATE, DEFAULT_PRE_ALLOCATED_VUS, DEFAULT_MAX_VUS, duration, DEFAULT_WARMUP,
                DEFAULT_TIMEOUT);
    }

    public HttpLoadSettings withRequest(String newMethod, List<String> newHeaders, String newBody,
                                        List<Integer> newExpected) {
        return new HttpLoadSettings(url, newMethod, newHeaders, newBody, newExpected, model, vus, sweep, rate,
                preAllocatedVus, maxVus, duration, warmup, timeout);
    }

    public HttpLoadSettings withSweep(List<Integer> levels) {
        return new HttpLoadSettings(url, method, headers, body, expectedStatuses, LoadModel.CLOSED, vus, levels,
                rate, preAllocatedVus, maxVus, duration, warmup, timeout);
    }

    public HttpLoadSettings withOpenModel(double newRate, int newPreAllocated, int newMax) {
        return new HttpLoadSettings(url, method, headers, body, expectedStatuses, LoadModel.OPEN, vus, List.of(),
                newRate, newPreAllocated, newMax, duration, warmup, timeout);
    }

    public HttpLoadSettings withTimes(Duration newDuration, Duration newWarmup, Duration newTimeout) {
        return new HttpLoadSettings(url, method, headers, body, expectedStatuses, model, vus, sweep, rate,
                preAllocatedVus, maxVus, newDuration, newWarmup, newTimeout);
    }
}
