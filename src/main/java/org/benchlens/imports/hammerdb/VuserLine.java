package org.benchlens.imports.hammerdb;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A line of HammerDB's output without what is around its message: the {@code Vuser 3:} of the
 * virtual user that printed it, and the quotes and comma of a job's result as the CLI's
 * {@code jobs} command and the web service give it ({@code "TEST RESULT : System achieved …",}).
 *
 * @param vuser   the virtual user's number, 0 for the CLI's own lines
 * @param message the text, stripped
 * @param at      where the message starts in the line
 */
record VuserLine(int vuser, String message, int at) {

    private static final Pattern LINE = Pattern.compile("\\s*\"?(?:Vuser (\\d+):)?(.*?)(?:\",?)?\\s*");

    static VuserLine of(String line) {
        Matcher m = LINE.matcher(line);
        m.matches();
        String message = m.group(2).strip();
        int at = message.isEmpty() ? 0 : line.indexOf(message, m.start(2));
        return new VuserLine(m.group(1) == null ? 0 : Integer.parseInt(m.group(1)), message, at);
    }
}
