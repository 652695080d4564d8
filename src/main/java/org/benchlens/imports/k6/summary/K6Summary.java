package org.benchlens.imports.k6.summary;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a k6 end-of-test summary says, whichever of its JSON shapes it came in: the metrics,
 * the groups with their checks, and what the file tells about the run. Filled by one reader per
 * shape and turned into a run by {@link K6SummaryMapper}, so that all shapes map alike.
 */
final class K6Summary {

    private final Map<String, K6Metric> metrics = new LinkedHashMap<>();
    private final List<K6Group> groups = new ArrayList<>();
    private final Map<String, String> attributes = new LinkedHashMap<>();
    private Double durationSeconds;
    private String durationSource;
    private String versionHint;
    private Boolean passed;
    private Instant endedAt;
    private String script;

    /** The metric of that name, created on first use. */
    K6Metric metric(String name) {
        return metrics.computeIfAbsent(name, K6Metric::new);
    }

    Collection<K6Metric> metrics() {
        return metrics.values();
    }

    Optional<K6Metric> find(String name) {
        return Optional.ofNullable(metrics.get(name));
    }

    /** Reserves the place of a group before its subgroups are read, so groups stay in file order. */
    int reserveGroup() {
        groups.add(null);
        return groups.size() - 1;
    }

    void group(int place, K6Group group) {
        groups.set(place, group);
    }

    void group(K6Group group) {
        groups.add(group);
    }

    List<K6Group> groups() {
        return groups.stream().filter(g -> g != null).toList();
    }

    /** k6's rate of passed checks: {@code checks}, named {@code checks_succeeded} from k6 1.0. */
    Optional<K6Metric> checksRate() {
        return find("checks").or(() -> find("checks_succeeded")).filter(m -> m.type() == K6Metric.Type.RATE);
    }

    /** The passes of every check in every group, for a file without the checks rate. */
    long checkPasses() {
        return groups().stream().mapToLong(K6Group::passes).sum();
    }

    /** The fails of every check in every group. */
    long checkFails() {
        return groups().stream().mapToLong(K6Group::fails).sum();
    }

    /** Something else the file tells about the run, kept as an attribute. */
    void attribute(String key, String value) {
        if (value != null && !value.isBlank()) {
            attributes.put(key, value);
        }
    }

    Map<String, String> attributes() {
        return attributes;
    }

    /** The test run's wall-clock duration as the file states it, and where it says so. */
    void duration(double seconds, String source) {
        this.durationSeconds = seconds;
        this.durationSource = source;
    }

    Optional<Double> durationSeconds() {
        return Optional.ofNullable(durationSeconds);
    }

    String durationSource() {
        return durationSource;
    }

    void versionHint(String hint) {
        this.versionHint = hint;
    }

    String versionHint() {
        return versionHint;
    }

    /** Whether the run passed as a whole (the 1.5 summary says so outright). */
    void passed(boolean value) {
        this.passed = value;
    }

    Optional<Boolean> passed() {
        return Optional.ofNullable(passed);
    }

    void endedAt(Instant end) {
        this.endedAt = end;
    }

    Optional<Instant> endedAt() {
        return Optional.ofNullable(endedAt);
    }

    void script(String path) {
        this.script = path;
    }

    Optional<String> script() {
        return Optional.ofNullable(script).filter(s -> !s.isBlank());
    }
}
