package org.benchlens.imports.ycsb;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;

/**
 * One line of YCSB's {@code -s} status output: {@code 2023-06-05 16:13:49:458 2 sec: 19 operations;
 * 19 current ops/sec; est completion in … [READ: Count=19, Max=222207, Min=27504, Avg=122345.26,
 * 90=218751, 99=222207, 99.9=222207, 99.99=222207]}, or in versions before 0.10
 * {@code [READ AverageLatency(us)=782.17]}. Latencies are in microseconds, as YCSB prints them.
 *
 * @param rate       the current operations per second, NaN when the interval had none
 * @param operations per operation, its figures by YCSB's key ({@code Count}, {@code Avg}, {@code 99}, …)
 */
record StatusLine(long seconds, double rate, Map<String, Map<String, Double>> operations) {

    private static final Pattern HEAD = Pattern.compile(
            "(?:.*?\\s)?(\\d+) sec: (\\d+) operations;(?: (\\S+) current ops/sec;)?(.*)");
    private static final Pattern OPERATION = Pattern.compile("\\[([A-Za-z][A-Za-z0-9_-]*)(?::\\s*|\\s+)([^]]*)]");
    private static final Pattern FIGURE = Pattern.compile("([^=,\\s]+)=([^,\\s]+(?:,[^,\\s=]+)*)");

    static boolean looksLike(String stripped) {
        return HEAD.matcher(stripped).matches();
    }

    static Optional<StatusLine> parse(String line, String stripped, long lineNumber) throws ImportFailure {
        Matcher head = HEAD.matcher(stripped);
        if (!head.matches()) {
            return Optional.empty();
        }
        int offset = line.indexOf(stripped);
        double rate = head.group(3) == null ? Double.NaN
                : LineNumbers.number(line, lineNumber, offset + head.start(3), head.group(3), "a number of operations per second");
        Map<String, Map<String, Double>> operations = new LinkedHashMap<>();
        Matcher operation = OPERATION.matcher(head.group(4));
        while (operation.find()) {
            Map<String, Double> figures = new LinkedHashMap<>();
            Matcher figure = FIGURE.matcher(operation.group(2));
            int at = offset + head.start(4) + operation.start(2);
            while (figure.find()) {
                figures.put(figure.group(1), LineNumbers.number(line, lineNumber, at + figure.start(2), figure.group(2),
                        "a number for " + figure.group(1) + " of " + operation.group(1)));
            }
            operations.put(operation.group(1), figures);
        }
        return Optional.of(new StatusLine(Long.parseLong(head.group(1)), rate, operations));
    }
}
