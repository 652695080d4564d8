package org.benchlens.imports.hey;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.imports.requests.Request;
import org.benchlens.imports.requests.RequestLog;
import org.benchlens.imports.requests.RequestNames;
import org.benchlens.imports.requests.RequestRunDraft;

/**
 * hey's {@code -o csv}: one row a response with its time in seconds, its status code (from 0.1.1) and its offset
 * from the start (from 0.1.1 too). hey leaves out the requests that got no response; a status of 400
 * or more counts as an error, as k6 counts it. The file has no clock: series run from second 0.
 */
public final class HeyCsvImporter implements Importer {

    static final String FORMAT = "hey-csv";
    private static final String HEADER_START = "response-time,dns+dialup,dns,request-write,response-delay";
    private static final RequestNames NAMES = new RequestNames("response-time", "responses");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "hey -o csv (one row a response)";
    }

    @Override
    public boolean detect(Peek peek) {
        return peek.firstNonBlankLine().toLowerCase(Locale.ROOT).startsWith(HEADER_START);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RequestLog log = new RequestLog();
        int status;
        int offset;
        try (CsvRows rows = new CsvRows(source, context, ',', "a row of hey's CSV")) {
            List<String> header = rows.next().toList().stream().map(name -> name.strip().toLowerCase(Locale.ROOT)).toList();
            status = header.indexOf("status-code");
            offset = header.indexOf("offset");
            if (status < 0) {
                log.outcomesNotRecorded();
            }
            if (offset < 0) {
                log.startsNotRecorded();
            }
            for (CSVRecord row = rows.next(); row != null; row = rows.next()) {
                if (row.size() != header.size()) {
                    throw ImportFailure.atLine(rows.line(), "expected " + header.size() + " fields as in the header,"
                            + " found " + row.size() + (row.size() < header.size() ? " (is the row cut short?)" : ""));
                }
                double seconds = seconds(row, 0, rows.line());
                long start = offset < 0 ? 0 : Math.round(seconds(row, offset, rows.line()) * 1e9);
                boolean failed = status >= 0 && status(row, status, rows.line()) >= 400;
                log.add(Request.of(null, start, seconds * 1000, failed));
                if (rows.lastRowCut()) {
                    // hey writes every response's row with a line break
                    context.note(rows.cutNote(source, "the response", header.get(header.size() - 1)));
                }
            }
        }
        if (log.isEmpty()) {
            throw ImportFailure.whole("no responses: hey's CSV has a header but no rows (did every request fail?)");
        }
        RequestRunDraft.emit(log, NAMES, FORMAT, source, false, context);
        if (status < 0 || offset < 0) {
            context.note(untoldNote(status >= 0, offset >= 0));
        }
    }

    /** What a CSV of hey before 0.1.1, without status codes or start offsets, cannot tell. */
    private static String untoldNote(boolean statuses, boolean offsets) {
        List<String> missing = new ArrayList<>();
        List<String> untold = new ArrayList<>();
        if (!statuses) {
            missing.add("no status codes");
        }
        if (!offsets) {
            missing.add("no start offsets");
            untold.addAll(List.of("throughput", "duration", "the series a second"));
        }
        if (!statuses) {
            untold.add("failures");
        }
        return "hey before 0.1.1 writes " + String.join(" and ", missing) + ", so " + Texts.joinedAnd(untold)
                + " cannot be told from this file; its latencies are read (hey's text summary of the run has the rest)";
    }

    private static double seconds(CSVRecord row, int index, long line) throws ImportFailure {
        String text = row.get(index).strip();
        try {
            double value = Double.parseDouble(text);
            if (value >= 0 && Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new ImportFailure(line, CsvRows.column(row, index), "expected seconds, found '" + text + "'");
    }

    private static int status(CSVRecord row, int index, long line) throws ImportFailure {
        String text = row.get(index).strip();
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new ImportFailure(line, CsvRows.column(row, index), "expected an HTTP status code, found '"
                    + text + "'");
        }
    }
}
