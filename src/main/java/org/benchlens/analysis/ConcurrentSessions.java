package org.benchlens.analysis;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import org.benchlens.model.Run;

/**
 * Groups the runs of one cell into tests. A YBIO job is one session of a test that ran several at
 * once: its runs carry a {@code job_id}, and the sessions of one test come from the same source and
 * overlap in time (or, where the source gives no times, share the source). Every other run is a
 * test of its own, a repeat.
 */
final class ConcurrentSessions {

    /** The attribute that marks a run as one session of a test. */
    static final String SESSION = "job_id";

    private ConcurrentSessions() {
    }

    static <T> List<List<T>> tests(List<T> items, Function<T, Run> runOf) {
        List<List<T>> tests = new ArrayList<>();
        Map<String, List<T>> sessionsBySource = new LinkedHashMap<>();
        for (T item : items) {
            Run run = runOf.apply(item);
            if (run.attribute(SESSION) == null) {
                tests.add(List.of(item));
            } else {
                sessionsBySource.computeIfAbsent(Objects.toString(run.sourceFile(), ""), s -> new ArrayList<>())
                        .add(item);
            }
        }
        sessionsBySource.values().forEach(sessions -> tests.addAll(overlapping(sessions, runOf)));
        return tests;
    }

    /** Sessions that ran at the same time: sorted by start, each joins the test it starts before the end of. */
    private static <T> List<List<T>> overlapping(List<T> sessions, Function<T, Run> runOf) {
        if (sessions.stream().map(runOf).anyMatch(r -> r.startedAt() == null || r.endedAt() == null)) {
            return List.of(sessions);
        }
        List<T> sorted = new ArrayList<>(sessions);
        sorted.sort(Comparator.comparing(s -> runOf.apply(s).startedAt()));
        List<List<T>> tests = new ArrayList<>();
        Instant end = null;
        for (T session : sorted) {
            Run run = runOf.apply(session);
            if (end == null || !run.startedAt().isBefore(end)) {
                tests.add(new ArrayList<>());
                end = run.endedAt();
            } else if (run.endedAt().isAfter(end)) {
                end = run.endedAt();
            }
            tests.get(tests.size() - 1).add(session);
        }
        return tests;
    }
}
