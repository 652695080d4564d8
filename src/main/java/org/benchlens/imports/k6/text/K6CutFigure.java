package org.benchlens.imports.k6.text;

import java.util.regex.Pattern;

/**
 * The last figure of a trend line that a terminal cut off at its width ({@code p(95)=21.44m} for
 * {@code p(95)=21.44ms}). Read as it is, it would be another unit or no figure at all, so it is never
 * read from the line: it is taken from the threshold line that prints the same statistic whole, or
 * left out (decision 0120).
 *
 * @param stat    the statistic's name ({@code p(95)}), or null when not even its {@code =} is left
 * @param value   what is left of its value ({@code 21.44m}), possibly empty
 * @param printed the last token as the line has it
 */
record K6CutFigure(String stat, String value, String printed) {

    /**
     * A number whose unit k6 never prints alone: {@code m} is {@code ms} cut ({@code 1m0s} is how a
     * minute prints), {@code µ}, {@code u}, {@code n} are {@code µs}, {@code us}, {@code ns} cut.
     */
    private static final Pattern SHORT_UNIT = Pattern.compile("\\d+(?:\\.\\d*)?[mµμun]");
    private static final Pattern BARE = Pattern.compile("\\d+(?:\\.\\d*)?");
    private static final Pattern WITH_UNIT = Pattern.compile("\\S+=\\d+(?:\\.\\d+)?\\p{L}+");

    /**
     * The cut figure that ends the values of a trend line, or null when its last figure reads whole.
     * A bare number at the end is cut when the other figures of the line carry units (with
     * {@code --summary-time-unit} every figure is bare).
     */
    static K6CutFigure atEnd(String data) {
        String[] tokens = data.strip().split("\\s+");
        if (tokens.length < 2 || !tokens[0].contains("=")) {
            return null;
        }
        String last = tokens[tokens.length - 1];
        int equals = last.indexOf('=');
        if (equals < 0) {
            return new K6CutFigure(null, "", last);
        }
        String stat = last.substring(0, equals);
        String value = last.substring(equals + 1);
        boolean othersHaveUnits = WITH_UNIT.matcher(tokens[0]).matches();
        if (value.isEmpty() || SHORT_UNIT.matcher(value).matches()
                || othersHaveUnits && BARE.matcher(value).matches()) {
            return new K6CutFigure(stat, value, last);
        }
        return null;
    }

    /** The values of the line without the cut figure. */
    static String without(String data) {
        return data.stripTrailing().replaceFirst("\\s+\\S+$", "");
    }

    /** True when {@code whole}, as a threshold line prints the statistic, begins with what is left here. */
    boolean isStartOf(String whole) {
        return !value.isEmpty() && whole.startsWith(value) && whole.length() > value.length();
    }
}
