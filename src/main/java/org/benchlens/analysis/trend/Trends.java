package org.benchlens.analysis.trend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.analysis.changepoint.ChangePoint;
import org.benchlens.analysis.changepoint.ChangePoints;
import org.benchlens.model.Better;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;

/** Histories of runs, one per step (and value of the lines attribute), with their change points. */
public final class Trends {

    /** The metric of history formats whose figures have no name of their own. */

    private Trends() {
    }

    public static List<TrendSeries> of(List<RunResult> runs, TrendRequest request) {
        List<RunResult> ordered = new ArrayList<>(runs);
        ordered.sort((a, b) -> request.order().comparator().compare(a.run(), b.run()));
        Map<List<String>, Builder> builders = new LinkedHashMap<>();
        for (RunResult result : ordered) {
            String lineValue = request.lines() == null ? null : result.run().attribute(request.lines());
            if (request.lines() != null && lineValue == null) {
                continue;
            }
            for (Measurement m : result.measurements()) {
                if (m.metric().equals(request.metric()) && (request.step() == null || m.step().equals(request.step()))) {
                    List<String> key = lineValue == null ? List.of(m.step()) : List.of(m.step(), lineValue);
                    builders.computeIfAbsent(key, k -> new Builder(m, result, request, lineValue))
                            .add(new TrendPoint(result.run().id(), request.order().label(result.run()), m.value()));
                }
            }
        }
        if (builders.isEmpty()) {
            throw new IllegalArgumentException("no run has the metric " + request.metric()
                    + (request.step() == null ? "" : " in step " + request.step())
                    + (request.lines() == null ? "" : " and the attribute " + request.lines())
                    + ": choose another --metric or --step, or loosen --where");
        }
        TrendOrder order = request.order();
        if (!order.byDate() && !order.byId() && ordered.stream().noneMatch(r -> r.run().attribute(order.attribute()) != null)) {
            throw new IllegalArgumentException("no run has the attribute " + order.attribute()
                    + " to order by: --order takes date, id or an attribute the runs have");
        }
        return builders.values().stream().map(Builder::build).toList();
    }

    /** The metric the most runs measured (throughput first), or a history's plain {@code value} where none. */
    public static String defaultMetric(List<RunResult> runs) {
        String likeliest = Metrics.likeliest(runs);
        return likeliest == null ? Metrics.HISTORY_VALUE : likeliest;
    }

    /** The labels of the runs that give a point, in the request's order, each once: the x axis of a chart. */
    public static List<String> labels(List<RunResult> runs, TrendRequest request) {
        return runs.stream().filter(r -> r.measurements().stream().anyMatch(m -> m.metric().equals(request.metric())
                        && (request.step() == null || m.step().equals(request.step()))))
                .map(RunResult::run).sorted(request.order().comparator()).map(request.order()::label).distinct().toList();
    }

    private static final class Builder {
        private final String step;
        private final String metric;
        private final String unit;
        private final Better better;
        private final Map<String, String> lines;
        private final TrendRequest request;
        private final List<TrendPoint> points = new ArrayList<>();

        Builder(Measurement first, RunResult run, TrendRequest request, String lineValue) {
            this.step = first.step();
            this.metric = first.metric();
            this.unit = first.unit();
            this.better = Better.of(run.run(), first.step(), first.metric());
            this.lines = lineValue == null ? Map.of() : Map.of(request.lines(), lineValue);
            this.request = request;
        }

        void add(TrendPoint point) {
            points.add(point);
        }

        TrendSeries build() {
            double[] values = points.stream().mapToDouble(TrendPoint::value).toArray();
            List<TrendChange> changes = new ArrayList<>();
            for (ChangePoint cp : ChangePoints.find(values, request.settings())) {
                TrendPoint at = points.get(cp.index());
                double before = cp.stats().meanBefore();
                double after = cp.stats().meanAfter();
                boolean worse = better == Better.HIGHER ? after < before : after > before;
                changes.add(new TrendChange(cp.index(), at.run(), at.x(), before, after,
                        cp.stats().forwardChange() * 100, cp.stats().pValue(),
                        worse ? TrendChange.Direction.REGRESSION : TrendChange.Direction.IMPROVEMENT));
            }
            return new TrendSeries(step, metric, unit, better, lines, points, changes);
        }
    }
}
