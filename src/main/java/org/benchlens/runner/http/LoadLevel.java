package org.benchlens.runner.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;

/**
 * Runs one level: starts the VUs (and in the open model the arrival scheduler), lets them warm
 * up, then every second collects what they measured into a per-second sample and the run's
 * histogram. The measured window is the duration asked for: at its end VUs finish the request in
 * flight (for at most the request timeout, as k6's graceful stop), and those answers, after the
 * window, are counted apart and in no other figure. On cancel they are cut off within a fraction
 * of a second and the run is partial.
 */
final class LoadLevel {

    /** How often the ticker looks whether the user cancelled. */
    private static final long CANCEL_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final long SECOND = 1_000_000_000L;

    private final HttpLoadPlan plan;
    private final HttpLoadPlan.Level level;
    private final InetSocketAddress address;
    private final RunContext context;
    private final WorkloadProgress progress;

    LoadLevel(HttpLoadPlan plan, HttpLoadPlan.Level level, InetSocketAddress address, RunContext context,
              WorkloadProgress progress) {
        this.plan = plan;
        this.level = level;
        this.address = address;
        this.context = context;
        this.progress = progress;
    }

    LevelResult run() throws RunnerException, InterruptedException {
        HttpLoadSettings settings = plan.settings();
        boolean open = settings.model() == LoadModel.OPEN;
        long start = System.nanoTime();
        long measureFrom = start + settings.warmup().toNanos();
        long measureTo = measureFrom + settings.duration().toNanos();
        LoadSignals signals = new LoadSignals(measureFrom, measureTo);
        Arrivals arrivals = open ? new Arrivals() : null;
        VuPool pool = new VuPool(plan.request(), address, (int) Math.min(Integer.MAX_VALUE,
                settings.timeout().toMillis()), signals, arrivals, open ? settings.maxVus() : level.vus());
        try {
            // inside the try: VUs started before one that cannot start are stopped, not left loading the server
            if (open || plan.request().https()) {
                for (int i = 0; i < level.vus(); i++) {
                    pool.add();
                }
            } else {
                try {
                    pool.addOnEventLoops(level.vus());
                } catch (IOException e) {
                    throw new RunnerException("cannot start the HTTP client: " + e.getMessage(), e);
                }
            }
            ArrivalScheduler scheduler = null;
            Thread schedulerThread = null;
            if (open) {
                scheduler = new ArrivalScheduler(arrivals, settings.rate(), start, measureTo, signals, pool);
                schedulerThread = new Thread(scheduler, "benchlens-arrivals");
                schedulerThread.setDaemon(true);
                schedulerThread.start();
            }
            return measure(pool, signals, arrivals, scheduler, schedulerThread, start, measureFrom, measureTo);
        } finally {
            signals.abort();
            pool.abort();
        }
    }

    private LevelResult measure(VuPool pool, LoadSignals signals, Arrivals arrivals, ArrivalScheduler scheduler,
                                Thread schedulerThread, long start, long measureFrom, long measureTo)
            throws InterruptedException {
        boolean cancelled = false;
        for (long tick = start + SECOND; !cancelled && tick - SECOND < measureFrom; tick += SECOND) {
            cancelled = !sleepUntil(Math.min(tick, measureFrom));
            progress.report(context, Math.min(tick, measureFrom) - start, "warming up");
        }
        Instant startedAt = Instant.now();
        long firstSecond = startedAt.getEpochSecond();
        Histogram total = LatencyHistogram.newMicrosHistogram();
        Histogram second = LatencyHistogram.newMicrosHistogram();
        List<SecondSample> samples = new ArrayList<>();
        long failuresBefore = 0;
        int maxVus = pool.size();
        long end = measureFrom;
        for (long tick = measureFrom + SECOND; !cancelled; tick += SECOND) {
            end = Math.min(tick, measureTo);
            if (!sleepUntil(end)) {
                cancelled = true;
                end = System.nanoTime();
            }
            second.reset();
            pool.drainInto(second);
            total.add(second);
            long failures = pool.counts().failures();
            maxVus = Math.max(maxVus, pool.size());
            SecondSample sample = new SecondSample(firstSecond + samples.size(), second.getTotalCount(),
                    LivePoint.p95Millis(second), failures - failuresBefore, pool.size());
            failuresBefore = failures;
            samples.add(sample);
            context.live(new LivePoint(samples.size(), sample.requests(), sample.p95Millis(), sample.errors(),
                    level.vus() + (level.vus() == 1 ? " VU" : " VUs")));
            progress.report(context, end - start, "measuring");
            if (end >= measureTo) {
                break;
            }
        }
        signals.stop();
        if (!cancelled) {
            // the window stays the one asked for: what is answered while the VUs finish is counted apart
            cancelled = !finishInFlight(pool);
        }
        if (cancelled) {
            signals.abort();
            pool.abort();
            pool.awaitEnd(System.nanoTime() + SECOND / 2);
        }
        if (schedulerThread != null) {
            // its last arrivals, due before the end, are dropped or handed out by now
            schedulerThread.join(SECOND / 1_000_000);
        }
        Histogram tail = LatencyHistogram.newMicrosHistogram();
        pool.drainInto(tail);
        if (tail.getTotalCount() > 0) {
            // answers that came within the window after its last second was read belong to that second
            long errors = pool.counts().failures() - failuresBefore;
            if (samples.isEmpty()) {
                samples.add(new SecondSample(firstSecond, tail.getTotalCount(), LivePoint.p95Millis(tail), errors,
                        pool.size()));
            } else {
                second.add(tail);
                SecondSample last = samples.remove(samples.size() - 1);
                samples.add(last.plus(tail.getTotalCount(), LivePoint.p95Millis(second), errors));
            }
        }
        total.add(tail);
        long dropped = scheduler == null ? 0 : scheduler.dropped() + arrivals.untaken(measureFrom);
        double seconds = Math.max(0, end - measureFrom) / 1e9;
        return new LevelResult(level, startedAt, startedAt.plusNanos(Math.max(0, end - measureFrom)), seconds, total,
                pool.counts(), dropped, maxVus, samples, cancelled, signals.failures().describe());
    }

    /**
     * Lets VUs finish the request they sent, for at most the request timeout (and a second, for
     * the VUs to count a request that timed out as failed); false when cancelled meanwhile.
     */
    private boolean finishInFlight(VuPool pool) throws InterruptedException {
        long deadline = System.nanoTime() + plan.settings().timeout().toNanos() + SECOND;
        while (true) {
            long slice = Math.min(deadline, System.nanoTime() + CANCEL_POLL_NANOS);
            if (pool.awaitEnd(slice)) {
                return true;
            }
            if (context.cancelled()) {
                return false;
            }
            if (System.nanoTime() >= deadline) {
                context.log("requests still unanswered after the timeout were cut off and not counted");
                return true;
            }
        }
    }

    /** Sleeps until {@code deadline} (System.nanoTime); false as soon as the user cancels. */
    private boolean sleepUntil(long deadline) throws InterruptedException {
        while (true) {
            if (context.cancelled()) {
                return false;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return true;
            }
            LockSupport.parkNanos(Math.min(left, CANCEL_POLL_NANOS));
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
        }
    }
}
