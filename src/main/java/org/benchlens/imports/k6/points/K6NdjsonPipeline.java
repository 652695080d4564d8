package org.benchlens.imports.k6.points;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.benchlens.imports.ImportFailure;

/**
 * Reads chunks on the calling thread, parses them on a few threads, and merges the results in
 * file order on the calling thread. At most twice as many chunks as threads are in flight, in
 * buffers that are reused, so memory stays flat whatever the size of the input. However it ends
 * (the end of the input, a line that is not k6 output, an error, a cancel), no parsing thread
 * outlives it.
 */
final class K6NdjsonPipeline {

    /** Parses one chunk; called on the parsing threads. */
    interface Parser<R> {
        R parse(K6NdjsonChunk chunk);
    }

    /** Takes the results in file order; called on the calling thread. */
    interface Merger<R> {
        void merge(R result) throws ImportFailure;
    }

    private K6NdjsonPipeline() {
    }

    /**
     * @param checkCancelled called between chunks; throws to stop
     * @throws K6NdjsonChunkReader.LineTooLong after every chunk before the long line was merged
     */
    static <R> void run(K6NdjsonChunkReader reader, int chunkSize, int threads, Parser<R> parser, Merger<R> merger,
                        Runnable checkCancelled) throws IOException, ImportFailure {
        int maxPending = threads * 2;
        BlockingQueue<byte[]> buffers = new ArrayBlockingQueue<>(maxPending + 1);
        for (int i = 0; i <= maxPending; i++) {
            buffers.add(new byte[chunkSize + 1]);
        }
        List<Thread> parsers = new CopyOnWriteArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "k6-import-parser");
            thread.setDaemon(true);
            parsers.add(thread);
            return thread;
        });
        Deque<Future<R>> pending = new ArrayDeque<>();
        try {
            while (true) {
                checkCancelled.run();
                while (!pending.isEmpty() && (pending.size() >= maxPending || pending.peekFirst().isDone())) {
                    merger.merge(result(pending.removeFirst()));
                }
                K6NdjsonChunk chunk;
                try {
                    chunk = reader.next(take(buffers));
                } catch (K6NdjsonChunkReader.LineTooLong e) {
                    while (!pending.isEmpty()) {
                        merger.merge(result(pending.removeFirst()));
                    }
                    throw e;
                }
                if (chunk == null) {
                    break;
                }
                pending.addLast(pool.submit(() -> {
                    try {
                        return parser.parse(chunk);
                    } finally {
                        buffers.add(chunk.bytes());
                    }
                }));
            }
            while (!pending.isEmpty()) {
                checkCancelled.run();
                merger.merge(result(pending.removeFirst()));
            }
        } finally {
            stop(pool, parsers);
        }
    }

    /**
     * Drops the chunks not yet started and waits until every parsing thread has ended (a chunk
     * takes milliseconds), so that none is still parsing, and taking a core, once the import has
     * failed or been cancelled.
     */
    private static void stop(ExecutorService pool, List<Thread> parsers) {
        pool.shutdownNow();
        try {
            for (Thread parser : parsers) {
                parser.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static byte[] take(BlockingQueue<byte[]> buffers) {
        try {
            return buffers.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        }
    }

    private static <R> R result(Future<R> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
