package org.benchlens.imports.locust;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The columns of a Locust statistics file by what they hold, whatever the version named them:
 * {@code Request Count} (1.0 on) or {@code # requests} (0.13, 0.14), {@code Failures/s} or
 * {@code Requests Failed/s}, the history's {@code Total …} columns, and the percentile columns
 * ({@code 50%} … {@code 100%}; 0.13 and 0.14 wrote {@code 99.999} without its sign).
 */
final class LocustColumns {

    /** What a column holds. */
    enum Role {
        TYPE, NAME, TIMESTAMP, USERS, REQUESTS, FAILURES, MEDIAN, AVERAGE, MIN, MAX, CONTENT_SIZE, RATE, FAILURE_RATE,
        ERROR, OCCURRENCES, COUNT, MESSAGE, TRACEBACK
    }

    private static final Pattern PERCENTILE = Pattern.compile("(\\d{1,3}(?:\\.\\d+)?)%?");
    private static final Map<String, Role> NAMES = Map.ofEntries(
            Map.entry("type", Role.TYPE), Map.entry("method", Role.TYPE), Map.entry("name", Role.NAME),
            Map.entry("timestamp", Role.TIMESTAMP), Map.entry("user count", Role.USERS),
            Map.entry("request count", Role.REQUESTS), Map.entry("# requests", Role.REQUESTS),
            Map.entry("failure count", Role.FAILURES), Map.entry("# failures", Role.FAILURES),
            Map.entry("median response time", Role.MEDIAN), Map.entry("average response time", Role.AVERAGE),
            Map.entry("min response time", Role.MIN), Map.entry("max response time", Role.MAX),
            Map.entry("average content size", Role.CONTENT_SIZE), Map.entry("requests/s", Role.RATE),
            Map.entry("failures/s", Role.FAILURE_RATE), Map.entry("requests failed/s", Role.FAILURE_RATE),
            Map.entry("error", Role.ERROR), Map.entry("occurrences", Role.OCCURRENCES), Map.entry("count", Role.COUNT),
            Map.entry("message", Role.MESSAGE), Map.entry("traceback", Role.TRACEBACK));

    private final List<String> names;
    private final Map<Role, Integer> byRole = new EnumMap<>(Role.class);
    private final List<Percentile> percentiles = new ArrayList<>();

    /** A percentile column: its index, its header as Locust wrote it, and its level in percent. */
    record Percentile(int index, String header, double percent) {
    }

    LocustColumns(List<String> header) {
        this.names = header.stream().map(String::strip).toList();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i).toLowerCase(Locale.ROOT);
            Role role = NAMES.get(name.startsWith("total ") ? name.substring("total ".length()) : name);
            Matcher percentile = PERCENTILE.matcher(name);
            if (role != null) {
                byRole.putIfAbsent(role, i);
            } else if (percentile.matches() && Double.parseDouble(percentile.group(1)) <= 100) {
                percentiles.add(new Percentile(i, names.get(i), Double.parseDouble(percentile.group(1))));
            }
        }
    }

    /** The columns of a header line as Locust writes it (comma-separated, each name quoted or not). */
    static LocustColumns ofLine(String line) {
        List<String> fields = new ArrayList<>();
        for (String field : line.split(",", -1)) {
            String name = field.strip();
            fields.add(name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"")
                    ? name.substring(1, name.length() - 1) : name);
        }
        return new LocustColumns(fields);
    }

    boolean has(Role role) {
        return byRole.containsKey(role);
    }

    /** The index of the column, or -1. */
    int index(Role role) {
        return byRole.getOrDefault(role, -1);
    }

    /** The column's header as Locust wrote it, the name its figures keep. */
    String header(Role role) {
        return names.get(index(role));
    }

    List<Percentile> percentiles() {
        return percentiles;
    }

    int size() {
        return names.size();
    }

    String name(int index) {
        return names.get(index);
    }

    /** The header of the last column, which a cut last row may hold only a part of. */
    String last() {
        return names.get(names.size() - 1);
    }
}
