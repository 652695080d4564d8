package org.benchlens.imports.ybio;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.TextLines;

/**
 * Reads the rows of a {@code benchruns} dump, whatever psql made it: the header, for psql
 * aligned output the {@code ---+---} rule, the rows, and the {@code (N rows)} footer when there
 * is one (its count is checked). Lines before the header (the query, a prompt) and after the
 * footer are left out with a note. Looks for cancellation now and then: what follows the footer
 * may be a long session.
 */
final class BenchrunsTable {

    private static final Pattern RULE = Pattern.compile("-+(\\+-+)*");
    private static final Pattern FOOTER = Pattern.compile("\\((\\d+) rows?\\)");

    private final TextLines lines;
    private final ImportContext context;
    private final BenchrunsHeader header;
    private final boolean folded;
    private String pushedBack;

    private BenchrunsTable(TextLines lines, ImportContext context, BenchrunsHeader header, boolean folded) {
        this.lines = lines;
        this.context = context;
        this.header = header;
        this.folded = folded;
    }

    /**
     * Reads up to the header line; fails when the input has none.
     *
     * @param folded true when the lines were folded at a fixed width and are read joined again
     */
    static BenchrunsTable open(TextLines lines, ImportContext context, boolean folded) throws IOException, ImportFailure {
        List<Long> skipped = new ArrayList<>();
        String line;
        while ((line = lines.next()) != null) {
            Optional<BenchrunsHeader> header = BenchrunsHeader.recognise(line);
            if (header.isPresent()) {
                if (!skipped.isEmpty()) {
                    context.note("left out what comes before the benchruns table header ("
                            + lineRange(skipped) + ")");
                }
                return new BenchrunsTable(lines, context, header.get(), folded);
            }
            if (!line.isBlank()) {
                skipped.add(lines.lineNumber());
            }
        }
        throw ImportFailure.whole("no benchruns table header found; expected a line naming the columns "
                + String.join(", ", BenchrunsHeader.TABLE_COLUMNS));
    }

    BenchrunsHeader header() {
        return header;
    }

    /** Hands each row to {@code consumer}, in the order of the dump. */
    void forEachRow(RowConsumer consumer) throws IOException, ImportFailure {
        FieldSplitter splitter = new FieldSplitter(header.separator());
        BenchrunsRow pending = null;
        long rows = 0;
        String line;
        boolean rightAfterHeader = true;
        while ((line = next()) != null) {
            long number = lines.lineNumber();
            // the line after the header, counted in lines read: a folded header and rule span several
            boolean ruleLine = rightAfterHeader && isRule(line);
            rightAfterHeader = false;
            if (line.isBlank() || ruleLine) {
                continue;
            }
            Matcher footer = FOOTER.matcher(line.strip());
            if (footer.matches()) {
                rows += emit(pending, consumer);
                checkFooter(footer, rows, number);
                noteLinesAfterFooter();
                return;
            }
            if (folded) {
                line = withStrippedPieces(line);
                number = pushedBack == null ? lines.lineNumber() : lines.lineNumber() - 1;
            }
            List<Field> fields = readRow(splitter, line, number);
            if (pending != null && pending.continuedBy(fields)) {
                pending = pending.continuedWith(fields);
                continue;
            }
            rows += emit(pending, consumer);
            pending = new BenchrunsRow(number, header, fields);
        }
        if (header.separator() == Separator.PIPE && lines.lastLineUnterminated()) {
            // psql prints "(N rows)" under an aligned table unless told not to: a file that ends in a line
            // without its break, and without the footer, was cut
            throw ImportFailure.atLine(lines.lineNumber(), "the file ends in the middle of line " + lines.lineNumber()
                    + ", before the table's \"(N rows)\" footer (is it truncated?)");
        }
        emit(pending, consumer);
    }

    private List<Field> readRow(FieldSplitter splitter, String first, long number) throws IOException, ImportFailure {
        String line = first;
        while (!splitter.add(line)) {
            line = next();
            if (line == null || splitter.length() > YbioBenchrunsImporter.MAX_LINE) {
                throw ImportFailure.atLine(number, "the quoted field that starts in line " + number
                        + " is not closed" + (line == null ? " before the end of the file" : " within "
                        + YbioBenchrunsImporter.MAX_LINE + " characters") + "; expected a closing '\"'");
            }
        }
        List<Field> fields = splitter.finish();
        if (fields.size() < header.size() && lines.lastLineUnterminated() && number == lines.lineNumber()) {
            throw ImportFailure.atLine(number, "the file ends in the middle of line " + number + ", a row of "
                    + fields.size() + " of the table's " + header.size() + " columns (is it truncated?)");
        }
        if (fields.size() < header.size() || fields.size() > header.size() && !header.commentsLast()) {
            throw ImportFailure.atLine(number, "expected a " + header.separator().description()
                    + " row with " + header.size() + " columns separated by " + header.separator().shown()
                    + ", found " + fields.size());
        }
        if (fields.size() > header.size()) {
            context.note("line " + number + " has more fields than the header; the surplus "
                    + header.separator().shown() + " were read as part of the comments");
            return mendComments(fields);
        }
        return fields;
    }

    /**
     * A row of a folded table whose pieces lost their trailing blanks (editors strip them) is shorter
     * than the fold width, so it is not joined as it is read: it is joined here with the lines after
     * it while it has fewer separators than the header. A blank line or the footer ends it.
     */
    private String withStrippedPieces(String line) throws IOException, ImportFailure {
        if (header.separator() != Separator.PIPE) {
            return line;
        }
        StringBuilder joined = new StringBuilder(line);
        while (separators(joined) < header.size() - 1 && joined.length() < YbioBenchrunsImporter.MAX_LINE) {
            String piece = next();
            if (piece == null) {
                break;
            }
            if (piece.isBlank() || FOOTER.matcher(piece.strip()).matches()) {
                pushedBack = piece;
                break;
            }
            joined.append(piece);
        }
        return joined.toString();
    }

    private long separators(CharSequence text) {
        return text.chars().filter(c -> c == header.separator().character()).count();
    }

    /** The next line, or null at the end of the input. */
    private String next() throws IOException, ImportFailure {
        if (pushedBack != null) {
            String line = pushedBack;
            pushedBack = null;
            return line;
        }
        return lines.next();
    }

    /** psql aligned output has a {@code ---+---} rule under the header. */
    private boolean isRule(String line) {
        return header.separator() == Separator.PIPE && RULE.matcher(line.strip()).matches();
    }

    /** psql -A and aligned output do not escape the separator: comments, the last column, took it in. */
    private List<Field> mendComments(List<Field> fields) {
        int last = header.size() - 1;
        StringBuilder comments = new StringBuilder(fields.get(last).text());
        for (Field extra : fields.subList(last + 1, fields.size())) {
            comments.append(header.separator().character()).append(extra.text());
        }
        List<Field> mended = new ArrayList<>(fields.subList(0, last));
        mended.add(new Field(comments.toString(), fields.get(last).column()));
        return mended;
    }

    private static long emit(BenchrunsRow row, RowConsumer consumer) throws ImportFailure {
        if (row == null) {
            return 0;
        }
        consumer.accept(row);
        return 1;
    }

    private static void checkFooter(Matcher footer, long rows, long number) throws ImportFailure {
        long said = Long.parseLong(footer.group(1));
        if (said != rows) {
            throw ImportFailure.atLine(number, "the footer says " + said
                    + (said == 1 ? " row" : " rows") + " but the table has " + rows
                    + "; expected as many rows as the footer counts");
        }
    }

    private void noteLinesAfterFooter() throws IOException, ImportFailure {
        List<Long> after = new ArrayList<>();
        String line;
        while ((line = next()) != null) {
            if (!line.isBlank()) {
                after.add(lines.lineNumber());
            }
        }
        if (!after.isEmpty()) {
            context.note("left out what comes after the benchruns table footer (" + lineRange(after) + ")");
        }
    }

    private static String lineRange(List<Long> numbers) {
        long first = numbers.get(0);
        long last = numbers.get(numbers.size() - 1);
        return first == last ? "line " + first : "lines " + first + "–" + last;
    }

    /** Receives the rows of the table. */
    interface RowConsumer {
        void accept(BenchrunsRow row) throws ImportFailure;
    }
}
