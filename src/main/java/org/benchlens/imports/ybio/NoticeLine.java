package org.benchlens.imports.ybio;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The NOTICE lines that ybio's setup() and runit() raise, as psql prints them (two spaces after
 * {@code NOTICE:}, numbers padded by to_char) or flattened to single spaces by a copy from a web
 * page. to_char prints {@code #######} for a number wider than its format: such a rate is unknown.
 */
final class NoticeLine {

    private static final String SOURCE = "(?:psql:[^:\\s]*:\\d+:\\s*)?";
    private static final Pattern NOTICE = Pattern.compile(SOURCE + "NOTICE:\\s*(.*)");
    private static final Pattern ERROR = Pattern.compile(SOURCE + "ERROR:\\s*(.*)");
    /** Digits that fit a long; longer numbers leave the line unread rather than overflow. */
    private static final String N = "(\\d{1,18})";
    private static final String RATE = "(\\d{1,18}|#+)";

    private static final Pattern INSERTING = Pattern.compile("Inserting " + N + " rows in " + N + " batches of " + N);
    private static final Pattern PROGRESS = Pattern.compile(
            "Table (\\S+) Progress:\\s*(\\d*\\.?\\d+) %\\s*\\(\\s*" + N + " rows\\)(?:\\s+at\\s+" + RATE + " rows/s)?");
    private static final Pattern RUNIT = Pattern.compile(
            RATE + " rows/s on (\\S+), job:\\s*" + N + " batch#:\\s*" + N + ", total:\\s*" + N + " rows read,"
                    + "\\s*(\\d*\\.?\\d+|#+) % updated(?:, last: " + N + " rows)?");
    private static final Pattern TABLE_SKIPPED = Pattern.compile("table \"[^\"]*\" does not exist, skipping");

    private NoticeLine() {
    }

    /** setup()'s "Inserting 1000000 rows in 10 batches of 100000". */
    record Inserting(long rows, long batches, long batchSize) {
    }

    /** setup()'s "Table bench0001 Progress: 10.00 % ( 100000 rows) at 94634 rows/s"; rate null when not shown. */
    record Progress(String table, double percent, long rows, boolean rateShown, Long rate) {
    }

    /**
     * runit()'s "71058 rows/s on bench0001, job: 1 batch#: 1, total: 100000 rows read, 100.0 % updated,
     * last: 100000 rows …"; rate null when printed as ######, percentUpdated likewise.
     */
    record RunitRate(Long rate, String table, long job, long batch, long rowsRead, Double percentUpdated,
                     Long lastRows) {
    }

    /** The message of a NOTICE line, or null when the line is not one. */
    static String notice(String line) {
        Matcher m = NOTICE.matcher(line.strip());
        return m.matches() ? m.group(1).strip() : null;
    }

    /** The message of an ERROR line, or null when the line is not one. */
    static String error(String line) {
        Matcher m = ERROR.matcher(line.strip());
        return m.matches() ? m.group(1).strip() : null;
    }

    /** True for the NOTICE lines of setup() and runit() that carry figures. */
    static boolean isYbioNotice(String line) {
        String message = notice(line);
        return message != null && (inserting(message) != null || progress(message) != null || runit(message) != null);
    }

    /** The harmless NOTICE of setup() dropping a table that is not there yet. */
    static boolean isTableSkipped(String message) {
        return TABLE_SKIPPED.matcher(message).matches();
    }

    static Inserting inserting(String message) {
        Matcher m = INSERTING.matcher(message);
        return m.lookingAt()
                ? new Inserting(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3)))
                : null;
    }

    static Progress progress(String message) {
        Matcher m = PROGRESS.matcher(message);
        if (!m.lookingAt()) {
            return null;
        }
        return new Progress(m.group(1), Double.parseDouble(m.group(2)), Long.parseLong(m.group(3)),
                m.group(4) != null, rate(m.group(4)));
    }

    static RunitRate runit(String message) {
        Matcher m = RUNIT.matcher(message);
        if (!m.lookingAt()) {
            return null;
        }
        return new RunitRate(rate(m.group(1)), m.group(2), Long.parseLong(m.group(3)), Long.parseLong(m.group(4)),
                Long.parseLong(m.group(5)), m.group(6).startsWith("#") ? null : Double.parseDouble(m.group(6)),
                m.group(7) == null ? null : Long.parseLong(m.group(7)));
    }

    private static Long rate(String text) {
        return text == null || text.startsWith("#") ? null : Long.parseLong(text);
    }
}
