package org.benchlens.runner.db;

import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

import org.benchlens.runner.RunnerException;

/**
 * Runs the workers of one step (YBIO's jobs; a loader per client, or an inserter, a deleter and
 * a query thread per client of the Insert Benchmark) on threads of their own. The step's clock starts once every worker has
 * connected, so that connecting is not counted against a rate; then it calls back once a second
 * until all end. The first worker that fails stops the step with its error, unless the user had
 * asked to stop: then the database may be going away with the program (Ctrl-C reaches an
 * embedded server too), and what the workers measured before stands. A worker that fails before
 * the clock starts releases the others waiting for it, so that the step ends either way.
 */
public final class ClientWorkers {

    /** The work of one thread: it connects, calls {@link Start#await()}, and returns when done, out of time or cancelled. */
    public interface Worker {
        void work(Start start) throws Exception;
    }

    /** Where a connected worker waits for the others and for the step's clock to start. */
    public interface Start {
        void await() throws InterruptedException, BrokenBarrierException;
    }

    private ClientWorkers() {
    }

    public static void run(List<Worker> workers, Runnable startClock, Runnable everySecond,
                           BooleanSupplier cancelled) throws RunnerException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(workers.size());
        CyclicBarrier barrier = new CyclicBarrier(workers.size(), startClock);
        CountDownLatch finished = new CountDownLatch(workers.size());
        AtomicReference<Throwable> firstFailure = new AtomicReference<>();
        try {
            for (Worker worker : workers) {
                pool.execute(() -> {
                    try {
                        worker.work(barrier::await);
                    } catch (Throwable e) {
                        firstFailure.compareAndSet(null, e);
                        // the others may wait at the start for this one: they stop too
                        barrier.reset();
                    } finally {
                        finished.countDown();
                    }
                });
            }
            while (!finished.await(Math.max(1, 1000 - System.currentTimeMillis() % 1000), TimeUnit.MILLISECONDS)) {
                if (firstFailure.get() != null) {
                    // a worker that reached the start after the reset would wait there for good: the
                    // interrupt in finally ends it, whether the failure is reported or the user stopped
                    break;
                }
                everySecond.run();
            }
            throwFailure(firstFailure.get(), cancelled);
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(10, TimeUnit.SECONDS);
        }
    }

    /** Throws the error of the first worker that failed, if one did and the user had not asked to stop. */
    private static void throwFailure(Throwable failure, BooleanSupplier cancelled) throws RunnerException {
        if (failure != null && !cancelled.getAsBoolean()) {
            throw new RunnerException(failure.getMessage() == null ? failure.toString() : failure.getMessage(),
                    failure);
        }
    }
}
