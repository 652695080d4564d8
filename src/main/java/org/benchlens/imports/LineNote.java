package org.benchlens.imports;

/**
 * A note about one line of an input, written {@code file:line: what}, so that whoever reads the
 * import's notes can open the file at what was skipped or repaired.
 */
public final class LineNote {

    private LineNote() {
    }

    public static String at(ImportSource source, long line, String what) {
        return at(source.path().getFileName().toString(), line, what);
    }

    public static String at(String fileName, long line, String what) {
        return fileName + ":" + line + ": " + what;
    }
}
