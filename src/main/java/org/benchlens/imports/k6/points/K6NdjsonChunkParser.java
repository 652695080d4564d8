package org.benchlens.imports.k6.points;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.benchlens.imports.requests.TrendHistograms;

/**
 * Parses chunks of k6 NDJSON into partial aggregates, on several threads at once: each thread
 * has its own scanner, line and histograms. Lines the scanner does not take (Metric lines,
 * unusual ones) are parsed with Jackson; the first line that is not k6 output ends the chunk
 * with a problem, except a last line cut short, which is left out.
 */
final class K6NdjsonChunkParser {

    private final List<TrendHistograms> histogramSets = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Worker> workers;

    /** @param newHistograms makes each thread's histograms (sharing the run's budget of exact values) */
    K6NdjsonChunkParser(java.util.function.Supplier<TrendHistograms> newHistograms) {
        workers = ThreadLocal.withInitial(() -> {
            Worker worker = new Worker(newHistograms.get());
            histogramSets.add(worker.histograms);
            return worker;
        });
    }

    K6PointChunk parse(K6NdjsonChunk chunk) {
        Worker worker = workers.get();
        K6PointChunk aggregate = new K6PointChunk(worker.histograms);
        K6PointLine line = worker.line;
        byte[] b = chunk.bytes();
        int end = chunk.length();
        int pos = 0;
        while (pos < end) {
            aggregate.lines++;
            int next = worker.scanner.scan(b, pos, end, line);
            if (next >= 0 && line.isPoint() && line.hasTime && line.hasValue && !line.metric.isEmpty()) {
                aggregate.accept(line);
                pos = next;
                continue;
            }
            int lineEnd = pos;
            while (b[lineEnd] != '\n') {
                lineEnd++;
            }
            if (!parseSlowly(b, pos, lineEnd, chunk.last() && lineEnd == end, aggregate, line)) {
                return aggregate;
            }
            pos = lineEnd + 1;
        }
        return aggregate;
    }

    /** The histograms of every thread that parsed; complete once every chunk is parsed. */
    List<TrendHistograms> histogramSets() {
        return histogramSets;
    }

    /** Parses a line with Jackson; false when it is not k6 output (the problem is then in the aggregate). */
    private static boolean parseSlowly(byte[] b, int start, int lineEnd, boolean lastLine, K6PointChunk aggregate,
                                       K6PointLine line) {
        int contentEnd = lineEnd;
        while (contentEnd > start && isSpace(b[contentEnd - 1])) {
            contentEnd--;
        }
        int contentStart = start;
        while (contentStart < contentEnd && isSpace(b[contentStart])) {
            contentStart++;
        }
        if (contentStart == contentEnd) {
            return true;
        }
        try {
            switch (K6NdjsonTreeLine.read(b, contentStart, contentEnd - contentStart, line, aggregate.definitions)) {
                case POINT -> aggregate.accept(line);
                case OTHER -> aggregate.otherType(line.type.text());
                case METRIC -> { }
            }
            return true;
        } catch (K6PointLineProblem problem) {
            if (problem.endsEarly() && lastLine) {
                aggregate.endsEarly = true;
                return true;
            }
            aggregate.problem = new K6NdjsonChunkProblem(aggregate.lines, problem.column() + (contentStart - start),
                    problem.getMessage());
            return false;
        }
    }

    private static boolean isSpace(byte c) {
        return c == ' ' || c == '\t' || c == '\r';
    }

    /** What one parsing thread reuses from chunk to chunk. */
    private static final class Worker {
        final K6NdjsonLineScanner scanner = new K6NdjsonLineScanner();
        final K6PointLine line = new K6PointLine();
        final TrendHistograms histograms;

        Worker(TrendHistograms histograms) {
            this.histograms = histograms;
        }
    }
}
