package org.benchlens.imports.sysbench;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;
import org.benchlens.model.LatencyHistogram;

/**
 * The {@code --histogram} section: {@code 2.032 |*******   8} rows of a latency in milliseconds and
 * the number of events sysbench counted in its bucket, kept as an HdrHistogram of microseconds.
 * sysbench's buckets are about 1.6 % wide, wider than the histogram's precision, so each bucket's
 * count is recorded at the value sysbench prints for it.
 */
final class HistogramSection {

    static final String HEADING = "Latency histogram (values are in milliseconds)";
    private static final Pattern HEADER = Pattern.compile("value\\s+-+\\s*distribution\\s*-+\\s+count");
    private static final Pattern ROW = Pattern.compile("(\\S+)\\s*\\|\\**\\s+(\\S+)");

    private final Histogram micros = LatencyHistogram.newMicrosHistogram();

    /** True when the line is the column header or a row; false when it ends the section. */
    boolean accept(String line, String stripped, int at, long lineNumber) throws ImportFailure {
        if (HEADER.matcher(stripped).matches()) {
            return true;
        }
        Matcher row = ROW.matcher(stripped);
        if (!row.matches()) {
            return false;
        }
        double millis = LineNumbers.number(line, lineNumber, at, row.group(1), "a latency in milliseconds");
        double count = LineNumbers.number(line, lineNumber, at + row.start(2), row.group(2), "a number of events");
        if (millis < 0 || count < 0 || count != Math.rint(count)) {
            throw LineNumbers.failure(line, lineNumber, at, row.group(millis < 0 ? 1 : 2),
                    "a histogram row of a latency and a whole number of events");
        }
        if (count > 0) {
            micros.recordValueWithCount(Math.max(1, Math.round(millis * 1000)), (long) count);
        }
        return true;
    }

    boolean isEmpty() {
        return micros.getTotalCount() == 0;
    }

    Histogram micros() {
        return micros;
    }
}
