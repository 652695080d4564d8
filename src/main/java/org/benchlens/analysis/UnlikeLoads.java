package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;

/**
 * Refuses to treat as repeats the tests of one cell that ran at another load or for another time: their
 * VUs ({@code vus.max}, or a table's {@code vus}) or their {@code duration} differ by more than
 * {@link #TOLERANCE}, although no attribute says so (decision 0118). A test's load is that of its
 * concurrent sessions together: their VUs add up, it lasts as long as the longest.
 */
public final class UnlikeLoads {

    /** A table's VU column, stored under its own name where it may not be the most VUs (decision 0117). */
    static final String VUS = "vus";
    /** The measurements that say at what load and for how long a test ran, in the order a sentence names them. */
    static final List<String> LOADS = List.of(Metrics.VUS_MAX, VUS, Metrics.DURATION);
    /** How far the largest of the tests' figures may lie above the smallest, relative to the largest. */
    public static final double TOLERANCE = 0.10;
    /**
     * Seconds two tests' durations may differ by whatever their share: a timed run of a second or two ends
     * a scheduler's tick late on a busy machine, which is no other test.
     */
    static final double DURATION_SLACK_SECONDS = 1.0;

    private UnlikeLoads() {
    }

    /** The load figures of a run in a step: the step's own, else the whole run's. */
    static Map<String, Double> of(RunResult result, String step) {
        Map<String, Double> load = new LinkedHashMap<>();
        for (String metric : LOADS) {
            result.find(step, metric).or(() -> result.find(Steps.TOTAL, metric))
                    .ifPresent(m -> load.put(metric, m.value()));
        }
        return load;
    }

    /**
     * @param load the load figures of each item ({@link #of})
     * @param free attributes pooled on purpose; pooling {@code vus} or a load's name lets the loads differ
     */
    static <T> void check(String cell, List<T> items, Function<T, Run> runOf, Function<T, Map<String, Double>> load,
                          Set<String> free) {
        List<List<T>> tests = ConcurrentSessions.tests(items, runOf);
        if (tests.size() < 2) {
            return;
        }
        for (String metric : LOADS) {
            if (free.contains(metric) || free.contains(VUS) && !metric.equals(Metrics.DURATION)) {
                continue;
            }
            List<Double> values = new ArrayList<>();
            List<Long> ids = new ArrayList<>();
            for (List<T> test : tests) {
                List<Double> sessions = test.stream().map(load).filter(l -> l.containsKey(metric))
                        .map(l -> l.get(metric)).toList();
                if (sessions.size() == test.size()) {
                    values.add(metric.equals(Metrics.DURATION)
                            ? sessions.stream().mapToDouble(Double::doubleValue).max().orElse(0)
                            : sessions.stream().mapToDouble(Double::doubleValue).sum());
                    ids.add(runOf.apply(test.get(0)).id());
                }
            }
            double most = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
            double least = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
            boolean apart = (most - least) / most > TOLERANCE
                    && !(metric.equals(Metrics.DURATION) && most - least <= DURATION_SLACK_SECONDS);
            if (values.size() > 1 && most > 0 && apart) {
                List<String> shown = ColumnOrder.of(values.stream().map(UnlikeLoads::number)
                        .collect(Collectors.toCollection(java.util.TreeSet::new)), true);
                throw new UnlikeRunsException(metric, shown, notRepeats(cell, metric, values, ids),
                        WAY_OUT.formatted(metric), true);
            }
        }
    }

    private static final String WAY_OUT = "keep the runs of one test (--where, or the run ids), split by an "
            + "attribute that tells them apart, or pool them on purpose (--pool %s)";

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** "… their vus differs by more than 10 % (230 in run 54, 177 in run 65)", each test's figure beside its run. */
    private static String notRepeats(String cell, String metric, List<Double> values, List<Long> ids) {
        List<String> each = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            each.add(number(values.get(i)) + " in run " + ids.get(i));
        }
        return "the runs of " + cell + " are not repeats: their " + metric + " differs by more than "
                + Math.round(TOLERANCE * 100) + " % (" + String.join(", ", each) + ")";
    }
}
