package org.benchlens.imports.hdrlog;

import java.io.BufferedReader;
import java.io.IOException;

import org.benchlens.imports.ImportSource;
import org.benchlens.model.Steps;

/**
 * What HistogramLogReader does not give: the log's first comment, which may name its writer ("Logged with
 * jHiccup", YCSB's "Logging for: READ"), and the first interval's tag and max column, which tell how the writer
 * scaled the max.
 */
record LogHead(String firstComment, String firstStep, double maxColumn) {

    static LogHead of(ImportSource source) throws IOException {
        String comment = "";
        try (BufferedReader reader = source.openReader()) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String text = line.strip();
                if (text.startsWith("#[") && comment.isEmpty()) {
                    comment = text;
                } else if (!text.isEmpty() && !text.startsWith("#") && !text.startsWith("\"")) {
                    return interval(comment, text);
                }
            }
        }
        return new LogHead(comment, Steps.TOTAL, 0);
    }

    private static LogHead interval(String comment, String line) {
        String[] fields = line.split(",");
        String step = Steps.TOTAL;
        int first = 0;
        if (fields[0].startsWith("Tag=")) {
            step = fields[0].substring("Tag=".length());
            first = 1;
        }
        try {
            return new LogHead(comment, step, fields.length > first + 2 ? Double.parseDouble(fields[first + 2]) : 0);
        } catch (NumberFormatException e) {
            // HistogramLogReader says what is wrong with the line
            return new LogHead(comment, step, 0);
        }
    }
}
