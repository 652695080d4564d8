package org.benchlens.analysis.capacity;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.benchlens.analysis.PerDollarHour;
import org.benchlens.analysis.Sweep;
import org.benchlens.analysis.Sweeps;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;

/** Builds a {@link Capacity}: the sweep of throughput, then per series the fit, the knee and the SLO limit. */
public final class Capacities {

    private Capacities() {
    }

    /** Throws {@link IllegalArgumentException} with a sentence when the sweep mixes configurations. */
    public static Capacity of(List<RunResult> runs, CapacityRequest request) {
        Sweep sweep = Sweeps.of(runs, request.lineAttribute(), request.step(), Metrics.THROUGHPUT);
        Map<Long, RunResult> byId = runs.stream().collect(Collectors.toMap(r -> r.run().id(), Function.identity(),
                (a, b) -> a));
        List<CapacityLine> lines = new ArrayList<>();
        for (Sweep.Line line : sweep.lines()) {
            List<CapacityLevel> levels = line.points().stream()
                    .map(p -> level(p, byId, request)).toList();
            // a level whose requests failed measured no speed: the law and the knee read only the others
            List<CapacityLevel> served = levels.stream().filter(l -> !l.failed()).toList();
            UslFitter.Outcome fit = fit(served);
            SloLimits.Result slo = SloLimits.of(levels, request.slo());
            lines.add(new CapacityLine(line.name(), levels, fit.fit(), fit.problem(),
                    Knees.of(served, request.kneeShare()), slo.limit(), slo.problem()));
        }
        return new Capacity(sweep.lineAttribute(), request.step(), request.slo(), request.kneeShare(), lines,
                sweep.notes(), request.failures());
    }

    /**
     * Weighted by the standard error of each level's mean where every level has repeats that differ;
     * otherwise each level counts the same.
     */
    private static UslFitter.Outcome fit(List<CapacityLevel> levels) {
        double[] n = levels.stream().mapToDouble(CapacityLevel::vus).toArray();
        double[] x = levels.stream().mapToDouble(CapacityLevel::throughput).toArray();
        boolean repeated = levels.stream().allMatch(l -> l.standardError() > 0);
        double[] errors = repeated ? levels.stream().mapToDouble(CapacityLevel::standardError).toArray() : null;
        return UslFitter.fit(n, x, errors);
    }

    private static CapacityLevel level(Sweep.Point point, Map<Long, RunResult> byId, CapacityRequest request) {
        List<RunResult> runs = point.runIds().stream().map(byId::get).toList();
        List<Double> throughputs = runs.stream()
                .map(r -> r.find(request.step(), Metrics.THROUGHPUT).orElseThrow().value()).toList();
        Map<String, Double> sloValues = new HashMap<>();
        for (SloTarget target : request.slo()) {
            Double mean = target.isErrorRate() ? point.errorRate() : meanOf(runs, request.step(), target.metric());
            if (mean != null) {
                sloValues.put(target.metric(), mean);
            }
        }
        return new CapacityLevel(point.vus(), throughputs, sloValues, sharedPrice(runs), point.runIds(),
                point.errorRate(), point.failed(request.failures()));
    }

    /** The mean over the runs; null unless every run measured it. */
    private static Double meanOf(List<RunResult> runs, String step, String metric) {
        double sum = 0;
        for (RunResult run : runs) {
            var measured = run.find(step, metric);
            if (measured.isEmpty()) {
                return null;
            }
            sum += measured.get().value();
        }
        return sum / runs.size();
    }

    private static Double sharedPrice(List<RunResult> runs) {
        Set<String> prices = new HashSet<>();
        runs.forEach(r -> prices.add(r.run().attribute(PerDollarHour.PRICE)));
        if (prices.size() != 1 || prices.contains(null)) {
            return null;
        }
        double price = PerDollarHour.price(prices.iterator().next());
        return Double.isFinite(price) && price > 0 ? price : null;
    }
}
