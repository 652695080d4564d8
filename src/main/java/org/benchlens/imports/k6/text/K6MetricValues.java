package org.benchlens.imports.k6.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.model.Units;

/**
 * Reads what k6 prints after a metric's name, in every layout from v0.2x to v1.x:
 * trends ({@code avg=3.84ms min=1.27ms ... p(95)=6.67ms}), counters ({@code 76671  2551.265784/s},
 * {@code 24 MB  801 kB/s}), rates ({@code 0.00%  ✓ 0  ✗ 82435} before v1, {@code 0.00%  0 out of 45}
 * from v1), gauges ({@code 10  min=10 max=10}) and {@code [no data]}.
 */
final class K6MetricValues {

    private static final String SIZE_UNIT = "(?:[kKMGTPE]|[KMGTPE]i)?B";
    /** Longest statistic name taken ({@code p(99.999)} is 9); with the metric's name it must fit the store. */
    static final int MAX_STAT = 32;

    private K6MetricValues() {
    }

    /** Prose glued onto a line: a word of three letters or more that is no statistic ({@code min=}) or unit. */
    private static final Pattern PROSE = Pattern.compile("[(\\[#]?\\p{L}{3,}(?![\\p{L}=]).*", Pattern.DOTALL);
    /** Counters whose rate is the run's throughput: never kept without it. */
    private static final Set<String> NEEDS_RATE = Set.of("http_reqs", "iterations");

    static K6TextMetric parse(String name, String data, long line, int column) throws ImportFailure {
        Reader reader = new Reader(name, data, line, column);
        return reader.read();
    }

    /**
     * The values of a line, and the text that a process or a paste glued onto its end
     * ({@code max=10Process finished (33.45 seconds)}), which is left out: the longest start of
     * the values that reads whole and keeps the figures the metric cannot do without. A line whose
     * damage is no such tail fails as {@link #parse} does.
     */
    static Parsed parseTolerant(String name, String data, long line, int column) throws ImportFailure {
        try {
            return new Parsed(parse(name, data, line, column), null);
        } catch (ImportFailure failure) {
            for (int cut = data.length() - 1; cut > 0; cut--) {
                Parsed repaired = withoutTail(name, data, cut, line, column);
                if (repaired != null) {
                    return repaired;
                }
            }
            throw failure;
        }
    }

    private static Parsed withoutTail(String name, String data, int cut, long line, int column) {
        boolean wordStart = !Character.isLetter(data.charAt(cut - 1));
        String tail = data.substring(cut).strip();
        String kept = data.substring(0, cut);
        if (!wordStart || kept.isBlank() || !PROSE.matcher(tail).matches()) {
            return null;
        }
        try {
            K6TextMetric metric = parse(name, kept, line, column);
            boolean complete = !NEEDS_RATE.contains(name)
                    || metric.stats().containsKey("count") && metric.stats().containsKey("rate");
            boolean trendStaysTrend = !name.equals("http_req_duration") || metric.kind() == K6TextMetric.Kind.TREND;
            return complete && trendStaysTrend ? new Parsed(metric, tail) : null;
        } catch (ImportFailure stillDamaged) {
            return null;
        }
    }

    /** @param ignored the glued text left out, or null when the line read whole */
    record Parsed(K6TextMetric metric, String ignored) {
    }

    /** The values of one line, with the position of each token for messages. */
    private static final class Reader {
        private final String name;
        private final String data;
        private final long line;
        private final int column;
        private final List<String> tokens;
        private final List<Integer> starts = new ArrayList<>();
        private final Map<String, K6TextMetric.Value> stats = new LinkedHashMap<>();

        Reader(String name, String data, long line, int column) {
            this.name = name;
            this.data = data;
            this.line = line;
            this.column = column;
            this.tokens = data.isBlank() ? List.of() : Arrays.asList(data.strip().split("\\s+"));
            int from = 0;
            for (String token : tokens) {
                int at = data.indexOf(token, from);
                starts.add(at);
                from = at + token.length();
            }
        }

        K6TextMetric read() throws ImportFailure {
            if (tokens.isEmpty()) {
                throw failure(0, "expected the values of '" + name + "' after its colon, found nothing");
            }
            if (data.strip().equals("[no data]")) {
                return new K6TextMetric(name, K6TextMetric.Kind.NO_DATA, stats);
            }
            if (tokens.get(0).contains("=")) {
                statList(0, "avg=3.84ms", Units.NONE);
                return new K6TextMetric(name, K6TextMetric.Kind.TREND, stats);
            }
            if (tokens.get(0).endsWith("%")) {
                return rate();
            }
            if (tokens.size() > 1 && tokens.get(tokens.size() - 1).endsWith("/s")) {
                return counter();
            }
            int valueTokens = tokens.size() > 1 && isSizeUnit(tokens.get(1)) ? 2 : 1;
            stats.put("value", quantity(join(0, valueTokens), 0, Units.COUNT, "the value"));
            statList(valueTokens, "min=10", Units.COUNT);
            return new K6TextMetric(name, K6TextMetric.Kind.GAUGE, stats);
        }

        /** {@code 76671  2551.265784/s} or {@code 24 MB  801 kB/s}. */
        private K6TextMetric counter() throws ImportFailure {
            int n = tokens.size();
            boolean unitRate = n >= 3 && tokens.get(n - 1).matches(SIZE_UNIT + "/s");
            int rateStart = unitRate ? n - 2 : n - 1;
            if (rateStart == 0) {
                throw failure(0, "expected a count and a rate such as '76671  2551.265784/s' for '" + name
                        + "', found '" + data.strip() + "'");
            }
            String rateText = join(rateStart, n);
            OptionalDouble perSecond = Quantities.perSecond(rateText);
            stats.put("count", quantity(join(0, rateStart), 0, Units.COUNT, "the count"));
            if (perSecond.isPresent()) {
                stats.put("rate", new K6TextMetric.Value(perSecond.getAsDouble(), Units.PER_SECOND));
            } else {
                OptionalDouble bytes = Quantities.bytesPerSecond(rateText);
                if (bytes.isEmpty()) {
                    throw failure(rateStart, "expected a rate such as 2551.265784/s or 801 kB/s for '" + name
                            + "', found '" + rateText + "'");
                }
                stats.put("rate", new K6TextMetric.Value(bytes.getAsDouble(), Units.BYTES_PER_SECOND));
            }
            return new K6TextMetric(name, K6TextMetric.Kind.COUNTER, stats);
        }

        /** {@code 0.00%  ✓ 0  ✗ 82435} (passes, then fails) or {@code 0.00%  0 out of 45}. */
        private K6TextMetric rate() throws ImportFailure {
            OptionalDouble fraction = Quantities.percentAsFraction(tokens.get(0));
            if (fraction.isEmpty()) {
                throw failure(0, "expected a percentage such as 0.00% for '" + name + "', found '"
                        + tokens.get(0) + "'");
            }
            stats.put("rate", new K6TextMetric.Value(fraction.getAsDouble(), Units.RATIO));
            List<String> rest = tokens.subList(1, tokens.size());
            if (rest.size() == 4 && rest.get(0).equals("✓") && rest.get(2).equals("✗")) {
                stats.put("passes", count(2));
                stats.put("fails", count(4));
            } else if (rest.size() == 4 && rest.get(1).equals("out") && rest.get(2).equals("of")) {
                K6TextMetric.Value passes = count(1);
                K6TextMetric.Value total = count(4);
                stats.put("passes", passes);
                stats.put("fails", new K6TextMetric.Value(total.number() - passes.number(), Units.COUNT));
            } else if (!rest.isEmpty()) {
                throw failure(1, "expected '✓ passes ✗ fails' or 'passes out of total' after the percentage of '"
                        + name + "', found '" + String.join(" ", rest) + "'");
            }
            return new K6TextMetric(name, K6TextMetric.Kind.RATE, stats);
        }

        /** {@code stat=value} tokens from {@code from} to the end. */
        private void statList(int from, String example, String plainUnit) throws ImportFailure {
            for (int i = from; i < tokens.size(); i++) {
                String token = tokens.get(i);
                int equals = token.indexOf('=');
                if (equals <= 0 || equals == token.length() - 1) {
                    throw failure(i, "expected a statistic such as " + example + " in the values of '" + name
                            + "', found '" + token + "'");
                }
                if (equals > MAX_STAT) {
                    throw failure(i, "expected a statistic such as " + example + " in the values of '" + name
                            + "', found a statistic name of " + equals + " characters");
                }
                String stat = token.substring(0, equals);
                stats.put(stat, quantity(token.substring(equals + 1), i, plainUnit, stat));
            }
        }

        /** A number, a duration (to ms) or a size (to bytes); {@code plainUnit} for a bare number. */
        private K6TextMetric.Value quantity(String text, int token, String plainUnit, String what) throws ImportFailure {
            OptionalDouble number = Quantities.number(text);
            if (number.isPresent()) {
                return new K6TextMetric.Value(number.getAsDouble(), plainUnit);
            }
            OptionalDouble millis = Quantities.millis(text);
            if (millis.isPresent()) {
                return new K6TextMetric.Value(millis.getAsDouble(), Units.MILLISECONDS);
            }
            OptionalDouble bytes = Quantities.bytes(text);
            if (bytes.isPresent()) {
                return new K6TextMetric.Value(bytes.getAsDouble(), Units.BYTES);
            }
            throw failure(token, "expected a number, a duration such as 3.84ms or a size such as 24 MB for " + what
                    + " of '" + name + "', found '" + text + "'");
        }

        private K6TextMetric.Value count(int token) throws ImportFailure {
            OptionalDouble number = Quantities.number(tokens.get(token));
            if (number.isEmpty()) {
                throw failure(token, "expected a whole number in the values of '" + name + "', found '"
                        + tokens.get(token) + "'");
            }
            return new K6TextMetric.Value(number.getAsDouble(), Units.COUNT);
        }

        private String join(int from, int to) {
            return String.join(" ", tokens.subList(from, to));
        }

        private ImportFailure failure(int token, String message) {
            int at = token < starts.size() ? starts.get(token) : 0;
            return new ImportFailure(line, column + at, message);
        }

        private static boolean isSizeUnit(String token) {
            return token.matches(SIZE_UNIT);
        }
    }
}
