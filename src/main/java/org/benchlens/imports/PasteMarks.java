package org.benchlens.imports;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The mark a paste put before every line of a report: a Markdown quote ({@code > }) or a list bullet
 * ({@code - }, {@code * }, {@code + }) on each line, as a report quoted in an issue or pasted into a list
 * arrives. Every importer reads the report as the tool wrote it: the mark is taken off each line that has
 * it, and a line that is the mark alone ({@code >}) becomes blank. Lines keep their numbers.
 */
final class PasteMarks {

    private static final Pattern MARK = Pattern.compile("^(?:> ?|[-*+] )");
    /** Fewer marked lines than this are a list or a quote of prose, not a pasted report. */
    private static final int MIN_LINES = 3;

    private PasteMarks() {
    }

    /** The mark every non-blank line of {@code text} starts with; empty when the lines have none in common. */
    static String of(String text) {
        List<String> lines = text.lines().filter(line -> !line.isBlank()).toList();
        if (lines.size() < MIN_LINES) {
            return "";
        }
        // the mark is read off a line with text after it: a quote's blank line (">") has no space to show
        String withText = lines.stream().filter(line -> line.strip().length() > 1).findFirst().orElse(lines.get(0));
        Matcher first = MARK.matcher(withText);
        if (!first.find()) {
            return "";
        }
        String mark = first.group();
        String alone = mark.strip();
        return lines.stream().allMatch(line -> line.startsWith(mark) || line.strip().equals(alone)) ? mark : "";
    }

    /** {@code text} without {@code mark} at the start of its lines. */
    static String removed(String text, String mark) {
        StringBuilder out = new StringBuilder(text.length());
        Remover remover = new Remover(mark);
        text.chars().forEach(c -> remover.accept(c, out::appendCodePoint));
        remover.end(out::appendCodePoint);
        return out.toString();
    }

    /** The bytes of {@code in} without {@code mark} at the start of its lines; a UTF-8 byte-order mark passes. */
    static InputStream removed(InputStream in, String mark) {
        return new RemovingStream(in, new Remover(mark));
    }

    /** Takes a mark off the start of each line, one character (or ASCII byte) at a time. */
    private static final class Remover {
        private final String mark;
        private final String alone;
        private boolean lineStart = true;
        private int matched;

        Remover(String mark) {
            this.mark = mark;
            this.alone = mark.strip();
        }

        void accept(int c, IntConsumer out) {
            if (lineStart && matched < mark.length() && c == mark.charAt(matched)) {
                matched++;
                if (matched == mark.length()) {
                    lineStart = false;
                    matched = 0;
                }
                return;
            }
            boolean lineEnd = c == '\n' || c == '\r';
            giveBackHeld(lineEnd, out);
            out.accept(c);
            lineStart = lineEnd || lineStart && isByteOrderMark(c);
        }

        /** The input ended: a part of a mark held back is given out unless it is the mark alone. */
        void end(IntConsumer out) {
            giveBackHeld(true, out);
        }

        /**
         * The start of a line held back as a possible mark turned out not to be one: it is text, unless the
         * line ends there and it is the mark alone (a quote's blank line, {@code >}).
         */
        private void giveBackHeld(boolean lineEnds, IntConsumer out) {
            String held = mark.substring(0, matched);
            if (lineStart && matched > 0 && !(lineEnds && held.strip().equals(alone))) {
                held.chars().forEach(out);
            }
            matched = 0;
        }

        private static boolean isByteOrderMark(int c) {
            return c == 0xFEFF || c == 0xEF || c == 0xBB || c == 0xBF;
        }
    }

    private static final class RemovingStream extends FilterInputStream {
        private final Remover remover;
        private final int[] pending = new int[8];
        private int pendingCount;
        private int pendingAt;
        private boolean ended;

        RemovingStream(InputStream in, Remover remover) {
            super(in);
            this.remover = remover;
        }

        @Override
        public int read() throws IOException {
            while (pendingAt == pendingCount) {
                if (ended) {
                    return -1;
                }
                pendingAt = 0;
                pendingCount = 0;
                int b = in.read();
                if (b < 0) {
                    ended = true;
                    remover.end(this::hold);
                } else {
                    remover.accept(b, this::hold);
                }
            }
            return pending[pendingAt++];
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            int n = 0;
            while (n < length) {
                int b = read();
                if (b < 0) {
                    break;
                }
                buffer[offset + n++] = (byte) b;
            }
            return n == 0 ? -1 : n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = 0;
            while (skipped < n && read() >= 0) {
                skipped++;
            }
            return skipped;
        }

        @Override
        public boolean markSupported() {
            return false;
        }

        private void hold(int b) {
            pending[pendingCount++] = b;
        }
    }
}
