package org.benchlens.imports.k6;

import java.util.Set;

import org.benchlens.model.Metrics;

/**
 * The name a statistic of a k6 metric is stored under: {@code <metric>.<statistic>}, as k6 names
 * it. A script's own metric may give a normalised name ({@code errors.rate} of a Rate named
 * {@code errors}, {@code latency.avg} of a Trend named {@code latency}); it is then stored as
 * {@code k6:errors.rate}, so it neither overwrites the normalised measurement nor hides behind it.
 * Only k6's own {@code vus} and {@code checks} are what {@code vus.max} and {@code checks.rate} are
 * taken from.
 */
public final class K6StoredNames {

    /** A script's metric named like one of k6's is k6's: k6 refuses a second metric of the same name. */
    private static final Set<String> SOURCES_OF_NORMALISED = Set.of("vus", "checks");
    public static final String APART = "k6:";
    /** The {@code tool} attribute of every k6 run, so that {@code compare --rows tool} sets it beside other tools. */
    public static final String TOOL = "k6";

    private K6StoredNames() {
    }

    public static String of(String metric, String statistic) {
        String name = metric + "." + statistic;
        return isApart(metric, statistic) ? APART + name : name;
    }

    /** Whether the statistic of that metric is stored apart from the normalised measurement of its name. */
    public static boolean isApart(String metric, String statistic) {
        return Metrics.NORMALISED.contains(metric + "." + statistic) && !SOURCES_OF_NORMALISED.contains(metric);
    }
}
