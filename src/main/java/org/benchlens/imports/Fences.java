package org.benchlens.imports;

import java.util.regex.Pattern;

/** Markdown fences ({@code ```} or {@code ~~~}), and the ones that open a block of program code. */
public final class Fences {

    private static final Pattern FENCE = Pattern.compile("^\\s*(?:```|~~~).*$");
    private static final Pattern CODE = Pattern.compile(
            "^\\s*(?:```|~~~)\\s*(?:js|javascript|ts|typescript|go|golang|json|ya?ml|py|python|java|sql|toml|ini|html"
            + "|xml|dockerfile|c|cpp|rust|lua)\\b.*$", Pattern.CASE_INSENSITIVE);

    private Fences() {
    }

    public static boolean isFence(String line) {
        return FENCE.matcher(line).matches();
    }

    /** The opening of a fenced block of program code, by its language: {@code ```javascript}, {@code ```json}. */
    public static boolean opensCode(String line) {
        return CODE.matcher(line).matches();
    }
}
