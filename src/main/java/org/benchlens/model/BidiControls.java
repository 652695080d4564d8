package org.benchlens.model;

/**
 * The invisible characters that turn the direction of the text after them: U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F and U+061C. In a run's name, "abc\u202Edef" would display as
 * "abcfed" in a published table. Every writer shows each one as its escape ({@code \u202e}), as the
 * terminal does, so that a reader sees the name in the order it is stored and that something was in it.
 */
public final class BidiControls {

    private BidiControls() {
    }

    public static boolean isControl(char c) {
        return c == '\u200e' || c == '\u200f' || c == '\u061c' || (c >= '\u202a' && c <= '\u202e')
                || (c >= '\u2066' && c <= '\u2069');
    }

    /** {@code text} with each control replaced by its escape; markup around it is left as it is. */
    public static String shown(String text) {
        if (text == null || text.chars().noneMatch(c -> isControl((char) c))) {
            return text;
        }
        StringBuilder shown = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            shown.append(isControl(c) ? escape(c) : String.valueOf(c));
        }
        return shown.toString();
    }

    static String escape(char c) {
        return String.format("\\u%04x", (int) c);
    }
}
