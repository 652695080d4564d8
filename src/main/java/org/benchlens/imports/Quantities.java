package org.benchlens.imports;

import java.math.BigDecimal;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.GoDuration;

/**
 * Numbers with units as benchmark tools print them: durations ({@code 877.15µs}, {@code 1m0s}),
 * sizes ({@code 24 MB}, decimal units as k6 prints them), rates ({@code 2551.265784/s},
 * {@code 801 kB/s}) and percentages ({@code 0.00%}). Each method answers empty for text that is
 * not of its kind, so a caller can say what it expected and where. Scaling is done in decimal,
 * so that {@code 70.96µs} becomes exactly the double nearest to 0.07096 ms.
 */
public final class Quantities {

    private static final String NUMBER = "[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d{1,3})?";
    private static final Pattern PLAIN = Pattern.compile(NUMBER);
    /** One part of a duration; {@code ms} is tried before {@code m}, micro is U+00B5, U+03BC or u. */
    private static final Pattern SIZE = Pattern.compile("(" + NUMBER + ")\\s*(B|[kKMGTPE]B|[KMGTPE]iB)");
    private static final Pattern PERCENT = Pattern.compile("(" + NUMBER + ")\\s*%");
    /** A count with a metric prefix as wrk prints it: {@code 8.74k}, {@code 1.2M}. */
    private static final Pattern PREFIXED = Pattern.compile("(" + NUMBER + ")([kMGT]?)");
    /** A size in powers of 1024 as wrk prints it: {@code 376.50MB}, {@code 458.91KB}, {@code 718.00B}. */
    private static final Pattern BINARY_SIZE = Pattern.compile("(" + NUMBER + ")([KMGTP]?)B");
    /** Longer text than this is not a quantity; it keeps hostile input from costing time. */
    private static final int MAX_LENGTH = 64;

    private Quantities() {
    }

    /**
     * {@code value} times ten to the power {@code places}, scaled in decimal, for a unit change:
     * 790.54 µs becomes exactly the double nearest to 0.79054 ms, not 0.7905399999999999.
     */
    public static double shiftDecimal(double value, int places) {
        return BigDecimal.valueOf(value).movePointRight(places).doubleValue();
    }

    /** A plain decimal number ({@code 1372.484403}, {@code -2}, {@code 1e3}); no NaN, no infinity. */
    public static OptionalDouble number(String text) {
        String s = clean(text);
        if (s == null || !PLAIN.matcher(s).matches()) {
            return OptionalDouble.empty();
        }
        double value = Double.parseDouble(s);
        return Double.isFinite(value) ? OptionalDouble.of(value) : OptionalDouble.empty();
    }

    /**
     * A duration in milliseconds: one or more parts of number and unit, as Go and k6 print them
     * ({@code 990ns}, {@code 70.96µs}, {@code 3.84ms}, {@code 1.04s}, {@code 1m0s}, {@code 1m00.1s},
     * {@code 1h2m3s}). A bare number is not a duration.
     */
    public static OptionalDouble millis(String text) {
        return GoDuration.millis(clean(text)).map(Quantities::finite).orElse(OptionalDouble.empty());
    }

    /**
     * A size in bytes: number and unit, with or without a space ({@code 24 MB}, {@code 801 kB},
     * {@code 718 B}). {@code kB}, {@code MB}, {@code GB}, ... are powers of 1000 as k6 prints
     * them ({@code KB} is read the same); {@code KiB}, {@code MiB}, ... are powers of 1024.
     */
    public static OptionalDouble bytes(String text) {
        String s = clean(text);
        if (s == null) {
            return OptionalDouble.empty();
        }
        Matcher m = SIZE.matcher(s);
        if (!m.matches()) {
            return OptionalDouble.empty();
        }
        BigDecimal amount = new BigDecimal(m.group(1));
        String prefix = m.group(2).substring(0, m.group(2).length() - 1);
        if (prefix.isEmpty()) {
            return finite(amount);
        }
        int power = "KMGTPE".indexOf(Character.toUpperCase(prefix.charAt(0))) + 1;
        if (prefix.length() == 1) {
            return finite(amount.movePointRight(3 * power));
        }
        return finite(amount.multiply(BigDecimal.valueOf(1024).pow(power)));
    }

    /** A count with an optional metric prefix, powers of 1000: {@code 8.74k} is 8740, {@code 386.23} is 386.23. */
    public static OptionalDouble withMetricPrefix(String text) {
        Matcher m = matcher(PREFIXED, text);
        if (m == null) {
            return OptionalDouble.empty();
        }
        return finite(new BigDecimal(m.group(1)).movePointRight(3 * power("kMGT", m.group(2))));
    }

    /**
     * A size in bytes as wrk prints it, in powers of 1024 whatever the letters say:
     * {@code 458.91KB} is 458.91 × 1024 bytes, {@code 1.11MB} is 1.11 × 1024² bytes.
     */
    public static OptionalDouble binaryBytes(String text) {
        Matcher m = matcher(BINARY_SIZE, text);
        if (m == null) {
            return OptionalDouble.empty();
        }
        return finite(new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(1024).pow(power("KMGTP", m.group(2)))));
    }

    /** The number of a rate such as {@code 2551.265784/s}: 2551.265784 per second. */
    public static OptionalDouble perSecond(String text) {
        String s = clean(text);
        if (s == null || !s.endsWith("/s")) {
            return OptionalDouble.empty();
        }
        return number(s.substring(0, s.length() - 2));
    }

    /** A data rate such as {@code 801 kB/s}, in bytes per second. */
    public static OptionalDouble bytesPerSecond(String text) {
        String s = clean(text);
        if (s == null || !s.endsWith("/s")) {
            return OptionalDouble.empty();
        }
        return bytes(s.substring(0, s.length() - 2));
    }

    /** A percentage as a fraction: {@code 0.00%} is 0, {@code 62.56%} is 0.6256. */
    public static OptionalDouble percentAsFraction(String text) {
        String s = clean(text);
        if (s == null) {
            return OptionalDouble.empty();
        }
        Matcher m = PERCENT.matcher(s);
        if (!m.matches()) {
            return OptionalDouble.empty();
        }
        return finite(new BigDecimal(m.group(1)).movePointLeft(2));
    }

    /** A number given in percent without the sign ({@code 62.56}) as a fraction (0.6256). */
    public static double fractionOfPercent(double percent) {
        return BigDecimal.valueOf(percent).movePointLeft(2).doubleValue();
    }

    /**
     * A number as printed, times a power of ten, in decimal: seconds 0.0183 are exactly the double
     * nearest to 18.3 ms, where 0.0183 * 1000 would be 18.299999999999997. NaN stays NaN.
     */
    public static double timesPowerOfTen(double value, int power) {
        if (!Double.isFinite(value)) {
            return value;
        }
        return new BigDecimal(Double.toString(value)).movePointRight(power).doubleValue();
    }

    private static OptionalDouble finite(BigDecimal value) {
        double d = value.doubleValue();
        return Double.isFinite(d) ? OptionalDouble.of(d) : OptionalDouble.empty();
    }

    /** 0 for no prefix, 1 for the first of {@code prefixes}, 2 for the second, … */
    private static int power(String prefixes, String prefix) {
        return prefix.isEmpty() ? 0 : prefixes.indexOf(prefix) + 1;
    }

    /** The matcher of {@code text} when the whole of it matches, else null. */
    private static Matcher matcher(Pattern pattern, String text) {
        String s = clean(text);
        if (s == null) {
            return null;
        }
        Matcher m = pattern.matcher(s);
        return m.matches() ? m : null;
    }

    private static String clean(String text) {
        if (text == null) {
            return null;
        }
        String s = text.strip();
        return s.length() > MAX_LENGTH ? null : s;
    }
}
