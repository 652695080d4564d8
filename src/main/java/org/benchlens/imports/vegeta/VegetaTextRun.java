package org.benchlens.imports.vegeta;

import java.math.BigDecimal;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.Fences;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;
import org.benchlens.imports.Quantities;
import org.benchlens.model.RunDraft;
import org.benchlens.imports.http.LineRules;
import org.benchlens.imports.http.TextRun;

/**
 * One text report of vegeta ({@code vegeta report}, the default type): lines of a name, the names
 * of its figures in brackets and the figures ({@code Requests [total, rate, throughput] 60, 1.02,
 * 0.33}), times as Go prints durations ({@code 92.562ms}, {@code 2m55s}), then {@code Error Set:}
 * and one line per distinct error. vegeta prints nothing after the last error, so the set ends at the
 * first line a write-up puts after a report: a blank line, a Markdown fence or heading, or a vegeta
 * command line (the heading and the command are left to the next run).
 */
final class VegetaTextRun implements TextRun {

    static final Pattern START = Pattern.compile("Requests\\s+\\[total, rate(?:, throughput)?\\]\\s+.*");
    private static final Pattern LINE = Pattern.compile(
            "(Requests|Duration|Latencies|Bytes In|Bytes Out|Success|Status Codes)\\s+\\[([^\\]]*)\\]\\s*(.*)");
    private static final Pattern STATUS = Pattern.compile("(\\d+):(\\d+)");
    private static final Pattern HEADING = Pattern.compile("#{1,6}\\s.*");
    private static final Pattern COMMAND = Pattern.compile(".*\\bvegeta\\s+(?:attack|report)\\b.*");
    private static final String DURATION = "a duration such as 92.562ms or 2m55s";

    private final VegetaReport report = new VegetaReport();
    private boolean errorSet;
    private boolean errorsEnded;

    @Override
    public boolean accept(LineRules.Line line) throws ImportFailure {
        if (errorsEnded) {
            return false;
        }
        if (errorSet) {
            if (line.isBlank() || Fences.isFence(line.text())) {
                errorsEnded = true;
                return true;
            }
            if (HEADING.matcher(line.stripped()).matches() || COMMAND.matcher(line.stripped()).matches()) {
                errorsEnded = true;
                return false;
            }
            report.errors.add(line.stripped());
            return true;
        }
        if (line.stripped().equals("Error Set:")) {
            errorSet = true;
            return true;
        }
        Matcher m = LINE.matcher(line.stripped());
        if (!m.matches()) {
            return false;
        }
        if (m.group(1).equals("Status Codes")) {
            statusCodes(m, line);
            return true;
        }
        List<String> names = List.of(m.group(2).split(",\\s*"));
        List<String> values = List.of(m.group(3).strip().split(",\\s*"));
        if (names.size() != values.size()) {
            throw LineNumbers.failure(line.text(), line.number(), line.from() + m.start(3), m.group(3),
                    names.size() + " figures for [" + m.group(2) + "]");
        }
        for (int i = 0; i < names.size(); i++) {
            figure(m.group(1), names.get(i), values.get(i), line, m.start(3));
        }
        return true;
    }

    @Override
    public boolean complete() {
        return errorSet;
    }

    @Override
    public RunDraft finish() {
        return report.toDraft();
    }

    private void figure(String group, String name, String value, LineRules.Line line, int from) throws ImportFailure {
        switch (group) {
            case "Requests" -> {
                double n = plain(value, line, from, "a number");
                switch (name) {
                    case "total" -> report.requests = n;
                    case "rate" -> report.rate = n;
                    default -> report.throughput = n;
                }
            }
            case "Duration" -> {
                BigDecimal seconds = BigDecimal.valueOf(read(value, line, from, Quantities::millis, DURATION))
                        .movePointLeft(3);
                if (name.equals("attack")) {
                    report.attackSeconds = seconds;
                } else if (name.equals("wait")) {
                    report.waitSeconds = seconds;
                }
            }
            // percentiles are named 50, 90, …: stored as the JSON report names them, 50th, 90th, …
            case "Latencies" -> report.latencies.put(Character.isDigit(name.charAt(0)) ? name + "th" : name,
                    read(value, line, from, Quantities::millis, DURATION));
            case "Bytes In", "Bytes Out" -> {
                double n = plain(value, line, from, "a number of bytes");
                boolean in = group.equals("Bytes In");
                if (name.equals("total")) {
                    if (in) {
                        report.bytesInTotal = n;
                    } else {
                        report.bytesOutTotal = n;
                    }
                } else if (in) {
                    report.bytesInMean = n;
                } else {
                    report.bytesOutMean = n;
                }
            }
            default -> report.success = read(value, line, from, Quantities::percentAsFraction, "a percentage");
        }
    }

    private void statusCodes(Matcher m, LineRules.Line line) throws ImportFailure {
        for (String pair : m.group(3).strip().split("\\s+")) {
            if (pair.isEmpty()) {
                continue;
            }
            Matcher status = STATUS.matcher(pair);
            if (!status.matches()) {
                throw LineNumbers.failure(line.text(), line.number(), line.from() + m.start(3), pair,
                        "a status code and its count such as 200:58");
            }
            report.statusCodes.merge(status.group(1), Long.parseLong(status.group(2)), Long::sum);
        }
    }

    private static double plain(String value, LineRules.Line line, int from, String expected) throws ImportFailure {
        return read(value, line, from, Quantities::number, expected);
    }

    private static double read(String value, LineRules.Line line, int from, Function<String, OptionalDouble> parse,
                               String expected) throws ImportFailure {
        OptionalDouble parsed = parse.apply(value);
        if (parsed.isEmpty()) {
            throw LineNumbers.failure(line.text(), line.number(), line.from() + from, value, expected);
        }
        return parsed.getAsDouble();
    }
}
