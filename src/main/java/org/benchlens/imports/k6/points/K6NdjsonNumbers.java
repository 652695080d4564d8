package org.benchlens.imports.k6.points;

import java.nio.charset.StandardCharsets;

/**
 * Reads JSON numbers straight from bytes. Up to 15 significant digits and a power of ten up to
 * 22, the value is computed exactly (both factors are exact doubles and one operation rounds
 * correctly, as Double.parseDouble would); anything longer goes to Double.parseDouble.
 */
final class K6NdjsonNumbers {

    private static final double[] POWERS_OF_TEN = new double[23];

    static {
        double power = 1;
        for (int i = 0; i < POWERS_OF_TEN.length; i++) {
            POWERS_OF_TEN[i] = power;
            power *= 10;
        }
    }

    private byte[] b;
    private int pos;

    /**
     * The number at {@code from}; {@link #end()} then says where it ends, or -1 when there is no
     * JSON number there, or one too large for a double. A non-digit must follow the number.
     */
    double read(byte[] bytes, int from) {
        b = bytes;
        pos = from;
        boolean negative = b[pos] == '-';
        if (negative) {
            pos++;
        }
        long mantissa = 0;
        int significant = 0;
        int exponent = 0;
        int intStart = pos;
        if (b[pos] == '0') {
            pos++;
        } else {
            while (isDigit(b[pos])) {
                if (significant < 18) {
                    mantissa = mantissa * 10 + (b[pos] - '0');
                    significant += mantissa == 0 ? 0 : 1;
                } else {
                    exponent++;
                    significant++;
                }
                pos++;
            }
        }
        if (pos == intStart) {
            return invalid();
        }
        if (b[pos] == '.') {
            pos++;
            int fractionStart = pos;
            while (isDigit(b[pos])) {
                if (significant < 18) {
                    mantissa = mantissa * 10 + (b[pos] - '0');
                    exponent--;
                    significant += mantissa == 0 ? 0 : 1;
                } else {
                    significant++;
                }
                pos++;
            }
            if (pos == fractionStart) {
                return invalid();
            }
        }
        if (b[pos] == 'e' || b[pos] == 'E') {
            int written = readExponent();
            if (pos < 0) {
                return Double.NaN;
            }
            exponent += written;
        }
        if (significant <= 15 && exponent >= -22 && exponent <= 22) {
            double value = exponent >= 0 ? mantissa * POWERS_OF_TEN[exponent] : mantissa / POWERS_OF_TEN[-exponent];
            return negative ? -value : value;
        }
        double value = Double.parseDouble(new String(b, from, pos - from, StandardCharsets.ISO_8859_1));
        return Double.isInfinite(value) ? invalid() : value;
    }

    /** The index after the number last read, or -1 when it was not a number. */
    int end() {
        return pos;
    }

    private int readExponent() {
        pos++;
        boolean negative = b[pos] == '-';
        if (negative || b[pos] == '+') {
            pos++;
        }
        int digitsStart = pos;
        int exponent = 0;
        while (isDigit(b[pos])) {
            exponent = Math.min(exponent * 10 + (b[pos] - '0'), 100_000);
            pos++;
        }
        if (pos == digitsStart) {
            invalid();
        }
        return negative ? -exponent : exponent;
    }

    private double invalid() {
        pos = -1;
        return Double.NaN;
    }

    private static boolean isDigit(byte c) {
        return c >= '0' && c <= '9';
    }
}
