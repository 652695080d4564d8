package org.benchlens.imports.ibench;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Texts;
import org.benchlens.model.IbenchNames;
import org.benchlens.model.Units;

/**
 * The response-time histograms of a report's {@code <step>.rt} sections, one per kind of
 * operation ("Insert response time histogram", "Delete …", "Query …"). Each cell is the share of
 * operations, in %, that took longer than the previous bucket's bound and at most this one's
 * ({@code 256us 1ms 4ms 16ms 64ms 256ms 1s 4s 16s gt}); {@code max} is the slowest, in seconds.
 * Stored as {@code rt.<operation>.<bucket>} (%), {@code rt.<operation>.max} (s).
 *
 * <p>The report writes {@code nonzero} for a share above 0 that rounds to 0.000: there is no
 * number to store, so such cells are left out and counted in a note.
 */
final class ResponseTimes {

    private static final Pattern CAPTION = Pattern.compile("(?i)(\\w+) response time histogram");
    private static final String NONZERO = "nonzero";
    private static final String MAX = "max";

    private final ReportRuns runs;
    private final Set<String> unreadCaptions = new LinkedHashSet<>();
    private int nonzeroCells;

    ResponseTimes(ReportRuns runs) {
        this.runs = runs;
    }

    void read(String step, String caption, PreTable table) throws ImportFailure {
        Matcher operation = CAPTION.matcher(caption);
        if (!operation.lookingAt()) {
            unreadCaptions.add(step + " (\"" + Texts.abbreviate(caption, 60) + "\")");
            return;
        }
        String prefix = IbenchNames.RESPONSE_TIME_PREFIX + operation.group(1).toLowerCase(Locale.ROOT) + '.';
        for (PreTable.Cell cell : table.cells()) {
            if (cell.text().equals(NONZERO)) {
                nonzeroCells++;
            } else {
                runs.stepMetric(cell.dbms(), step, prefix + cell.column(), cell.number(),
                        cell.column().equals(MAX) ? Units.SECONDS : Units.PERCENT);
            }
        }
    }

    void noteUnread(ImportContext context) {
        if (nonzeroCells > 0) {
            context.note("all.html: " + nonzeroCells + " response-time cells say 'nonzero' (above 0 % but under"
                    + " 0.0005 %); they have no number and are not stored");
        }
        if (!unreadCaptions.isEmpty()) {
            context.note("all.html: response-time blocks without an 'Insert|Delete|Query response time histogram'"
                    + " caption were not read: " + String.join(", ", unreadCaptions));
        }
    }
}
