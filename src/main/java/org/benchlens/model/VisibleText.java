package org.benchlens.model;

/**
 * Text from files and the store, made safe to print on a terminal: control characters (escape
 * sequences, carriage returns, NUL, line breaks, {@link BidiControls}) are shown as visible escapes such as
 * {@code \e}, {@code \r}, {@code \n} or {@code \u009b} instead of acting on the screen.
 */
public final class VisibleText {

    private VisibleText() {
    }

    public static String of(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder visible = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String escape = escape(c);
            if (escape != null && visible == null) {
                visible = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (visible != null) {
                visible.append(escape != null ? escape : String.valueOf(c));
            }
        }
        return visible == null ? text : visible.toString();
    }

    private static String escape(char c) {
        return switch (c) {
            case '\u001b' -> "\\e";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case '\0' -> "\\0";
            default -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || BidiControls.isControl(c)
                    ? BidiControls.escape(c) : null;
        };
    }
}
