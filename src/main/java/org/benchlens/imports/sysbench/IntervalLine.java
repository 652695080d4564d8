package org.benchlens.imports.sysbench;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;

/**
 * One {@code --report-interval} line: {@code [ 1s ] thds: 4 tps: 224.96 qps: 4560.78 (r/w/o: 3196.36/907.66/456.76)
 * lat (ms,95%): 48.34 err/s: 0.98 reconn/s: 0.00}, or {@code [ 1s ] thds: 2 eps: 1122.34 lat (ms,95%): 4.32}
 * for the tests without SQL, or {@code [ 1s ] queue length: 0, concurrency: 0} under {@code --rate};
 * 0.5's {@code [   5s] threads: 128, tps: 20424.67, reads/s: 286175.99, writes/s: 0.00, response time: 10.06ms (95%)}
 * (or {@code reads:}, {@code writes:}, {@code errors:}, {@code reconnects:}). The figures are kept by 1.0's names.
 */
record IntervalLine(double seconds, Map<String, Double> figures, String percentile) {

    private static final Pattern HEAD = Pattern.compile("\\[\\s*(\\d+(?:\\.\\d+)?)s\\s*]\\s+(.*)");
    private static final Pattern PART = Pattern.compile(
            "\\s*,?\\s*(?:(thds|tps|qps|eps|err/s|reconn/s|queue length|concurrency"
                    + "|threads|reads/s|writes/s|reads|writes|errors|reconnects)"
                    // sysbench.report_default(), for scripts' own report hooks, prints "err/s 0.00"
                    + "(?::|(?<=err/s)(?=\\s))\\s*(\\S+?),?(?=\\s|$)"
                    + "|\\(r/w/o:\\s*(\\S+?)/(\\S+?)/(\\S+?)\\)"
                    + "|lat \\(ms,(\\d+(?:\\.\\d+)?)%\\):\\s*(\\S+)"
                    + "|response time:\\s*(\\S+?)ms\\s*\\((\\d+(?:\\.\\d+)?)%\\),?)");
    /** 0.5's names of the figures 1.0 renamed. */
    private static final Map<String, String> RENAMED = Map.of("threads", "thds", "reads", "reads/s",
            "writes", "writes/s", "errors", "err/s", "reconnects", "reconn/s");

    static boolean looksLike(String stripped) {
        return HEAD.matcher(stripped).matches() && (stripped.contains("thds:") || stripped.contains("queue length:")
                || stripped.contains("threads:") && stripped.contains("tps:"));
    }

    static Optional<IntervalLine> parse(String line, String stripped, int at, long lineNumber) throws ImportFailure {
        if (!looksLike(stripped)) {
            return Optional.empty();
        }
        Matcher head = HEAD.matcher(stripped);
        head.matches();
        double seconds = Double.parseDouble(head.group(1));
        Map<String, Double> figures = new LinkedHashMap<>();
        String percentile = null;
        String rest = head.group(2);
        int from = at + head.start(2);
        Matcher part = PART.matcher(rest);
        int end = 0;
        while (end < rest.length()) {
            if (!part.find(end) || part.start() != end) {
                throw LineNumbers.failure(line, lineNumber, from + end, rest.substring(end).strip(),
                        "a figure of a sysbench interval line such as 'tps: 224.96' or 'lat (ms,95%): 48.34'");
            }
            if (part.group(1) != null) {
                figures.put(RENAMED.getOrDefault(part.group(1), part.group(1)),
                        number(line, lineNumber, from + part.start(2), part.group(2)));
            } else if (part.group(3) != null) {
                figures.put("reads/s", number(line, lineNumber, from + part.start(3), part.group(3)));
                figures.put("writes/s", number(line, lineNumber, from + part.start(4), part.group(4)));
                figures.put("other/s", number(line, lineNumber, from + part.start(5), part.group(5)));
            } else if (part.group(6) != null) {
                percentile = part.group(6);
                figures.put("lat", number(line, lineNumber, from + part.start(7), part.group(7)));
            } else {
                percentile = part.group(9);
                figures.put("lat", number(line, lineNumber, from + part.start(8), part.group(8)));
            }
            end = part.end();
        }
        return Optional.of(new IntervalLine(seconds, figures, percentile));
    }

    private static double number(String line, long lineNumber, int at, String text) throws ImportFailure {
        return LineNumbers.number(line, lineNumber, at, text, "a number");
    }
}
