package org.benchlens.runner.http;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** Why requests failed (status 500, connection refused, ...) and how often, for the log. */
final class Failures {

    /** Enough to tell the causes apart; a server failing in more ways is summed up under "other". */
    private static final int MAX_REASONS = 16;

    private final Map<String, LongAdder> reasons = new ConcurrentHashMap<>();

    void add(String reason) {
        String key = reasons.size() >= MAX_REASONS && !reasons.containsKey(reason) ? "other" : reason;
        reasons.computeIfAbsent(key, k -> new LongAdder()).increment();
    }

    /** "status 500: 120, connection refused: 3", most frequent first. */
    String describe() {
        Map<String, Long> counts = new TreeMap<>();
        reasons.forEach((reason, count) -> counts.put(reason, count.sum()));
        return String.join(", ", counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(e -> e.getKey() + ": " + e.getValue()).toList());
    }
}
