package org.benchlens.imports.hammerdb;

import java.util.EnumSet;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.statistics.descriptive.DoubleStatistics;
import org.apache.commons.statistics.descriptive.Statistic;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;
import org.benchlens.imports.Quantities;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * The query times of one TPROC-H test, every virtual user's query sets together: {@code query 14
 * completed in 0.795 seconds} gives each query's step its times (operations, latency in ms, HammerDB's
 * seconds), {@code Geometric mean of query times returning rows (22) is 1.62046} and {@code Completed
 * 1 query set(s) in 75 seconds} the total's geometric mean and the test's time.
 */
final class QueryTimes {

    private static final Pattern QUERY = Pattern.compile("[Qq]uery (\\d+) completed in (\\S+) seconds");
    private static final Pattern GEOMETRIC_MEAN = Pattern.compile("Geometric mean of query times returning rows \\(\\d+\\) is (\\S+)");
    private static final Pattern QUERY_SET = Pattern.compile("Completed \\d+ query set\\(s\\) in (\\S+) seconds");

    private final long firstLine;
    private final Map<Integer, DoubleStatistics> queries = new TreeMap<>();
    private final Map<Integer, Double> secondsByVuser = new TreeMap<>();
    private final Map<Integer, Double> setSecondsByVuser = new TreeMap<>();
    private final DoubleStatistics logGeometricMeans = statistics();
    private int querySets;

    QueryTimes(long firstLine) {
        this.firstLine = firstLine;
    }

    static boolean isQueryLine(String message) {
        return QUERY.matcher(message).matches();
    }

    /** True when the line was one of a TPROC-H test's figures. */
    boolean accept(String line, VuserLine message, long lineNumber) throws ImportFailure {
        Matcher m;
        if ((m = QUERY.matcher(message.message())).matches()) {
            double seconds = seconds(line, message, m, 2, lineNumber, "a query time in seconds");
            queries.computeIfAbsent(Integer.parseInt(m.group(1)), q -> statistics()).accept(seconds);
            secondsByVuser.merge(message.vuser(), seconds, Double::sum);
        } else if ((m = GEOMETRIC_MEAN.matcher(message.message())).matches()) {
            logGeometricMeans.accept(Math.log(seconds(line, message, m, 1, lineNumber, "a geometric mean in seconds")));
        } else if ((m = QUERY_SET.matcher(message.message())).matches()) {
            querySets++;
            setSecondsByVuser.merge(message.vuser(), seconds(line, message, m, 1, lineNumber, "a time in seconds"), Double::sum);
        } else {
            return false;
        }
        return true;
    }

    long firstLine() {
        return firstLine;
    }

    boolean isEmpty() {
        return queries.isEmpty();
    }

    /** The test as a run: one step a query, the total's queries, query sets, geometric mean and rate. */
    RunDraft toRun() {
        RunDraft draft = new RunDraft(HammerdbNames.FORMAT, "");
        long operations = 0;
        for (Map.Entry<Integer, DoubleStatistics> query : queries.entrySet()) {
            String step = "query " + query.getKey();
            DoubleStatistics times = query.getValue();
            operations += times.getCount();
            draft.measure(step, Metrics.OPERATIONS, times.getCount(), Units.COUNT);
            draft.measure(step, HammerdbNames.QUERY_TIME, times.getAsDouble(Statistic.MEAN), Units.SECONDS);
            draft.measure(step, Metrics.LATENCY_AVG, Quantities.shiftDecimal(times.getAsDouble(Statistic.MEAN), 3), Units.MILLISECONDS);
            draft.measure(step, Metrics.LATENCY_MIN, Quantities.shiftDecimal(times.getAsDouble(Statistic.MIN), 3), Units.MILLISECONDS);
            draft.measure(step, Metrics.LATENCY_MAX, Quantities.shiftDecimal(times.getAsDouble(Statistic.MAX), 3), Units.MILLISECONDS);
        }
        draft.measure(Steps.TOTAL, Metrics.OPERATIONS, operations, Units.COUNT);
        if (querySets > 0) {
            draft.measure(Steps.TOTAL, HammerdbNames.QUERY_SETS, querySets, Units.COUNT);
        }
        if (logGeometricMeans.getCount() > 0) {
            // one printed mean a virtual user and query set; their geometric mean is that of all their queries
            draft.measure(Steps.TOTAL, HammerdbNames.GEOMETRIC_MEAN, Math.exp(logGeometricMeans.getAsDouble(Statistic.MEAN)), Units.SECONDS);
        }
        // the virtual users run side by side: the test takes as long as the slowest of them
        Map<Integer, Double> busy = setSecondsByVuser.isEmpty() ? secondsByVuser : setSecondsByVuser;
        double duration = busy.values().stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
        draft.measure(Steps.TOTAL, Metrics.DURATION, duration, Units.SECONDS);
        draft.measure(Steps.TOTAL, Metrics.THROUGHPUT, operations / duration, Units.PER_SECOND);
        draft.attribute(AttributeKeys.VUS, Integer.toString(secondsByVuser.size()));
        draft.attribute(AttributeKeys.SCENARIO, HammerdbNames.TPROC_H);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }

    private static DoubleStatistics statistics() {
        return DoubleStatistics.of(EnumSet.of(Statistic.MEAN, Statistic.MIN, Statistic.MAX));
    }

    private static double seconds(String line, VuserLine message, Matcher m, int group, long lineNumber, String expected)
            throws ImportFailure {
        return LineNumbers.number(line, lineNumber, message.at() + m.start(group), m.group(group), expected);
    }
}
