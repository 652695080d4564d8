package org.benchlens.imports.gatling;

import java.util.List;

/**
 * Where a REQUEST record of Gatling's text {@code simulation.log} keeps its fields, by the index of its
 * OK or KO status (fields counted from the record type at 0):
 * <ul>
 *   <li>5, Gatling 3.4 to 3.9: groups, name, start, end, status, message</li>
 *   <li>6, Gatling 3.0 to 3.3: user id, groups, name, start, end, status, message</li>
 *   <li>7, Gatling 2.2 and 2.3: scenario, user id, groups, name, start, end, status, message, extra info…</li>
 *   <li>9, Gatling 2.0 and 2.1: scenario, user id, groups, name, request start and end, response start and
 *       end, status, message, extra info…; the response time runs from the request's start to the response's end</li>
 * </ul>
 *
 * @param groups the group hierarchy, comma-separated, empty outside any group
 * @param name   the request's name
 * @param start  epoch milliseconds
 * @param end    epoch milliseconds
 * @param ko     true for a KO
 */
record GatlingRequestLine(String groups, String name, long start, long end, boolean ko) {

    private static final List<Integer> STATUS_AT = List.of(5, 6, 7, 9);

    /** The request of a REQUEST record's fields, or null when they are in none of Gatling's layouts. */
    static GatlingRequestLine of(String[] fields) {
        for (int status : STATUS_AT) {
            if (fields.length > status && isStatus(fields[status]) && millis(fields[status - 1]) >= 0
                    && millis(fields[status - 2]) >= 0) {
                boolean fourTimes = status == 9;
                int startAt = fourTimes ? 5 : status - 2;
                int nameAt = startAt - 1;
                long start = millis(fields[startAt]);
                long end = millis(fields[status - 1]);
                if (end < start || (fourTimes && millis(fields[6]) < 0)) {
                    return null;
                }
                return new GatlingRequestLine(fields[nameAt - 1], fields[nameAt], start, end, fields[status].equals("KO"));
            }
        }
        return null;
    }

    /** The step: the request's name under its groups, as Gatling's report nests them. */
    String step() {
        return groups.isEmpty() ? name : String.join(" / ", groups.split(",")) + " / " + name;
    }

    private static boolean isStatus(String field) {
        return field.equals("OK") || field.equals("KO");
    }

    /** A whole number of milliseconds, or -1. */
    static long millis(String field) {
        if (field.isEmpty() || field.length() > 18) {
            return -1;
        }
        for (int i = 0; i < field.length(); i++) {
            if (field.charAt(i) < '0' || field.charAt(i) > '9') {
                return -1;
            }
        }
        return Long.parseLong(field);
    }
}
