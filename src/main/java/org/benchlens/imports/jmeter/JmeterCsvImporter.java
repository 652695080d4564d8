package org.benchlens.imports.jmeter;

import java.io.IOException;
import java.util.List;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.requests.Request;
import org.benchlens.imports.requests.RequestLog;
import org.benchlens.imports.requests.RequestRunDraft;

/**
 * JMeter's results in CSV ({@code .jtl}, {@code -l results.csv}): any set of saved columns under a
 * header, or JMeter's default columns without one; comma, tab, semicolon or bar between fields.
 * Streamed and aggregated per label like JMeter's aggregate report: sub-results saved as rows are left out.
 */
public final class JmeterCsvImporter implements Importer {

    private static final char[] DELIMITERS = {',', '\t', ';', '|'};

    @Override
    public String format() {
        return JmeterSample.FORMAT_CSV;
    }

    @Override
    public String description() {
        return "JMeter .jtl results in CSV (with or without header)";
    }

    @Override
    public boolean detect(Peek peek) {
        return delimiter(peek.firstNonBlankLine()) != 0;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        char delimiter = delimiter(source.peek().firstNonBlankLine());
        RequestLog log = new RequestLog();
        SubResultRows subResults = new SubResultRows();
        try (CsvRows rows = new CsvRows(source, context, delimiter, "a row of JMeter results")) {
            CSVRecord first = rows.next();
            if (first == null) {
                throw ImportFailure.whole("no JMeter results: the file is empty");
            }
            JmeterColumns columns = JmeterColumns.ofHeader(first.toList());
            CSVRecord record = columns == null ? first : rows.next();
            if (columns == null) {
                columns = JmeterColumns.ofDefaults(first.size());
                if (!columns.known()) {
                    context.note("rows of " + first.size() + " fields without a header: only JMeter's first eight"
                            + " columns (timeStamp to success) are read");
                }
            }
            boolean formattedNoted = false;
            for (; record != null; record = rows.next()) {
                if (record.size() != columns.size()) {
                    throw ImportFailure.atLine(rows.line(), "expected " + columns.size() + " fields as in the "
                            + (columns.known() ? "header" : "first row") + ", found " + record.size()
                            + (record.size() < columns.size() ? " (is the row cut short?)" : ""));
                }
                if (!subResult(record, columns, subResults)) {
                    log.add(sample(record, columns, rows.line()));
                }
                if (rows.lastRowCut()) {
                    // JMeter's CSV writer ends every sample with a line break
                    context.note(rows.cutNote(source, "the sample", columns.nameAt(record.size() - 1)));
                }
                if (!formattedNoted && JmeterTimestamp.formatted(record.get(columns.at(JmeterColumns.TIMESTAMP)))) {
                    formattedNoted = true;
                    context.note("timeStamp is a formatted date without a time zone: read as UTC");
                }
            }
        }
        if (log.isEmpty()) {
            throw ImportFailure.whole("no JMeter samples: the file has a header but no rows");
        }
        if (subResults.count() > 0) {
            context.note(subResults.count() + " rows are sub-results of the sample on the row before them (their label"
                    + " is its label and -0, -1, …: redirects, embedded resources) and were left out, their time being"
                    + " within the sample's, as JMeter's aggregate report and the XML results do; JMeter's HTML"
                    + " dashboard counts them as labels of their own");
        }
        RequestRunDraft.emit(log, JmeterSample.NAMES, format(), source, true, context);
    }

    /** True when the row is a sub-result JMeter saved after its sample (see {@link SubResultRows}). */
    private static boolean subResult(CSVRecord record, JmeterColumns columns, SubResultRows subResults) {
        int label = columns.at(JmeterColumns.LABEL);
        int thread = columns.at(JmeterColumns.THREAD_NAME);
        return label >= 0 && subResults.isSubResult(record.get(label), thread < 0 ? null : record.get(thread));
    }

    private static Request sample(CSVRecord record, JmeterColumns columns, long line)
            throws ImportFailure {
        try {
            return JmeterSample.request(name -> {
                int at = columns.at(name);
                return at < 0 ? null : record.get(at);
            });
        } catch (JmeterSample.BadField bad) {
            int at = Math.max(0, columns.at(bad.field()));
            throw new ImportFailure(line, CsvRows.column(record, at), bad.getMessage());
        }
    }

    /** The delimiter that makes the line a JMeter header or a headerless JMeter row, or 0. */
    static char delimiter(String line) {
        for (char delimiter : DELIMITERS) {
            List<String> fields = List.of(line.split(java.util.regex.Pattern.quote(String.valueOf(delimiter)), -1));
            if (JmeterColumns.ofHeader(fields) != null || looksLikeRow(fields)) {
                return delimiter;
            }
        }
        return 0;
    }

    /** A headerless row: a start, a whole elapsed time, and true or false where JMeter saves success. */
    private static boolean looksLikeRow(List<String> fields) {
        if (fields.size() < 8) {
            return false;
        }
        String success = fields.get(7);
        try {
            JmeterTimestamp.epochMillis(fields.get(0));
            Long.parseLong(fields.get(1));
        } catch (IllegalArgumentException e) {
            return false;
        }
        return success.equals("true") || success.equals("false");
    }
}
