package org.benchlens.imports.memtier;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * What a memtier_benchmark run was asked to do: its command line where the file shows it ({@code --ratio},
 * {@code --data-size}, {@code -t}, {@code -c}) and the threads, connections per thread and requests per
 * client (or seconds) it prints before its results; the printed figures win over the command's.
 */
final class RunParameters {

    private static final Pattern OPTION = Pattern.compile("(?:^|\\s)(--ratio|--data-size-range|--data-size|-d|--threads"
            + "|-t|--clients|-c|--requests|-n|--test-time|--pipeline)(?:=|\\s+)(\\S+)");

    private final Map<String, String> attributes = new LinkedHashMap<>();
    private String threads;
    private String connections;
    private boolean used;

    /** The options of a command line. */
    RunParameters command(String command) {
        attributes.put("command", command);
        Matcher m = OPTION.matcher(command);
        while (m.find()) {
            switch (m.group(1)) {
                case "--ratio" -> attributes.put("ratio", m.group(2));
                case "--data-size", "-d" -> attributes.put("data size", m.group(2));
                case "--data-size-range" -> attributes.put("data size range", m.group(2));
                case "--threads", "-t" -> threads = m.group(2);
                case "--clients", "-c" -> connections = m.group(2);
                case "--requests", "-n" -> attributes.put("requests per client", m.group(2));
                case "--test-time" -> attributes.put("seconds", m.group(2));
                default -> attributes.put("pipeline", m.group(2));
            }
        }
        return this;
    }

    /** True when a memtier_benchmark command line gave them. */
    boolean fromCommand() {
        return attributes.containsKey("command");
    }

    /** True once a table took these parameters: a figure printed after it belongs to the next run. */
    boolean used() {
        return used;
    }

    /** A figure memtier prints before its results ({@code 4         Threads}). */
    void printed(String name, String value) {
        switch (name) {
            case "Threads" -> threads = value;
            case "Connections per thread" -> connections = value;
            default -> attributes.put(name.toLowerCase(Locale.ROOT), value);
        }
    }

    void applyTo(RunDraft run) {
        used = true;
        run.attribute(AttributeKeys.TOOL, "memtier_benchmark");
        attributes.forEach(run::attribute);
        if (threads != null) {
            run.attribute("threads", threads);
        }
        if (connections != null) {
            run.attribute("connections per thread", connections);
        }
        if (threads != null && connections != null && threads.matches("\\d+") && connections.matches("\\d+")) {
            run.attribute(AttributeKeys.VUS, String.valueOf(Long.parseLong(threads) * Long.parseLong(connections)));
        }
    }
}
