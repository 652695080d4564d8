package org.benchlens.imports.hammerdb;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The line HammerDB writes to its log each time logging starts, before the virtual users run:
 * {@code Hammerdb Log @ Fri Jul 05 09:55:26 BST 2019}, Tcl's {@code clock format} of the moment. The
 * zone is an abbreviation, which Java alone would read in the wrong place ({@code BST} is
 * Bougainville to it); only abbreviations with one meaning in practice are read.
 */
final class LogHeader {

    private static final Pattern HEADER = Pattern.compile("Hammerdb Log @ (\\w{3} \\w{3} \\d{1,2} \\d{2}:\\d{2}:\\d{2}) (\\S+) (\\d{4})");
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ENGLISH);
    private static final Map<String, String> ZONES = Map.ofEntries(
            Map.entry("UTC", "UTC"), Map.entry("GMT", "UTC"), Map.entry("BST", "Europe/London"),
            Map.entry("CET", "Europe/Paris"), Map.entry("CEST", "Europe/Paris"),
            Map.entry("EST", "America/New_York"), Map.entry("EDT", "America/New_York"),
            Map.entry("CST", "America/Chicago"), Map.entry("CDT", "America/Chicago"),
            Map.entry("MST", "America/Denver"), Map.entry("MDT", "America/Denver"),
            Map.entry("PST", "America/Los_Angeles"), Map.entry("PDT", "America/Los_Angeles"),
            Map.entry("JST", "Asia/Tokyo"));

    /** What a header line says: the moment, when its zone is known, and the text as printed. */
    record Start(Optional<Instant> instant, String printed) {
    }

    private LogHeader() {
    }

    /** The start a header line gives, or empty when the line is no header. */
    static Optional<Start> parse(String line) {
        Matcher m = HEADER.matcher(line.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        String printed = m.group(1) + " " + m.group(2) + " " + m.group(3);
        String zone = ZONES.get(m.group(2));
        try {
            LocalDateTime local = LocalDateTime.parse(m.group(1) + " " + m.group(3), TIME);
            return Optional.of(new Start(zone == null ? Optional.empty()
                    : Optional.of(local.atZone(ZoneId.of(zone)).toInstant()), printed));
        } catch (DateTimeParseException e) {
            return Optional.of(new Start(Optional.empty(), printed));
        }
    }
}
