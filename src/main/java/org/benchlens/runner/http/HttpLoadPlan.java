package org.benchlens.runner.http;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.runner.Durations;
import org.benchlens.runner.RunnerException;

/**
 * Settings checked and turned into what the runner does: the prepared request and the levels to
 * run, one run each (a VU sweep has several, every other workload one).
 */
record HttpLoadPlan(HttpLoadSettings settings, PreparedRequest request, List<Level> levels) {

    /** More VUs than this are threads the machine cannot give; k6 users rarely go past a few thousand. */
    static final int MAX_VUS = 10_000;

    /**
     * One run's load.
     *
     * @param vus closed model: the VUs; open model: the VUs started before the first request
     */
    record Level(int vus) {
    }

    static HttpLoadPlan of(HttpLoadSettings settings) throws RunnerException {
        PreparedRequest request = PreparedRequest.of(settings);
        positive("duration", settings.duration());
        positive("request timeout", settings.timeout());
        if (settings.warmup().isNegative()) {
            throw new RunnerException("the warm-up cannot be negative (it is " + Durations.format(settings.warmup())
                    + ")");
        }
        List<Level> levels = new ArrayList<>();
        if (settings.model() == LoadModel.OPEN) {
            if (!(settings.rate() > 0) || Double.isInfinite(settings.rate())) {
                throw new RunnerException("the rate must be more than 0 requests per second (it is "
                        + settings.rate() + ")");
            }
            vusInRange("pre-allocated VUs", settings.preAllocatedVus());
            vusInRange("maximum VUs", settings.maxVus());
            if (settings.maxVus() < settings.preAllocatedVus()) {
                throw new RunnerException("the maximum VUs (" + settings.maxVus()
                        + ") must be at least the pre-allocated VUs (" + settings.preAllocatedVus() + ")");
            }
            levels.add(new Level(settings.preAllocatedVus()));
        } else if (settings.sweep().isEmpty()) {
            vusInRange("VUs", settings.vus());
            levels.add(new Level(settings.vus()));
        } else {
            for (int vus : settings.sweep()) {
                vusInRange("sweep level", vus);
                levels.add(new Level(vus));
            }
        }
        return new HttpLoadPlan(settings, request, List.copyOf(levels));
    }

    boolean sweep() {
        return !settings.sweep().isEmpty() && settings.model() == LoadModel.CLOSED;
    }

    /** Warm-up and measurement of one level. */
    Duration levelDuration() {
        return settings.warmup().plus(settings.duration());
    }

    Duration totalDuration() {
        return levelDuration().multipliedBy(levels.size());
    }

    private static void positive(String what, Duration value) throws RunnerException {
        if (value.isNegative() || value.isZero()) {
            throw new RunnerException("the " + what + " must be more than 0 s (it is " + Durations.format(value) + ")");
        }
    }

    private static void vusInRange(String what, int vus) throws RunnerException {
        if (vus < 1 || vus > MAX_VUS) {
            throw new RunnerException("the " + what + " must be from 1 to " + MAX_VUS + " (it is " + vus + ")");
        }
    }
}
