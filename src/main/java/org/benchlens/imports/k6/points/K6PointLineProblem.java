package org.benchlens.imports.k6.points;

/**
 * A line that is not what the format expects, found before its line number in the file is
 * known (lines are read in chunks, on several threads). It may merely end early, as the last
 * line of a file that k6 was still writing does.
 */
final class K6PointLineProblem extends Exception {

    private final int column;
    private final boolean endsEarly;

    K6PointLineProblem(int column, String message, boolean endsEarly) {
        super(message, null, false, false);
        this.column = column;
        this.endsEarly = endsEarly;
    }

    int column() {
        return column;
    }

    boolean endsEarly() {
        return endsEarly;
    }
}
