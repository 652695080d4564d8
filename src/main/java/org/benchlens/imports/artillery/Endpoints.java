package org.benchlens.imports.artillery;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The figures the metrics-by-endpoint plugin adds under its default namespace: counters
 * {@code plugins.metrics-by-endpoint.<endpoint>.codes.<code>} and {@code ….<endpoint>.errors.<code>}, and the
 * summary {@code plugins.metrics-by-endpoint.response_time.<endpoint>}. An endpoint's name may hold dots, so a
 * counter is matched to the longest endpoint name a summary gives before it is split at its first ".codes." or
 * ".errors.".
 */
final class Endpoints {

    static final String PREFIX = "plugins.metrics-by-endpoint.";
    static final String SUMMARY = PREFIX + "response_time.";
    /** Stands for the whole run where an endpoint's name is asked for. */
    static final String NOT_AN_ENDPOINT = "";
    private static final String CODES = ".codes.";
    private static final String ERRORS = ".errors.";

    private Endpoints() {
    }

    /** The endpoints in the order Artillery wrote their first figure. */
    static Set<String> names(Map<String, Double> counters, Map<String, Map<String, Double>> summaries) {
        Set<String> fromSummaries = new LinkedHashSet<>();
        summaries.keySet().stream().filter(name -> name.startsWith(SUMMARY))
                .forEach(name -> fromSummaries.add(name.substring(SUMMARY.length())));
        Set<String> names = new LinkedHashSet<>();
        for (String counter : counters.keySet()) {
            if (counter.startsWith(PREFIX)) {
                String endpoint = endpointOf(counter.substring(PREFIX.length()), fromSummaries);
                if (endpoint != null) {
                    names.add(endpoint);
                }
            }
        }
        names.addAll(fromSummaries);
        return names;
    }

    static Map<String, Double> codes(Map<String, Double> counters, String endpoint) {
        return byCode(counters, PREFIX + endpoint + CODES);
    }

    static Map<String, Double> errors(Map<String, Double> counters, String endpoint) {
        return byCode(counters, PREFIX + endpoint + ERRORS);
    }

    private static Map<String, Double> byCode(Map<String, Double> counters, String prefix) {
        Map<String, Double> found = new LinkedHashMap<>();
        counters.forEach((name, value) -> {
            if (name.startsWith(prefix)) {
                found.put(name.substring(prefix.length()), value);
            }
        });
        return found;
    }

    /** The endpoint of a counter's name after the prefix; null for another figure of the plugin. */
    private static String endpointOf(String rest, Set<String> known) {
        String longest = null;
        for (String endpoint : known) {
            boolean matches = rest.startsWith(endpoint + CODES) || rest.startsWith(endpoint + ERRORS);
            if (matches && (longest == null || endpoint.length() > longest.length())) {
                longest = endpoint;
            }
        }
        if (longest != null) {
            return longest;
        }
        int codes = rest.indexOf(CODES);
        int errors = rest.indexOf(ERRORS);
        int at = codes < 0 ? errors : errors < 0 ? codes : Math.min(codes, errors);
        return at > 0 ? rest.substring(0, at) : null;
    }
}
