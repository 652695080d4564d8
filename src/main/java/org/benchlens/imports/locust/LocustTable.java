package org.benchlens.imports.locust;

import java.io.IOException;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.LineNote;

/**
 * The rows of one Locust CSV file, streamed, each read by the header's columns. Locust 1.1 and later
 * write with Python's csv module, every row ending with a line break; 1.0 and older joined the rows
 * (their header quoted) and left the last without one. So a last row without its line break is a cut
 * only in the newer files, and a last row short of fields is a cut in any.
 */
final class LocustTable {

    /** Takes the rows of a file in order. */
    interface Rows {
        void row(LocustRow row) throws ImportFailure;
    }

    private LocustTable() {
    }

    /**
     * Reads every row of {@code source} into {@code rows}.
     *
     * @param what what a row is, for a malformed one ("a row of Locust's statistics")
     * @return true when the file was cut short (a note says where)
     */
    static boolean read(ImportSource source, ImportContext context, String what, Rows rows)
            throws IOException, ImportFailure {
        boolean joinedRows = source.peek().firstNonBlankLine().startsWith("\"");
        try (CsvRows records = new CsvRows(source, context, ',', what)) {
            CSVRecord header = records.next();
            if (header == null) {
                throw ImportFailure.whole("expected Locust's header row");
            }
            LocustColumns columns = new LocustColumns(header.toList());
            for (CSVRecord record = records.next(); record != null; record = records.next()) {
                LocustRow row = new LocustRow(record, columns, records.line());
                if (record.size() < columns.size() && records.lastRowCut()) {
                    context.note(LineNote.at(source, records.line(), "the file ends in the middle of line "
                            + records.line() + " (is it truncated?): the row on it is left out"));
                    return true;
                }
                if (record.size() != columns.size()) {
                    throw ImportFailure.atLine(records.line(), "expected " + columns.size()
                            + " fields as in Locust's header, found " + record.size());
                }
                rows.row(row);
                if (records.lastRowCut() && !joinedRows) {
                    context.note(records.cutNote(source, "the row of " + row.step(), columns.last()));
                    return true;
                }
            }
            return false;
        }
    }
}
