package org.benchlens.imports.jmeter;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where each field JMeter saves sits in a CSV results row: from the file's header, or, without one,
 * from JMeter's default column order for that many fields.
 */
final class JmeterColumns {

    static final String TIMESTAMP = "timeStamp";
    static final String ELAPSED = "elapsed";
    static final String LABEL = "label";
    static final String THREAD_NAME = "threadName";
    static final String SUCCESS = "success";
    static final String BYTES = "bytes";
    static final String SENT_BYTES = "sentBytes";
    static final String ALL_THREADS = "allThreads";

    /** The fields every JMeter version saves first, in this order, unless told otherwise. */
    private static final List<String> FIRST = List.of("timeStamp", "elapsed", "label", "responseCode",
            "responseMessage", "threadName", "dataType", "success");
    /** JMeter's default columns (saveservice defaults) by how many fields a row has. */
    private static final Map<Integer, List<String>> DEFAULTS = Map.of(
            17, concat(FIRST, "failureMessage", "bytes", "sentBytes", "grpThreads", "allThreads", "URL", "Latency",
                    "IdleTime", "Connect"),
            16, concat(FIRST, "failureMessage", "bytes", "sentBytes", "grpThreads", "allThreads", "Latency",
                    "IdleTime", "Connect"),
            10, concat(FIRST, "bytes", "Latency"));

    private final Map<String, Integer> index;
    private final List<String> names;
    private final int size;
    private final boolean fromHeader;

    private JmeterColumns(List<String> names, int size, boolean fromHeader) {
        this.index = new HashMap<>();
        this.names = List.copyOf(names);
        for (int i = 0; i < names.size(); i++) {
            index.putIfAbsent(names.get(i).strip().toLowerCase(Locale.ROOT), i);
        }
        this.size = size;
        this.fromHeader = fromHeader;
    }

    /** The columns a header names; null when it is not a JMeter header (it must name timeStamp and elapsed). */
    static JmeterColumns ofHeader(List<String> names) {
        JmeterColumns columns = new JmeterColumns(names, names.size(), true);
        return columns.has(TIMESTAMP) && columns.has(ELAPSED) ? columns : null;
    }

    /** JMeter's default columns for a headerless row of {@code size} fields; only the first eight past the known sizes. */
    static JmeterColumns ofDefaults(int size) {
        return new JmeterColumns(DEFAULTS.getOrDefault(size, FIRST), size, false);
    }

    /** True when the row size is one of JMeter's default layouts (or the columns come from a header). */
    boolean known() {
        return fromHeader || DEFAULTS.containsKey(size);
    }

    boolean has(String name) {
        return at(name) >= 0;
    }

    /** The index of a column (named as JMeter spells it, in any case), or -1. */
    int at(String name) {
        return index.getOrDefault(name.toLowerCase(Locale.ROOT), -1);
    }

    int size() {
        return size;
    }

    /** The name of the column at {@code at}, or its 1-based number where the layout does not name it. */
    String nameAt(int at) {
        return at < names.size() ? names.get(at).strip() : "field " + (at + 1);
    }

    private static List<String> concat(List<String> first, String... more) {
        List<String> all = new java.util.ArrayList<>(first);
        all.addAll(List.of(more));
        return List.copyOf(all);
    }
}
