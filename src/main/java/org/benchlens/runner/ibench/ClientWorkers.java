package org.benchlens.runner.ibench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.benchlens.runner.RunnerException;

/**
 * Runs the workers of one step (a loader per client, or an inserter, a deleter and a query
 * thread per client) on threads of their own, and calls back once a second until all end.
 * The first worker that fails stops the step with its error.
 */
final class ClientWorkers {

    /** The work of one thread; it returns when its share is done, its time is up, or cancel was asked. */
    interface Worker {
        void work() throws Exception;
    }

    private ClientWorkers() {
    }

    static void run(List<Worker> workers, Runnable everySecond) throws RunnerException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(workers.size());
        try {
            List<Future<?>> running = new ArrayList<>();
            for (Worker worker : workers) {
                running.add(pool.submit(() -> {
                    worker.work();
                    return null;
                }));
            }
            for (Future<?> future : running) {
                while (true) {
                    try {
                        future.get(1000 - System.currentTimeMillis() % 1000, TimeUnit.MILLISECONDS);
                        break;
                    } catch (TimeoutException stillRunning) {
                        everySecond.run();
                    }
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new RunnerException(cause.getMessage() == null ? cause.toString() : cause.getMessage(), cause);
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(10, TimeUnit.SECONDS);
        }
    }
}
