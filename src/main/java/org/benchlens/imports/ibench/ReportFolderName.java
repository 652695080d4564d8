package org.benchlens.imports.ibench;

import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the name of a report folder says, such as {@code 24_06_10.ib.mem.dell32.pg.hack10}: the
 * date it starts with ({@code yy_mm_dd}, 2024-06-10), and the workload when one of its words says
 * it: {@code cached} or {@code mem} for a cached database, {@code io}, {@code iobound},
 * {@code iobuf} or {@code iodir} for an IO-bound one.
 *
 * @param date     null when the name does not start with a valid date
 * @param workload {@link #CACHED}, {@link #IO_BOUND} or null when the name does not say (or says both)
 */
record ReportFolderName(String name, LocalDate date, String workload) {

    static final String CACHED = "cached";
    static final String IO_BOUND = "io-bound";

    private static final Pattern DATE = Pattern.compile("(\\d\\d)_(\\d\\d)_(\\d\\d)(?:\\D.*)?");
    private static final List<String> CACHED_WORDS = List.of("cached", "mem");
    private static final List<String> IO_WORDS = List.of("io", "iobound", "iobuf", "iodir");

    static ReportFolderName of(Path folder) {
        Path name = folder == null ? null : folder.toAbsolutePath().normalize().getFileName();
        return parse(name == null ? "" : name.toString());
    }

    static ReportFolderName parse(String name) {
        List<String> words = Arrays.stream(name.toLowerCase(Locale.ROOT).split("[._-]+")).toList();
        boolean cached = words.stream().anyMatch(CACHED_WORDS::contains);
        boolean io = words.stream().anyMatch(IO_WORDS::contains);
        String workload = cached == io ? null : cached ? CACHED : IO_BOUND;
        return new ReportFolderName(name, dateOf(name), workload);
    }

    private static LocalDate dateOf(String name) {
        Matcher date = DATE.matcher(name);
        if (!date.matches()) {
            return null;
        }
        try {
            return LocalDate.of(2000 + Integer.parseInt(date.group(1)), Integer.parseInt(date.group(2)),
                    Integer.parseInt(date.group(3)));
        } catch (DateTimeException e) {
            return null;
        }
    }
}
