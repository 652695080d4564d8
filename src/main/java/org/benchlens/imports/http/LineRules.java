package org.benchlens.imports.http;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;

/**
 * The lines a text report may hold, each a pattern and what to do with it; a line is read by the
 * first rule whose pattern matches all of it. Figures are taken from the match with the column
 * where they stand, for a message that points at a bad one.
 */
public final class LineRules {

    private final List<Rule> rules = new ArrayList<>();

    public LineRules on(String regex, Handler handler) {
        rules.add(new Rule(Pattern.compile(regex), handler));
        return this;
    }

    /** True when a rule read the line. */
    public boolean apply(Line line) throws ImportFailure {
        for (Rule rule : rules) {
            Matcher m = rule.pattern().matcher(line.stripped());
            if (m.matches()) {
                rule.handler().accept(m, line);
                return true;
            }
        }
        return false;
    }

    @FunctionalInterface
    public interface Handler {
        void accept(Matcher m, Line at) throws ImportFailure;
    }

    private record Rule(Pattern pattern, Handler handler) {
    }

    /**
     * A line of the file: as it is, without its indentation, its number and where the stripped
     * text starts in it.
     */
    public record Line(String text, String stripped, long number, int from) {

        public static Line of(String text, long number) {
            String stripped = text.strip();
            return new Line(text, stripped, number, stripped.isEmpty() ? 0 : text.indexOf(stripped));
        }

        public boolean isBlank() {
            return stripped.isEmpty();
        }

        /** A plain number in a group of the match. */
        public double number(Matcher m, int group, String expected) throws ImportFailure {
            return LineNumbers.number(text, number, from + m.start(group), m.group(group), expected);
        }

        /** A figure in a group of the match, read by {@code parse} (a duration, a size, …). */
        public double quantity(Matcher m, int group, Function<String, OptionalDouble> parse, String expected)
                throws ImportFailure {
            OptionalDouble value = parse.apply(m.group(group));
            if (value.isEmpty()) {
                throw failure(m, group, expected);
            }
            return value.getAsDouble();
        }

        public ImportFailure failure(Matcher m, int group, String expected) {
            return LineNumbers.failure(text, number, from + m.start(group), m.group(group), expected);
        }
    }
}
