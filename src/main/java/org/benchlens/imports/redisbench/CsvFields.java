package org.benchlens.imports.redisbench;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Texts;

/** The fields of a line of redis-benchmark's {@code --csv} output: each quoted, none holding a quote. */
final class CsvFields {

    private static final Pattern FIELD = Pattern.compile("\"([^\"]*)\"(,|$)");

    private CsvFields() {
    }

    static List<String> of(String line, long number) throws ImportFailure {
        List<String> fields = new ArrayList<>();
        Matcher m = FIELD.matcher(line);
        int at = 0;
        while (at < line.length()) {
            if (!m.find(at) || m.start() != at) {
                throw ImportFailure.atLine(number, "expected quoted fields separated by commas as redis-benchmark"
                        + " --csv writes them, found '" + Texts.abbreviate(line, 80) + "'");
            }
            fields.add(m.group(1));
            at = m.end();
        }
        return fields;
    }
}
