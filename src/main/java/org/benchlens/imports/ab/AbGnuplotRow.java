package org.benchlens.imports.ab;

import org.benchlens.imports.ImportFailure;

/**
 * A row of ab's {@code -g} file: the start as a date (left aside), the start in whole epoch seconds, then
 * ctime (connect), dtime (total − connect), ttime (total) and wait (to the first byte), whole milliseconds.
 */
record AbGnuplotRow(long startSecond, long connectMillis, long processingMillis, long totalMillis, long waitMillis) {

    private static final String[] NAMES = {"seconds", "ctime", "dtime", "ttime", "wait"};

    /**
     * The row, or null when it is not whole: fields missing, or a total that is not connect plus processing
     * (within the 1 ms of ab rounding each of the three apart).
     */
    static AbGnuplotRow whole(String line) {
        try {
            AbGnuplotRow row = of(line, 0);
            return Math.abs(row.totalMillis() - row.connectMillis() - row.processingMillis()) <= 1 ? row : null;
        } catch (ImportFailure cut) {
            return null;
        }
    }

    static AbGnuplotRow of(String line, long lineNumber) throws ImportFailure {
        String[] fields = line.split("\t", -1);
        if (fields.length != 6) {
            throw ImportFailure.atLine(lineNumber, "expected six tab-separated fields (starttime, seconds, ctime,"
                    + " dtime, ttime, wait), found " + fields.length + (fields.length < 6 ? " (is the row cut short?)" : ""));
        }
        long[] values = new long[NAMES.length];
        int column = fields[0].length() + 2;
        for (int i = 0; i < NAMES.length; i++) {
            String field = fields[i + 1].strip();
            if (!field.matches("\\d{1,18}")) {
                throw new ImportFailure(lineNumber, column, "expected " + NAMES[i] + " as a whole number"
                        + (i == 0 ? " of epoch seconds" : " of milliseconds") + ", found '" + field + "'");
            }
            values[i] = Long.parseLong(field);
            column += fields[i + 1].length() + 1;
        }
        return new AbGnuplotRow(values[0], values[1], values[2], values[3], values[4]);
    }
}
