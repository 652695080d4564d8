package org.benchlens.imports.history;

import java.util.Locale;
import java.util.Set;

/**
 * The units of a history's figures that cannot be below zero: times, sizes, counts and their rates,
 * as the benchmark tools write them (go's ns/op, B/op and allocs/op, benchmark.js's ops/sec, cargo's
 * ns/iter, JMH's us/op). Other units (a custom tool's "%" or "delta") may be negative.
 */
final class HistoryUnits {

    private static final Set<String> AMOUNTS = Set.of("ns", "us", "µs", "μs", "ms", "s", "sec", "secs", "seconds",
            "min", "h", "b", "kb", "mb", "gb", "kib", "mib", "gib", "byte", "bytes", "alloc", "allocs", "op", "ops",
            "iter", "iters", "iterations", "call", "calls", "req", "requests", "count");

    private HistoryUnits() {
    }

    /** True for a unit such as ns/op or ops/sec: an amount, alone or per something. */
    static boolean cannotBeNegative(String unit) {
        String amount = unit.strip().toLowerCase(Locale.ROOT).split("/", 2)[0].strip();
        return AMOUNTS.contains(amount);
    }
}
