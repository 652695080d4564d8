package org.benchlens.runner.db;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.benchlens.runner.RunnerException;

/**
 * Runs the workers of one step (YBIO's jobs; a loader per client, or an inserter, a deleter and
 * a query thread per client of the Insert Benchmark) on threads of their own. The step's clock starts once every worker has
 * connected, so that connecting is not counted against a rate; then it calls back once a second
 * until all end. The first worker that fails stops the step with its error, unless the user had
 * asked to stop: then the database may be going away with the program (Ctrl-C reaches an
 * embedded server too), and what the workers measured before stands.
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
        try {
            List<Future<?>> running = new ArrayList<>();
            for (Worker worker : workers) {
                running.add(pool.submit(() -> {
                    try {
                        worker.work(barrier::await);
                    } finally {
                        finished.countDown();
                    }
                    return null;
                }));
            }
            while (!finished.await(Math.max(1, 1000 - System.currentTimeMillis() % 1000), TimeUnit.MILLISECONDS)) {
                throwFirstFailure(running, cancelled);
                everySecond.run();
            }
            throwFirstFailure(running, cancelled);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new RunnerException(cause.getMessage() == null ? cause.toString() : cause.getMessage(), cause);
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(10, TimeUnit.SECONDS);
        }
    }

    /** Throws the error of the first worker that failed, if one did. */
    private static void throwFirstFailure(List<Future<?>> running, BooleanSupplier cancelled)
            throws ExecutionException, InterruptedException {
        for (Future<?> future : running) {
            if (future.isDone()) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    if (!cancelled.getAsBoolean()) {
                        throw e;
                    }
                }
            }
        }
    }
}
