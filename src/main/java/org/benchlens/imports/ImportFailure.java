package org.benchlens.imports;

/**
 * An input that is not what its importer expected, with where (line and column, 1-based,
 * 0 when unknown) and a sentence saying what was expected.
 */
public class ImportFailure extends Exception {

    private final long line;
    private final long column;

    public ImportFailure(long line, long column, String message) {
        super(message);
        this.line = line;
        this.column = column;
    }

    public ImportFailure(long line, long column, String message, Throwable cause) {
        super(message, cause);
        this.line = line;
        this.column = column;
    }

    public static ImportFailure atLine(long line, String message) {
        return new ImportFailure(line, 0, message);
    }

    public static ImportFailure whole(String message) {
        return new ImportFailure(0, 0, message);
    }

    public long line() {
        return line;
    }

    public long column() {
        return column;
    }
}
