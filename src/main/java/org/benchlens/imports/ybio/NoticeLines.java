package org.benchlens.imports.ybio;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.TextLines;

/**
 * The lines of a NOTICE log as psql printed them, mending lines that a terminal wrapped: when a
 * NOTICE line is cut at the terminal's width, the next line starts with the rest of it, a
 * fragment without spaces ({@code 30}), alone or followed by the next NOTICE line when a copy
 * from a web page ran the two together ({@code 30 NOTICE: 2582 rows/s …}).
 */
final class NoticeLines {

    private static final Pattern FRAGMENT =
            Pattern.compile("(\\S+?)(?:\\s+((?:psql:\\S*:\\d+:\\s*)?(?:NOTICE|ERROR):.*))?");
    /** Lines that are never the rest of a wrapped line: command tags (CALL), elisions, job control, prompts. */
    private static final Pattern NOT_A_FRAGMENT =
            Pattern.compile("[A-Z][A-Z_]*|\\.\\.\\.+|…|\\[\\d+\\].*|.*[=(-][#>].*");

    private final TextLines source;
    private String pending;
    private long pendingNumber;
    private long number;

    NoticeLines(TextLines source) {
        this.source = source;
    }

    /** The next line, wrapped parts joined, or null at the end. */
    String next() throws IOException, ImportFailure {
        if (pending == null) {
            pending = source.next();
            pendingNumber = source.lineNumber();
        }
        String line = pending;
        number = pendingNumber;
        if (line == null) {
            return null;
        }
        pending = null;
        if (NoticeLine.notice(line) == null) {
            return line;
        }
        String following;
        while ((following = source.next()) != null) {
            Matcher fragment = FRAGMENT.matcher(following.strip());
            if (following.isBlank() || !fragment.matches() || NOT_A_FRAGMENT.matcher(fragment.group(1)).matches()) {
                pending = following;
                pendingNumber = source.lineNumber();
                break;
            }
            line = line + fragment.group(1);
            if (fragment.group(2) != null) {
                pending = fragment.group(2);
                pendingNumber = source.lineNumber();
                break;
            }
        }
        return line;
    }

    /** The number of the (first) line of the last line returned. */
    long number() {
        return number;
    }
}
