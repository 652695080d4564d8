package org.benchlens.imports.k6.points;

import java.util.List;
import java.util.Map;

import org.benchlens.imports.k6.K6StoredNames;
import org.benchlens.imports.requests.RunningStats;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * What the points of a k6 run tell about it, as attributes: the VUs, the scenario, the tags
 * every request had with one value (url, method, the script's own tags; per scenario as
 * {@code url.<scenario>} when the scenarios differ), the thresholds; and a name for the run.
 */
final class K6PointAttributes {

    private K6PointAttributes() {
    }

    static void add(RunDraft draft, K6PointStep total, List<K6PointStep> scenarios,
                    Map<String, K6PointMetricDefinition> definitions) {
        Map<String, String> runTags = constantTags(total);
        runTags.forEach(draft::attribute);
        if (scenarios.size() > 1) {
            for (K6PointStep scenario : scenarios) {
                constantTags(scenario).forEach((tag, value) -> {
                    if (!runTags.containsKey(tag)) {
                        draft.attribute(tag + "." + scenario.name(), value);
                    }
                });
            }
        }
        definitions.values().stream().filter(definition -> !definition.thresholds().isEmpty())
                .forEach(definition -> draft.attribute("thresholds." + definition.name(),
                        String.join("; ", definition.thresholds())));
        if (scenarios.size() == 1) {
            draft.attribute(AttributeKeys.SCENARIO, scenarios.get(0).name());
        }
        long vus = maxVus(total);
        if (vus > 0) {
            draft.attribute(AttributeKeys.VUS, Long.toString(vus));
        }
        addSources(draft, total);
        draft.attribute(AttributeKeys.TOOL, K6StoredNames.TOOL);
    }

    /** Where the normalised numbers come from, as the summary importers say it. */
    private static void addSources(RunDraft draft, K6PointStep total) {
        boolean http = total.stats(K6PointMetricKind.HTTP_REQS.metricName()) != null;
        if (http || total.stats(K6PointMetricKind.ITERATIONS.metricName()) != null) {
            draft.attribute("throughput.source", (http ? "http_reqs" : "iterations") + " count / duration");
        }
        draft.attribute("duration.source", "first to last point");
        if (http) {
            draft.attribute("errors.source", total.stats(K6PointMetricKind.HTTP_REQ_FAILED.metricName()) != null
                    ? "http_req_failed" : "status 0 or 400 and above");
        }
    }

    /** "contacts 2 VUs", "login + browse 50 VUs", "5 scenarios 50 VUs", or the file's name for the default scenario. */
    static String name(String fileStem, List<K6PointStep> scenarios, K6PointStep total) {
        String label;
        if (scenarios.size() == 1 && !scenarios.get(0).name().equals("default")) {
            label = scenarios.get(0).name();
        } else if (scenarios.size() > 1 && scenarios.size() <= 3) {
            label = String.join(" + ", scenarios.stream().map(K6PointStep::name).toList());
        } else if (scenarios.size() > 3) {
            label = scenarios.size() + " scenarios";
        } else {
            label = fileStem;
        }
        long vus = maxVus(total);
        return vus > 0 ? label + " " + vus + " VUs" : label;
    }

    /** The tags every request of the step had with one value; {@code name} only when it is not the url. */
    private static Map<String, String> constantTags(K6PointStep step) {
        Map<String, String> tags = step.tags().constants(requests(step));
        tags.remove("name", tags.get("url"));
        return tags;
    }

    private static long requests(K6PointStep step) {
        RunningStats requests = step.stats(K6PointMetricKind.HTTP_REQS.metricName());
        return requests == null ? 0 : requests.count();
    }

    /** The load level: the VUs k6 had at most ({@code vus_max}), else the most that ran. */
    private static long maxVus(K6PointStep total) {
        RunningStats vus = total.stats("vus_max");
        if (vus == null) {
            vus = total.stats(K6PointMetricKind.VUS.metricName());
        }
        return vus == null ? 0 : Math.round(vus.max());
    }
}
