package org.benchlens.imports.pgbench;

import static org.benchlens.imports.pgbench.PgbenchNames.*;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * One pgbench end summary, line by line, from {@code transaction type:} to the {@code tps} line and
 * the per-script and per-statement sections after it. The summary's lines differ by version (9.x
 * prints {@code latency average:}, 14 replaced the two tps lines by one, 15 added failures and
 * retries); each is read by what it says, in any order.
 */
final class PgbenchRun {

    private static final int STATEMENT_WIDTH = 80;

    private final RunDraft draft = new RunDraft(FORMAT, "");
    private final long firstLine;
    private String step = Steps.TOTAL;
    private double processed = Double.NaN;
    private double intended = Double.NaN;
    private double failed = Double.NaN;
    private double skipped = Double.NaN;
    private boolean tpsSeen;
    private boolean aborted;
    private boolean partial;
    /** Figures on a statement line (latency, failures, retries), 0 outside the statement section. */
    private int statementColumns;
    private int statementIndex;

    private final List<Rule> rules = List.of(
            rule("transaction type:\\s*(.+)", (m, at) -> {
                draft.attribute(ATTR_TRANSACTION_TYPE, m.group(1));
                draft.attribute(AttributeKeys.SCENARIO, scenario(m.group(1)));
            }),
            rule("scaling factor: (\\S+)", (m, at) -> draft.attribute(ATTR_SCALE, integer(m, 1, at, "a scale factor"))),
            rule("query mode: (\\S+)", (m, at) -> draft.attribute(ATTR_QUERY_MODE, m.group(1))),
            rule("number of clients: (\\S+)", (m, at) -> {
                String clients = integer(m, 1, at, "a number of clients");
                draft.attribute(ATTR_CLIENTS, clients);
                draft.attribute(AttributeKeys.VUS, clients);
            }),
            rule("number of threads: (\\S+)", (m, at) -> draft.attribute(ATTR_THREADS, integer(m, 1, at, "a number of threads"))),
            rule("maximum number of tries: (\\S+)", (m, at) -> draft.attribute(ATTR_MAX_TRIES, integer(m, 1, at, "a number of tries"))),
            rule("maximum try duration: (.+)", (m, at) -> draft.attribute("max_try_duration", m.group(1))),
            rule("number of transactions per client: (\\S+)", (m, at) -> {
                draft.attribute(ATTR_MODE, "transactions");
                draft.attribute(ATTR_TRANSACTIONS_PER_CLIENT, integer(m, 1, at, "a number of transactions"));
            }),
            rule("duration: (\\S+) s", (m, at) -> {
                draft.attribute(ATTR_MODE, "duration");
                measure(Metrics.DURATION, number(m, 1, at, "a number of seconds"), Units.SECONDS);
            }),
            rule("number of transactions actually processed: (\\S+?)(?:/(\\S+))?", (m, at) -> {
                processed = number(m, 1, at, "a number of transactions");
                measure(TRANSACTIONS, processed, Units.COUNT);
                if (m.group(2) != null) {
                    intended = number(m, 2, at, "the number of transactions intended");
                    measure(TRANSACTIONS_INTENDED, intended, Units.COUNT);
                }
            }),
            rule("(\\S+) transactions \\((\\S+)% of total, tps = (\\S+)\\)", (m, at) -> {
                measure(TRANSACTIONS, number(m, 1, at, "a number of transactions"), Units.COUNT);
                measure(Metrics.OPERATIONS, number(m, 1, at, "a number of transactions"), Units.COUNT);
                measure(TPS, number(m, 3, at, "transactions per second"), Units.PER_SECOND);
                measure(Metrics.THROUGHPUT, number(m, 3, at, "transactions per second"), Units.PER_SECOND);
            }),
            rule("number of failed transactions: (\\S+) \\(.*\\)", (m, at) -> {
                double count = number(m, 1, at, "a number of transactions");
                if (step.equals(Steps.TOTAL)) {
                    failed = count;
                }
                measure(FAILED, count, Units.COUNT);
                measure(Metrics.ERRORS, count, Units.COUNT);
            }),
            rule("number of serialization failures: (\\S+) \\(.*\\)",
                    (m, at) -> measure(SERIALIZATION_FAILURES, number(m, 1, at, "a number of failures"), Units.COUNT)),
            rule("number of deadlock failures: (\\S+) \\(.*\\)",
                    (m, at) -> measure(DEADLOCK_FAILURES, number(m, 1, at, "a number of failures"), Units.COUNT)),
            rule("number of transactions retried: (\\S+) \\(.*\\)",
                    (m, at) -> measure(RETRIED, number(m, 1, at, "a number of transactions"), Units.COUNT)),
            rule("total number of retries: (\\S+)",
                    (m, at) -> measure(RETRIES, number(m, 1, at, "a number of retries"), Units.COUNT)),
            rule("number of transactions skipped: (\\S+) \\(.*\\)", (m, at) -> {
                double count = number(m, 1, at, "a number of transactions");
                if (step.equals(Steps.TOTAL)) {
                    skipped = count;
                }
                measure(SKIPPED, count, Units.COUNT);
            }),
            rule("number of transactions above the (\\S+) ms latency limit: (\\S+?)(?:/\\S+)? \\(.*\\)", (m, at) -> {
                measure(LATENCY_LIMIT, number(m, 1, at, "a latency limit in milliseconds"), Units.MILLISECONDS);
                measure(LATE, number(m, 2, at, "a number of transactions"), Units.COUNT);
            }),
            // pgbench 15+ adds "(including failures)" when it computes the average from the run time
            rule("latency average\\s*[=:] (\\S+) ms(?: \\(including failures\\))?", (m, at) -> {
                double average = number(m, 1, at, "a latency in milliseconds");
                measure(LATENCY_AVERAGE, average, Units.MILLISECONDS);
                measure(Metrics.LATENCY_AVG, average, Units.MILLISECONDS);
            }),
            rule("latency stddev\\s*[=:] (\\S+) ms", (m, at) -> {
                double stddev = number(m, 1, at, "a latency in milliseconds");
                measure(PgbenchNames.LATENCY_STDDEV, stddev, Units.MILLISECONDS);
                measure(Metrics.LATENCY_STDDEV, stddev, Units.MILLISECONDS);
            }),
            rule("rate limit schedule lag: avg (\\S+) \\(max (\\S+)\\) ms", (m, at) -> {
                measure(LAG_AVG, number(m, 1, at, "a lag in milliseconds"), Units.MILLISECONDS);
                measure(LAG_MAX, number(m, 2, at, "a lag in milliseconds"), Units.MILLISECONDS);
            }),
            rule("initial connection time = (\\S+) ms", (m, at) ->
                    measure(INITIAL_CONNECTION_TIME, number(m, 1, at, "a time in milliseconds"), Units.MILLISECONDS)),
            rule("average connection time = (\\S+) ms", (m, at) ->
                    measure(AVERAGE_CONNECTION_TIME, number(m, 1, at, "a time in milliseconds"), Units.MILLISECONDS)),
            rule("tps = (\\S+) \\((.+)\\)", (m, at) -> tps(m, at)),
            rule("statement latencies in milliseconds(.*):", (m, at) -> {
                statementColumns = 1 + (m.group(1).contains("failures") ? 1 : 0) + (m.group(1).contains("retries") ? 1 : 0);
                statementIndex = 0;
            }),
            rule("SQL script (\\d+): (.+)", (m, at) -> {
                step = "script " + m.group(1) + ": " + Texts.abbreviate(m.group(2), STATEMENT_WIDTH);
                statementColumns = 0;
            }),
            rule("weight: (\\S+) \\(targets .*\\)",
                    (m, at) -> measure(SCRIPT_WEIGHT, number(m, 1, at, "a script weight"), Units.NONE)),
            rule("script statistics:", (m, at) -> { }),
            rule("Run was aborted.*", (m, at) -> aborted = true));

    PgbenchRun(long firstLine) {
        this.firstLine = firstLine;
    }

    long firstLine() {
        return firstLine;
    }

    /** True once the tps line has been read: what follows can only be the per-script and per-statement sections. */
    boolean tpsSeen() {
        return tpsSeen;
    }

    /**
     * Reads a line of the summary; false when it is not one (after the tps line, that ends the run).
     *
     * @param stripped the line without indentation and without the "- " of a script section
     * @param at       where {@code stripped} starts in {@code line}
     */
    boolean accept(String line, String stripped, int at, long lineNumber) throws ImportFailure {
        for (Rule rule : rules) {
            Matcher m = rule.pattern().matcher(stripped);
            if (m.matches()) {
                rule.handler().accept(m, new Position(line, lineNumber, at));
                return true;
            }
        }
        return statementColumns > 0 && statement(line, stripped, at, lineNumber);
    }

    RunDraft draft() {
        return draft;
    }

    /** The summary lost its last lines to a cut. */
    void partial() {
        partial = true;
    }

    /** The run with its derived figures: failure share, status. */
    RunDraft finish(ProgressSeries progress) {
        if (!Double.isNaN(processed)) {
            draft.measure(Steps.TOTAL, Metrics.OPERATIONS, processed, Units.COUNT);
            if (!Double.isNaN(failed)) {
                double all = processed + failed;
                draft.measure(Steps.TOTAL, Metrics.ERRORS_RATE, all == 0 ? 0 : failed / all, Units.RATIO);
            }
        }
        boolean incomplete = aborted
                || (!Double.isNaN(intended) && processed + known(failed) + known(skipped) < intended);
        draft.attribute(AttributeKeys.STATUS, incomplete ? AttributeKeys.STATUS_ABORTED
                : partial ? AttributeKeys.STATUS_PARTIAL : AttributeKeys.STATUS_COMPLETED);
        progress.addTo(draft);
        return draft;
    }

    /**
     * A count the summary printed, else 0. With {@code -t}, failed and skipped transactions count towards
     * the transactions asked for, but not in "actually processed".
     */
    private static double known(double count) {
        return Double.isNaN(count) ? 0 : count;
    }

    private void tps(Matcher m, Position at) throws ImportFailure {
        double tps = number(m, 1, at, "transactions per second");
        String own = switch (m.group(2)) {
            case "including connections establishing" -> TPS_INCLUDING_CONNECTIONS;
            case "excluding connections establishing" -> TPS_EXCLUDING_CONNECTIONS;
            case "without initial connection time" -> TPS_WITHOUT_INITIAL_CONNECTION;
            case "including reconnection times" -> TPS_INCLUDING_RECONNECTIONS;
            default -> throw LineNumbers.failure(at.line(), at.lineNumber(), at.from() + m.start(2), m.group(2),
                    "'without initial connection time', 'including reconnection times' or"
                            + " '(in|ex)cluding connections establishing'");
        };
        measure(own, tps, Units.PER_SECOND);
        // the rate without connection set-up is the one comparable across versions; the older
        // "including" line comes first and is replaced by the "excluding" one that follows it
        if (!own.equals(TPS_INCLUDING_CONNECTIONS) || !tpsSeen) {
            measure(TPS, tps, Units.PER_SECOND);
            measure(Metrics.THROUGHPUT, tps, Units.PER_SECOND);
        }
        tpsSeen = true;
    }

    /** A line of the statement section: the average latency, failures and retries, then the command. */
    private boolean statement(String line, String stripped, int at, long lineNumber) throws ImportFailure {
        String[] parts = stripped.split("\\s+", statementColumns + 1);
        if (parts.length <= statementColumns || org.benchlens.imports.Quantities.number(parts[0]).isEmpty()) {
            statementColumns = 0;
            return false;
        }
        statementIndex++;
        String statementStep = (step.equals(Steps.TOTAL) ? "" : step.substring(0, step.indexOf(':')) + " ")
                + "statement " + statementIndex + ": " + Texts.abbreviate(parts[statementColumns], STATEMENT_WIDTH);
        String[] names = {STATEMENT_LATENCY, STATEMENT_FAILURES, STATEMENT_RETRIES};
        String[] units = {Units.MILLISECONDS, Units.COUNT, Units.COUNT};
        for (int i = 0; i < statementColumns; i++) {
            double value = LineNumbers.number(line, lineNumber, at, parts[i],
                    i == 0 ? "a latency in milliseconds" : "a number of " + names[i]);
            draft.measure(statementStep, names[i], value, units[i]);
            if (i == 0) {
                draft.measure(statementStep, Metrics.LATENCY_AVG, value, Units.MILLISECONDS);
            }
        }
        return true;
    }

    private void measure(String metric, double value, String unit) {
        draft.measure(step, metric, value, unit);
    }

    private static double number(Matcher m, int group, Position at, String expected) throws ImportFailure {
        return LineNumbers.number(at.line(), at.lineNumber(), at.from() + m.start(group), m.group(group), expected);
    }

    private static String integer(Matcher m, int group, Position at, String expected) throws ImportFailure {
        double value = number(m, group, at, expected);
        return value == Math.rint(value) ? Long.toString((long) value) : m.group(group);
    }

    /** {@code <builtin: TPC-B (sort of)>} → {@code TPC-B (sort of)}; a script file name as it is. */
    private static String scenario(String transactionType) {
        String type = transactionType.strip();
        if (type.startsWith("<builtin: ") && type.endsWith(">")) {
            return type.substring("<builtin: ".length(), type.length() - 1);
        }
        return type;
    }

    private static Rule rule(String regex, Handler handler) {
        return new Rule(Pattern.compile(regex), handler);
    }

    private record Rule(Pattern pattern, Handler handler) {
    }

    private record Position(String line, long lineNumber, int from) {
    }

    @FunctionalInterface
    private interface Handler {
        void accept(Matcher m, Position at) throws ImportFailure;
    }
}
