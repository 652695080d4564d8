package org.benchlens.imports.k6.text;

import java.util.Locale;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Attributes;

/**
 * What the lines around k6 output say about the runs that follow them, until said otherwise:
 * Markdown headings ({@code ## t3anano} → section, {@code ### reads} → subsection), context lines
 * ({@code PostgreSQL instance: m5a.large} → postgresql_instance=m5a.large, and instance=m5a.large
 * for the first kind of "... instance" line met) and the command line (command, script, scenario,
 * env.KEY, summary_export).
 */
final class K6TextContext {

    /** The nearest Markdown heading of level 1 or 2. */
    static final String SECTION = "section";
    /** The nearest Markdown heading of level 3 or deeper under the section. */
    static final String SUBSECTION = "subsection";

    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.{0,200}?)[\\s#]*$");
    private static final Pattern CONTEXT_LINE =
            Pattern.compile("^\\s*([A-Za-z][A-Za-z0-9 ._()/+-]{0,59}?)\\s*:\\s+(\\S.{0,199}?)\\s*$");
    private static final int MAX_KEY_WORDS = 5;

    private final TreeMap<String, String> attributes = new TreeMap<>();
    /** The slug of the context key that also sets {@code instance}: the first "... instance" key met. */
    private String instanceKey;

    /** Takes a Markdown heading; false when the line is none. */
    boolean heading(String line) {
        Matcher m = HEADING.matcher(line);
        if (!m.matches() || m.group(2).isEmpty()) {
            return false;
        }
        if (m.group(1).length() <= 2) {
            attributes.put(SECTION, m.group(2));
            attributes.remove(SUBSECTION);
        } else {
            attributes.put(SUBSECTION, m.group(2));
        }
        return true;
    }

    /** Takes a {@code Key: value} line; false when the line is none. */
    boolean contextLine(String line) {
        Matcher m = CONTEXT_LINE.matcher(line);
        if (!m.matches()) {
            return false;
        }
        String key = m.group(1).strip();
        String slug = slug(key);
        if (slug.isEmpty() || key.split("\\s+").length > MAX_KEY_WORDS) {
            return false;
        }
        if (slug.equals(AttributeKeys.STATUS)) {
            // "status" says whether the run finished; a context line must not mark runs incomplete
            slug = "context_status";
        }
        String value = m.group(2);
        attributes.put(slug, value);
        if (instanceKey == null && (slug.equals(AttributeKeys.INSTANCE) || slug.endsWith("_" + AttributeKeys.INSTANCE))) {
            instanceKey = slug;
        }
        if (slug.equals(instanceKey)) {
            attributes.put(AttributeKeys.INSTANCE, value);
        }
        return true;
    }

    /** A new command line replaces everything the previous one said. */
    void command(K6CommandLine command) {
        attributes.keySet().removeIf(key -> key.equals(K6CommandLine.COMMAND) || key.equals(K6CommandLine.SCRIPT)
                || key.equals(AttributeKeys.SCENARIO) || key.equals(K6CommandLine.SUMMARY_EXPORT)
                || key.startsWith(K6CommandLine.ENV_PREFIX));
        attributes.putAll(command.attributes());
    }

    Attributes snapshot() {
        return Attributes.of(attributes);
    }

    /** {@code PostgREST Pool} → postgrest_pool. */
    static String slug(String key) {
        return key.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
    }
}
