package org.benchlens.imports.table;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.AttributeKeys;

/**
 * The headings above pasted tables and sweep blocks, and what they say about the runs below:
 * {@code m5a.4xlarge results for 2pgrest:} (instance and deployment), {@code Latest version(7.0.1)},
 * {@code Master version}, {@code t3anano - Master version} (version, and instance), and a lone
 * word such as {@code t3anano} above a table (instance) or {@code GETSingle} above a sweep block
 * (scenario), which only the next line can tell apart.
 */
final class TableHeadings {

    private static final Pattern RESULTS_FOR =
            Pattern.compile("^(\\S{1,60})\\s+results\\s+for\\s+(\\S.{0,99}?)\\s*:?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern VERSION = Pattern.compile(
            "^(?:(\\S{1,60})\\s+-\\s+)?(\\w{1,40})\\s+version\\s*(?:\\(\\s*v?([\\w.+-]{1,40})\\s*\\))?\\s*:?$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern VERSION_NUMBER =
            Pattern.compile("^version\\s*:?\\s*v?(\\d[\\w.+-]{0,40})$", Pattern.CASE_INSENSITIVE);
    private static final Pattern WORD = Pattern.compile("^[A-Za-z][\\w.+-]{0,60}$");
    /** {@code GETSingle  (wo nginx optimization))}: a title and what the author wrote about it, parentheses unbalanced or not. */
    private static final Pattern ANNOTATED = Pattern.compile("^([A-Za-z][\\w.+-]{0,60})\\s*\\(+\\s*([^()]{1,100}?)\\s*\\)*$");
    /** {@code m5a.4xlarge + 4 postgrest behind nginx LB}: an instance and what runs on it. */
    private static final Pattern INSTANCE_WITH =
            Pattern.compile("^([a-z][a-z0-9-]{0,20}\\.[a-z0-9-]{1,20})\\s+\\+\\s+(\\S.{0,99}?)\\s*:?$");
    /** The attribute an annotated title's note becomes. */
    static final String VARIANT = "variant";
    private static final Pattern MARKDOWN = Pattern.compile("^#{1,6}\\s+|^[*_]{2}|[*_]{2}$");

    private final Map<String, String> attributes = new LinkedHashMap<>();

    /** Takes a heading that says instance, deployment or version; false when {@code line} is none. */
    boolean apply(String line) {
        String text = clean(line);
        Matcher m;
        if ((m = RESULTS_FOR.matcher(text)).matches()) {
            attributes.put(AttributeKeys.INSTANCE, m.group(1));
            attributes.put(AttributeKeys.DEPLOYMENT, m.group(2));
            return true;
        }
        if ((m = VERSION.matcher(text)).matches()) {
            String version = m.group(3) != null ? m.group(3) : m.group(2).toLowerCase(Locale.ROOT);
            attributes.put(AttributeKeys.VERSION, version);
            put(AttributeKeys.INSTANCE, m.group(1));
            return true;
        }
        if ((m = INSTANCE_WITH.matcher(text)).matches()) {
            attributes.put(AttributeKeys.INSTANCE, m.group(1));
            attributes.put(AttributeKeys.DEPLOYMENT, m.group(2));
            return true;
        }
        if ((m = VERSION_NUMBER.matcher(text)).matches()) {
            attributes.put(AttributeKeys.VERSION, m.group(1));
            return true;
        }
        return false;
    }

    /** The word of a one-word heading line ({@code t3anano}, {@code ## GETSingle:}), or null. */
    static String word(String line) {
        String text = clean(line);
        if (text.endsWith(":")) {
            text = text.substring(0, text.length() - 1);
        }
        return WORD.matcher(text).matches() ? text : null;
    }

    /** A sweep block's title, plain ({@code GETSingle}) or annotated ({@code GETSingle (wo nginx optimization)}), or null. */
    static Title title(String line) {
        String word = word(line);
        if (word != null) {
            return new Title(word, null);
        }
        Matcher m = ANNOTATED.matcher(clean(line));
        return m.matches() ? new Title(m.group(1), m.group(2)) : null;
    }

    /** @param note what the parentheses after the title say, or null */
    record Title(String scenario, String note) {
    }

    void instance(String instance) {
        attributes.put(AttributeKeys.INSTANCE, instance);
    }

    Map<String, String> attributes() {
        return Map.copyOf(attributes);
    }

    private void put(String key, String value) {
        if (value == null) {
            attributes.remove(key);
        } else {
            attributes.put(key, value);
        }
    }

    private static String clean(String line) {
        return MARKDOWN.matcher(line.strip()).replaceAll("").strip();
    }
}
