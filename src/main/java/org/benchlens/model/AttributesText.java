package org.benchlens.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Attributes as one line of text, {@code instance=t3a.nano vus=50 deployment="2 postgrest"}: what
 * the runs table shows and lets a person edit, read back to exactly the same attributes. A key or
 * value that is empty or holds a space, quote, equals sign, backslash or control character is
 * written in double quotes with backslash escapes, so that no value (a JSON command, a sentence)
 * can be taken for more pairs; simple ones stay bare, as people type them.
 */
public final class AttributesText {

    private AttributesText() {
    }

    /**
     * The line: what describes the run (instance, version, vus, ...) first, then the rest by key,
     * and notes on where a value came from ({@code *.source}) last.
     */
    public static String format(Attributes attributes) {
        List<Map.Entry<String, String>> entries = new ArrayList<>(attributes.values().entrySet());
        entries.sort(Comparator.comparingInt((Map.Entry<String, String> e) -> readingRank(e.getKey())));
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, String> entry : entries) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(quoted(entry.getKey())).append('=').append(quoted(entry.getValue()));
        }
        return text.toString();
    }

    /**
     * The attributes of a line {@link #format} wrote or a person typed: pairs separated by spaces,
     * a bare value running to the next space ({@code note=} is an empty value). A key given twice
     * keeps its last value, so that appending {@code instance=x} changes the instance.
     *
     * @throws IllegalArgumentException naming the position (from 1) and what was expected there
     */
    public static Attributes parse(String line) {
        return new LineReader(line == null ? "" : line).attributes();
    }

    /**
     * One argument such as {@code --attr} takes, or one line of an attributes box: the key is what
     * comes before the first {@code =}, the value everything after it, as it is (spaces, quotes,
     * more {@code =}, JSON). Nothing is unquoted: the shell has already done that.
     *
     * @throws IllegalArgumentException when there is no {@code =} or nothing before it
     */
    public static Map.Entry<String, String> pair(String argument) {
        int equals = argument == null ? -1 : argument.indexOf('=');
        if (equals < 0) {
            throw new IllegalArgumentException("'" + VisibleText.of(argument == null ? "" : argument)
                    + "' has no '=' (write key=value)");
        }
        String key = argument.substring(0, equals).strip();
        if (key.isEmpty()) {
            throw new IllegalArgumentException("'" + VisibleText.of(argument) + "' has no key before '='");
        }
        return Map.entry(key, argument.substring(equals + 1));
    }

    /** The text as it stands in a line: bare when that reads back the same, else quoted and escaped. */
    static String quoted(String text) {
        if (!needsQuotes(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else if (hidden(c)) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    private static boolean needsQuotes(String text) {
        if (text.isEmpty()) {
            return true;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '=' || c == '\\' || space(c) || hidden(c) || Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }

    /** What separates pairs: any kind of space, the no-break space too, and line ends. */
    static boolean space(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /**
     * Characters written as an escape inside quotes, so that the line shows them: control and
     * invisible formatting characters, line and paragraph separators, and half a surrogate pair.
     */
    private static boolean hidden(char c) {
        int type = Character.getType(c);
        return Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR || Character.isSurrogate(c);
    }

    private static int readingRank(String key) {
        int leading = AttributeKeys.LEADING.indexOf(key);
        if (leading >= 0) {
            return leading;
        }
        return key.endsWith(".source") ? AttributeKeys.LEADING.size() + 1 : AttributeKeys.LEADING.size();
    }

    /** Reads one line from left to right; each problem names its position, counted from 1. */
    private static final class LineReader {

        private final String text;
        private int at;

        LineReader(String text) {
            this.text = text;
        }

        Attributes attributes() {
            TreeMap<String, String> values = new TreeMap<>();
            skipSpaces();
            while (at < text.length()) {
                int keyStart = at;
                String key = word(true);
                if (key.isEmpty()) {
                    throw problem(keyStart, "a key is never empty");
                }
                if (at >= text.length() || text.charAt(at) != '=') {
                    throw problem(at, "expected '=' after the key " + quoted(key)
                            + " (pairs are key=value; a value with spaces is written in quotes: key=\"a b\")");
                }
                at++;
                values.put(key, word(false));
                if (at < text.length() && !space(text.charAt(at))) {
                    throw problem(at, "expected a space before the next key=value");
                }
                skipSpaces();
            }
            return new Attributes(values);
        }

        /** A key (which ends at '=') or a value (which may hold '='); quoted or bare. */
        private String word(boolean key) {
            if (at < text.length() && text.charAt(at) == '"') {
                return quotedWord();
            }
            int start = at;
            while (at < text.length()) {
                char c = text.charAt(at);
                if (space(c) || (key && c == '=')) {
                    break;
                }
                if (c == '"') {
                    throw problem(at, "expected no quote inside a bare " + (key ? "key" : "value")
                            + "; quote it whole and write \\\" for the quote");
                }
                at++;
            }
            return text.substring(start, at);
        }

        private String quotedWord() {
            int open = at++;
            StringBuilder word = new StringBuilder();
            while (at < text.length()) {
                char c = text.charAt(at++);
                if (c == '"') {
                    return word.toString();
                }
                if (c != '\\') {
                    word.append(c);
                    continue;
                }
                if (at >= text.length()) {
                    break;
                }
                char escaped = text.charAt(at++);
                switch (escaped) {
                    case '"', '\\' -> word.append(escaped);
                    case 'n' -> word.append('\n');
                    case 't' -> word.append('\t');
                    case 'r' -> word.append('\r');
                    case 'u' -> word.append(unicode());
                    default -> throw problem(at - 2, "expected \\\", \\\\, \\n, \\t, \\r or \\u and four hex digits"
                            + " after a backslash, not \\" + VisibleText.of(String.valueOf(escaped)));
                }
            }
            throw problem(open, "expected a closing quote for the quote opened here");
        }

        private char unicode() {
            int start = at - 2;
            if (at + 4 > text.length()) {
                throw problem(start, "expected four hex digits after \\u");
            }
            try {
                char c = (char) Integer.parseInt(text.substring(at, at + 4), 16);
                if (!text.substring(at, at + 4).chars().allMatch(d -> Character.digit(d, 16) >= 0)) {
                    throw new NumberFormatException();
                }
                at += 4;
                return c;
            } catch (NumberFormatException e) {
                throw problem(start, "expected four hex digits after \\u");
            }
        }

        private void skipSpaces() {
            while (at < text.length() && space(text.charAt(at))) {
                at++;
            }
        }

        private IllegalArgumentException problem(int position, String expected) {
            return new IllegalArgumentException("at position " + (position + 1) + ": " + expected);
        }
    }
}
