package org.benchlens.imports.ibench;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

import org.jsoup.nodes.Element;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;

/** Recognises and reads the files of a report: the page {@code all.html} and the {@code .tab} tables. */
final class ReportFiles {

    static final String PAGE = "all.html";

    /** A summary table's header row: dbms, then a step such as l.i0, l.x, qr100.L1 or q100.1. */
    private static final Pattern SUMMARY_HEADER = Pattern.compile(
            "(?i)<tr>\\s*<th>\\s*dbms\\s*</th>\\s*<th>\\s*(l\\.i\\d|l\\.x|q[rp]?\\d+)");
    private static final Pattern HTML_PAGE = Pattern.compile("(?i)<html|<body");
    private static final Pattern REPORT_PAGE = Pattern.compile(
            "(?i)report for the insert benchmark|<title>[^<]{0,80} docs and \\d+ client\\(s\\)</title>");

    private ReportFiles() {
    }

    /** The report's page: an HTML document that introduces itself as an Insert Benchmark report. */
    static boolean isReportPage(String head) {
        return HTML_PAGE.matcher(head).find() && REPORT_PAGE.matcher(head).find();
    }

    /** A {@code .tab} file: an HTML fragment, not a page, holding a summary table. */
    static boolean isSummaryTable(String head) {
        return !HTML_PAGE.matcher(head).find() && SUMMARY_HEADER.matcher(head).find();
    }

    /**
     * One file of a report read on its own: the runs of the report named by the folder the file
     * is in, a run per DBMS row in the file's order.
     */
    static void readAlone(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        ReportRuns runs = new ReportRuns(context, ReportFolderName.of(source.path().toAbsolutePath().getParent()));
        read(source, context, runs);
        runs.emit();
    }

    /** Reads a file of a report into its runs: the page, or else a summary table. */
    static void read(ImportSource source, ImportContext context, ReportRuns runs) throws IOException, ImportFailure {
        if (isReportPage(source.peek().text())) {
            new AllHtmlReader(ReportDocument.read(source), context, runs).read();
        } else {
            runs.add(readTable(source, context));
        }
    }

    /** A {@code .tab} file; which table it is, its content says, or else its name. */
    private static SummaryTable readTable(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        ReportDocument document = ReportDocument.read(source);
        document.requireEnd("</table>", "the table ends early: expected it to end with </table>");
        List<Element> tables = document.document().select("table");
        if (tables.isEmpty()) {
            throw ImportFailure.whole("expected a summary table (<table> with a 'dbms' header), found none");
        }
        if (tables.size() > 1) {
            context.note(document.fileName() + " holds " + tables.size() + " tables; read the first");
        }
        return new SummaryTableReader(document, context).read(tables.get(0), TableKind.ofFileName(document.fileName()));
    }
}
