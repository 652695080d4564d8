package org.benchlens.imports;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Small text helpers the importers share for names and messages. */
public final class Texts {

    /** Endings of result files that say nothing about the run, stripped from run names. */
    private static final List<String> RESULT_EXTENSIONS =
            List.of(".gz", ".json", ".ndjson", ".jsonl", ".csv", ".txt", ".log", ".js", ".ts", ".jtl");

    private Texts() {
    }

    /** Text from a file, quoted in a message: control characters shown as '?', cut to {@code width}. */
    public static String abbreviate(String text, int width) {
        String clean = text.replaceAll("\\p{Cntrl}", "?");
        return clean.length() <= width ? clean : clean.substring(0, width - 3) + "...";
    }

    /** A file's name without result-file endings: {@code GETSingle.json.gz} → {@code GETSingle}. */
    public static String fileStem(Path path) {
        return fileStem(path.getFileName().toString());
    }

    /** A file name without result-file endings. */
    public static String fileStem(String fileName) {
        String name = fileName;
        boolean stripped = true;
        while (stripped) {
            stripped = false;
            for (String extension : RESULT_EXTENSIONS) {
                if (name.toLowerCase(Locale.ROOT).endsWith(extension) && name.length() > extension.length()) {
                    name = name.substring(0, name.length() - extension.length());
                    stripped = true;
                }
            }
        }
        return name;
    }

    /**
     * {@code text} with every character before {@code end} but its line breaks made a space: a document assigned in
     * a script ({@code var stats = {…}}) read where it stands, its lines and columns still the file's.
     */
    public static String blankBefore(String text, int end) {
        return text.substring(0, end).replaceAll("[^\\n]", " ") + text.substring(end);
    }

    /** Items as a sentence lists them: {@code a}, {@code a and b}, {@code a, b and c}. */
    public static String joinedAnd(List<String> items) {
        if (items.size() < 2) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
