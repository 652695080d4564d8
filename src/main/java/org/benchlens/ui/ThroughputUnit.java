package org.benchlens.ui;

import java.util.Locale;

/**
 * What a run's throughput counts, said the way its benchmark says it: requests for HTTP load,
 * rows for YBIO, inserts or queries for an Insert Benchmark step (l.i0, l.i1, l.i2 insert; qr*,
 * qp* query).
 */
final class ThroughputUnit {

    private ThroughputUnit() {
    }

    static String of(String format, String step) {
        String lower = format.toLowerCase(Locale.ROOT);
        if (lower.startsWith("ybio")) {
            return "rows/s";
        }
        if (lower.equals("ibench")) {
            String s = step == null ? "" : step.toLowerCase(Locale.ROOT);
            if (s.startsWith("l.i")) {
                return "inserts/s";
            }
            if (s.startsWith("qr") || s.startsWith("qp")) {
                return "queries/s";
            }
            return "operations/s";
        }
        if (lower.startsWith("k6") || lower.equals("runner-http")) {
            return "requests/s";
        }
        return "operations/s";
    }
}
