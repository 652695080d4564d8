package org.benchlens.imports.requests;

/** What the requests of one label (or of the whole file) add up to, without keeping the requests. */
final class LabelRequests {

    private final String name;
    private final RunningStats latency = new RunningStats();
    private final SecondSeries series;
    private long failures;
    private long bytesReceived;
    private long bytesSent;
    private boolean bytesKnown;
    private int maxVus = -1;
    private long firstStart = Long.MAX_VALUE;
    private long lastEnd = Long.MIN_VALUE;

    /** @param series the label's one-second series, or null when it keeps none */
    LabelRequests(String name, SecondSeries series) {
        this.name = name;
        this.series = series;
    }

    void add(Request request) {
        long end = request.endNanos();
        latency.add(request.latencyMillis(), end);
        if (request.failed()) {
            failures++;
        }
        if (request.bytesReceived() >= 0 || request.bytesSent() >= 0) {
            bytesKnown = true;
            bytesReceived += Math.max(0, request.bytesReceived());
            bytesSent += Math.max(0, request.bytesSent());
        }
        maxVus = Math.max(maxVus, request.vus());
        firstStart = Math.min(firstStart, request.startNanos());
        lastEnd = Math.max(lastEnd, end);
        if (series != null) {
            long second = Math.floorDiv(request.startNanos(), 1_000_000_000L);
            series.add(SecondSeries.REQUESTS, second, 1);
            series.add(SecondSeries.LATENCY, second, request.latencyMillis());
            if (request.vus() >= 0) {
                series.add(SecondSeries.VUS, second, request.vus());
            }
        }
    }

    String name() {
        return name;
    }

    RunningStats latency() {
        return latency;
    }

    /** The one-second series, or null. */
    SecondSeries series() {
        return series;
    }

    long count() {
        return latency.count();
    }

    long failures() {
        return failures;
    }

    /** True when some request said how many bytes it received or sent. */
    boolean bytesKnown() {
        return bytesKnown;
    }

    long bytesReceived() {
        return bytesReceived;
    }

    long bytesSent() {
        return bytesSent;
    }

    /** The most users active at once, or -1 when unknown. */
    int maxVus() {
        return maxVus;
    }

    long firstStartNanos() {
        return firstStart;
    }

    long lastEndNanos() {
        return lastEnd;
    }

    /** From the first request's start to the last one's end, as JMeter's throughput counts it. */
    double durationSeconds() {
        return count() == 0 ? 0 : (lastEnd - firstStart) / 1e9;
    }
}
