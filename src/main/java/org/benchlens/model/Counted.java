package org.benchlens.model;

/** A count with its noun, singular for one: "1 run", "3 runs", "0 inputs". */
public final class Counted {

    private Counted() {
    }

    /** {@code n} and {@code noun}, with an "s" unless {@code n} is 1. */
    public static String of(long n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "s");
    }

    public static String runs(long n) {
        return of(n, "run");
    }
}
