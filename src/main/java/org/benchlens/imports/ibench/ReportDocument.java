package org.benchlens.imports.ibench;

import java.io.IOException;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Range;
import org.jsoup.parser.Parser;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;

/**
 * One report file ({@code all.html} or a {@code .tab} fragment) parsed leniently with jsoup,
 * which closes the rows the report leaves open and shrugs at its typos, while keeping where
 * each element starts so that a problem can be reported at its line and column.
 */
final class ReportDocument {

    /** Reports are a few hundred kilobytes; anything much larger is not one, and must not fill the memory. */
    static final int MAX_CHARS = 32 * 1024 * 1024;

    private final String fileName;
    private final String text;
    private final Document document;

    private ReportDocument(String fileName, String text) {
        this.fileName = fileName;
        this.text = text;
        this.document = Parser.htmlParser().setTrackPosition(true).parseInput(text, "");
    }

    static ReportDocument read(ImportSource source) throws IOException, ImportFailure {
        String text = source.text(MAX_CHARS, "an Insert Benchmark report file is far smaller");
        return new ReportDocument(source.path().getFileName().toString(), text);
    }

    String fileName() {
        return fileName;
    }

    Document document() {
        return document;
    }

    /** The 1-based line where the element's start tag begins, or 0 when jsoup made the element up. */
    static long line(Element element) {
        Range.Position start = element.sourceRange().start();
        return start.isTracked() ? start.lineNumber() : 0;
    }

    static long column(Element element) {
        Range.Position start = element.sourceRange().start();
        return start.isTracked() ? start.columnNumber() : 0;
    }

    /** The line of the first line of text inside an element such as {@code <pre>}. */
    long firstTextLine(Element element) {
        Range range = element.sourceRange();
        if (!range.isTracked()) {
            return 0;
        }
        int afterTag = range.end().pos();
        // jsoup drops the line break that directly follows <pre>, as browsers do
        boolean breakFollows = afterTag < text.length() && (text.charAt(afterTag) == '\n' || text.charAt(afterTag) == '\r');
        return range.end().lineNumber() + (breakFollows ? 1 : 0);
    }

    /** Refuses a file that was cut short: one that does not end with {@code closingTag}, white space aside. */
    void requireEnd(String closingTag, String message) throws ImportFailure {
        String end = text.stripTrailing();
        if (!end.regionMatches(true, end.length() - closingTag.length(), closingTag, 0, closingTag.length())) {
            throw ImportFailure.atLine(text.lines().count(), message);
        }
    }
}
