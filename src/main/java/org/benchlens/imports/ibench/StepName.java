package org.benchlens.imports.ibench;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Insert Benchmark step names as BenchLens stores them. The report numbers the read-write steps
 * in the order they ran ({@code qr100.L1}, {@code qp100.L2}, …); that number says nothing the
 * name does not, so it is dropped: {@code qr100.L1} is stored as {@code qr100}. The 2023 names
 * ({@code q100.1}) are a different step set and are kept as they are.
 */
final class StepName {

    private static final Pattern NUMBERED = Pattern.compile("(q[rp]\\d+)\\.L\\d+");

    private StepName() {
    }

    static String normalise(String reportName) {
        String name = reportName.strip();
        Matcher numbered = NUMBERED.matcher(name);
        return numbered.matches() ? numbered.group(1) : name;
    }
}
