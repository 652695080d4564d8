package org.benchlens.imports.ybio;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.Quantities;

/**
 * A call of setup() or runit() as typed at a prompt ({@code postgres=# call runit(tab_rows=>1e6::int,
 * pct_update=>42);}, {@code $ psql <<<"call setup(batch_size=>100000)"}): the procedure and its named
 * arguments, values as a person reads them ({@code 1e6::int} → 1000000, {@code interval '3 seconds'}
 * → 3 seconds), and settings made on the same line ({@code set statement_timeout='2s';}).
 *
 * @param arguments named arguments and settings, lower-case names, in the order written
 * @param ignored   arguments that are not {@code name=>value}, such as positional ones
 */
record YbioCall(String procedure, Map<String, String> arguments, List<String> ignored) {

    private static final Pattern CALL = Pattern.compile("\\bcall\\s+(setup|runit)\\s*\\(", Pattern.CASE_INSENSITIVE);
    /** psql's prompt in a statement's next lines: {@code postgres-#}, {@code postgres(#}, {@code postgres'>}. */
    private static final Pattern CONTINUATION_PROMPT = Pattern.compile("(?m)^\\s*[\\w.-]*[-('\"][#>] ?");
    private static final Pattern NAMED = Pattern.compile("(?s)(\\w+)\\s*(?:=>|:=)\\s*(.*)");
    private static final Pattern SET = Pattern.compile(
            "\\bset\\s+(\\w+)\\s*(?:=|\\bto\\b)\\s*('(?:[^']|'')*'|[^;\\s]+)", Pattern.CASE_INSENSITIVE);
    private static final Pattern CAST = Pattern.compile("(?s)(.*?)\\s*::\\s*[\\w ]+(\\[\\])?");
    private static final Pattern TYPED_LITERAL = Pattern.compile(
            "(?s)(?:interval|timestamp|date|time|text|int|bigint|numeric)\\s+('.*')", Pattern.CASE_INSENSITIVE);
    private static final Pattern ELISION = Pattern.compile("^(?:\\.\\.\\.+|…)\\s*");

    YbioCall {
        arguments = Map.copyOf(arguments);
        ignored = List.copyOf(ignored);
    }

    /** True when the line calls setup() or runit(). */
    static boolean isCall(String line) {
        return CALL.matcher(line).find();
    }

    /** True when the line goes on with a statement typed at a psql prompt. */
    static boolean isContinuation(String line) {
        return CONTINUATION_PROMPT.matcher(line).lookingAt();
    }

    /**
     * The call on this text, or null while its argument list is not closed: it then goes on in
     * the next lines, after psql's continuation prompt ({@code postgres(#}).
     */
    static YbioCall parse(String typed) {
        String text = CONTINUATION_PROMPT.matcher(typed).replaceAll("");
        Matcher call = CALL.matcher(text);
        if (!call.find()) {
            throw new IllegalArgumentException("not a call of setup() or runit(): " + text);
        }
        List<String> parts = splitArguments(text, call.end());
        if (parts == null) {
            return null;
        }
        Map<String, String> arguments = new LinkedHashMap<>();
        Matcher set = SET.matcher(text.substring(0, call.start()));
        while (set.find()) {
            arguments.put(set.group(1).toLowerCase(Locale.ROOT), value(set.group(2)));
        }
        List<String> ignored = new ArrayList<>();
        for (String part : parts) {
            // "call runit(... batch_size=>500)": the writer left arguments out
            String argument = ELISION.matcher(part.strip()).replaceFirst("");
            Matcher named = NAMED.matcher(argument);
            if (named.matches()) {
                arguments.put(named.group(1).toLowerCase(Locale.ROOT), value(named.group(2)));
            } else if (!argument.isEmpty()) {
                ignored.add(argument);
            }
        }
        return new YbioCall(call.group(1).toLowerCase(Locale.ROOT), arguments, ignored);
    }

    /** The arguments between the parentheses, split at top-level commas; null when the ')' is missing. */
    private static List<String> splitArguments(String text, int from) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        int depth = 0;
        boolean quoted = false;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '(') {
                depth++;
            } else if (!quoted && c == ')' && depth-- == 0) {
                parts.add(part.toString());
                return parts;
            } else if (!quoted && c == ',' && depth == 0) {
                parts.add(part.toString());
                part.setLength(0);
                continue;
            }
            part.append(c);
        }
        return null;
    }

    /** {@code 1e6::int} → 1000000, {@code interval '3 seconds'} → 3 seconds, {@code 'bs=10'} → bs=10. */
    static String value(String written) {
        String value = written.strip();
        Matcher cast = CAST.matcher(value);
        if (cast.matches()) {
            value = cast.group(1);
        }
        Matcher typed = TYPED_LITERAL.matcher(value);
        if (typed.matches()) {
            value = typed.group(1);
        }
        if (value.length() >= 2 && value.startsWith("'") && value.endsWith("'")) {
            return value.substring(1, value.length() - 1).replace("''", "'");
        }
        return Quantities.number(value).isPresent() ? PgText.plain(value) : value;
    }
}
