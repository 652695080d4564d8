package org.benchlens.imports.jmeter;

import org.benchlens.imports.requests.PercentileDefinition;
import org.benchlens.imports.requests.Request;
import org.benchlens.imports.requests.RequestNames;

/**
 * One sample of JMeter's results, from the fields CSV and XML files share (CSV column, XML attribute):
 * start, elapsed time, label, success, bytes received and sent, and the threads active.
 */
final class JmeterSample {

    static final String FORMAT_CSV = "jmeter-csv";
    static final String FORMAT_XML = "jmeter-xml";
    /** JMeter's words: the elapsed time of each sample, and their number; its dashboard's percentiles. */
    static final RequestNames NAMES = new RequestNames("elapsed", "samples", PercentileDefinition.JMETER_DASHBOARD);

    private JmeterSample() {
    }

    /** The fields of one sample, by the names of {@link JmeterColumns}; null for a field the file does not have. */
    interface Fields {
        String get(String name);
    }

    /** A field that does not read: which, and what was expected. */
    static final class BadField extends Exception {
        private final String field;

        BadField(String field, String expected) {
            super(expected);
            this.field = field;
        }

        String field() {
            return field;
        }
    }

    static Request request(Fields fields) throws BadField {
        long start = start(fields.get(JmeterColumns.TIMESTAMP));
        long elapsed = whole(fields, JmeterColumns.ELAPSED, true);
        String label = fields.get(JmeterColumns.LABEL);
        String success = fields.get(JmeterColumns.SUCCESS);
        boolean failed;
        if (success == null) {
            failed = false;
        } else if (success.equalsIgnoreCase("true")) {
            failed = false;
        } else if (success.equalsIgnoreCase("false")) {
            failed = true;
        } else {
            throw new BadField(JmeterColumns.SUCCESS, "expected true or false for success, found '" + success + "'");
        }
        return new Request(label == null ? "" : label, start * 1_000_000L, elapsed, failed,
                whole(fields, JmeterColumns.BYTES, false), whole(fields, JmeterColumns.SENT_BYTES, false),
                (int) Math.min(Integer.MAX_VALUE, whole(fields, JmeterColumns.ALL_THREADS, false)));
    }

    private static long start(String text) throws BadField {
        if (text == null) {
            throw new BadField(JmeterColumns.TIMESTAMP, "expected the sample's timeStamp, found none");
        }
        try {
            return JmeterTimestamp.epochMillis(text);
        } catch (IllegalArgumentException e) {
            throw new BadField(JmeterColumns.TIMESTAMP, "expected a timeStamp in milliseconds since 1970 or a date"
                    + " and time, found '" + text + "'");
        }
    }

    /** A count or milliseconds, not negative; -1 for an optional field that is missing or empty. */
    private static long whole(Fields fields, String name, boolean required) throws BadField {
        String text = fields.get(name);
        if (text == null || text.isEmpty()) {
            if (required) {
                throw new BadField(name, "expected the sample's " + name + " in milliseconds, found none");
            }
            return -1;
        }
        try {
            long value = Long.parseLong(text.strip());
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new BadField(name, "expected a whole number of " + (name.equals(JmeterColumns.ELAPSED)
                ? "milliseconds" : name.equals(JmeterColumns.ALL_THREADS) ? "threads" : "bytes")
                + " for " + name + ", found '" + text + "'");
    }
}
