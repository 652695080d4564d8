package org.benchlens.imports.ab;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.LineRules;
import org.benchlens.imports.http.StepFigures;
import org.benchlens.imports.http.TextRun;

/**
 * One report of ApacheBench, from {@code Server Software:} (or the line a paste begins with) to the
 * {@code 100%} row of its percentage table: the server and document, the counts of complete and failed
 * requests, the rates, the connection times table ({@code -S} prints it without sd and median) and the
 * percentage of requests served within a time. Times are whole milliseconds but for the rates' three
 * decimals; transfer rates are in KiB/s.
 */
final class AbRun implements TextRun {

    static final String FORMAT = "ab";
    /** The lines a report or a paste of one begins with, in ab's order. */
    private static final List<String> HEADS = List.of("Server Software", "Document Path", "Number of workers",
            "Concurrency Level");
    static final Pattern START = Pattern.compile("(" + String.join("|", HEADS) + "):.*");
    static final Pattern COMMAND = Pattern.compile("(?:^|[\\s$>#])(ab\\s+-.*)$");
    private static final String[] PHASE_STATISTICS = {"min", "mean", "sd", "median", "max"};
    private static final String[] PHASE_STATISTICS_SHORT = {"min", "mean", "max"};

    private final RunDraft draft = new RunDraft(FORMAT, "");
    private final StepFigures total = new StepFigures(draft, Steps.TOTAL);
    private final List<String> warnings = new ArrayList<>();
    private int head = -1;
    private String hostname = "";
    private String port = "";
    private double complete = Double.NaN;
    private long failed;
    private boolean breakdown;
    private long connect;
    private long receive;
    private long length;
    private long exceptions;
    private long writeErrors;
    private long non2xx;
    private boolean transferredSeen;
    private boolean longestSeen;

    private final LineRules rules = new LineRules()
            // empty when the server sent no Server header
            .on("Server Software:(.*)", (m, at) -> {
                if (!m.group(1).isBlank()) {
                    draft.attribute("server_software", m.group(1));
                }
            })
            .on("Server Hostname:\\s*(.*)", (m, at) -> {
                hostname = m.group(1);
                draft.attribute("server_hostname", hostname);
            })
            .on("Server Port:\\s*(\\d+)", (m, at) -> {
                port = m.group(1);
                draft.attribute("server_port", port);
            })
            .on("SSL/TLS Protocol:\\s*(.*)", (m, at) -> draft.attribute("tls_protocol", m.group(1)))
            .on("Server Temp Key:\\s*(.*)", (m, at) -> draft.attribute("tls_temp_key", m.group(1)))
            .on("TLS Server Name:\\s*(.*)", (m, at) -> draft.attribute("tls_server_name", m.group(1)))
            .on("Document Path:\\s*(.*)", (m, at) -> {
                draft.attribute("document_path", m.group(1));
                draft.attribute(AttributeKeys.SCENARIO, scenario(m.group(1)));
            })
            .on("Document Length:\\s*(\\d+ bytes|Variable)", (m, at) -> draft.attribute("document_length", m.group(1)))
            .on("Number of workers:\\s*(\\d+)", (m, at) -> draft.attribute("workers", m.group(1)))
            .on("Concurrency Level:\\s*(\\d+)", (m, at) -> {
                draft.attribute("concurrency", m.group(1));
                draft.attribute(AttributeKeys.VUS, m.group(1));
            })
            .on("Concurrency achieved:\\s*(\\d+)", (m, at) ->
                    total.own("Concurrency achieved", at.number(m, 1, "a number of connections"), Units.COUNT))
            .on("Rampup delay:\\s*(\\d+) \\[ms\\]", (m, at) ->
                    total.own("Rampup delay", at.number(m, 1, "a number of milliseconds"), Units.MILLISECONDS))
            .on("Time taken for tests:\\s*(\\S+) seconds", (m, at) ->
                    total.both("Time taken for tests", Metrics.DURATION, at.number(m, 1, "a number of seconds"),
                            Units.SECONDS))
            .on("Number of requests:\\s*(\\d+)(?: \\(window\\))?", (m, at) ->
                    total.own("Number of requests", at.number(m, 1, "a number of requests"), Units.COUNT))
            .on("Complete requests:\\s*(\\d+)", (m, at) -> {
                complete = at.number(m, 1, "a number of requests");
                total.own("Complete requests", complete, Units.COUNT);
            })
            .on("Failed requests:\\s*(\\d+)", (m, at) -> {
                failed = count(m, 1, at);
                total.own("Failed requests", failed, Units.COUNT);
            })
            .on("\\(Connect: (\\d+), (?:Receive: (\\d+), )?Length: (\\d+), Exceptions: (\\d+)\\)", (m, at) -> {
                breakdown = true;
                connect = failure("Connect", m, 1, at);
                receive = m.group(2) == null ? 0 : failure("Receive", m, 2, at);
                length = failure("Length", m, 3, at);
                exceptions = failure("Exceptions", m, 4, at);
            })
            .on("Write errors:\\s*(\\d+)", (m, at) -> {
                writeErrors = count(m, 1, at);
                total.own("Write errors", writeErrors, Units.COUNT);
            })
            .on("Non-2xx responses:\\s*(\\d+)", (m, at) -> {
                non2xx = count(m, 1, at);
                total.own("Non-2xx responses", non2xx, Units.COUNT);
            })
            .on("(Keep-Alive requests|Keep-Alive aborts):\\s*(\\d+)", (m, at) ->
                    total.own(m.group(1), count(m, 2, at), Units.COUNT))
            .on("Total transferred:\\s*(\\d+) bytes", (m, at) ->
                    total.both("Total transferred", Metrics.DATA_RECEIVED, at.number(m, 1, "a number of bytes"),
                            Units.BYTES))
            .on("(Total body sent|Total POSTed|Total PUT):\\s*(\\d+)", (m, at) ->
                    total.both(m.group(1), Metrics.DATA_SENT, at.number(m, 2, "a number of bytes"), Units.BYTES))
            .on("HTML transferred:\\s*(\\d+) bytes", (m, at) -> {
                total.own("HTML transferred", at.number(m, 1, "a number of bytes"), Units.BYTES);
                transferredSeen = true;
            })
            .on("Requests per second:\\s*(\\S+) \\[#/sec\\] \\(mean\\)", (m, at) ->
                    total.both("Requests per second", Metrics.THROUGHPUT, at.number(m, 1, "requests per second"),
                            Units.PER_SECOND))
            .on("Time per request:\\s*(\\S+) \\[ms\\] \\(mean\\)", (m, at) ->
                    total.own("Time per request", at.number(m, 1, "a number of milliseconds"), Units.MILLISECONDS))
            .on("Time per request:\\s*(\\S+) \\[ms\\] \\(mean, across all concurrent requests\\)", (m, at) ->
                    total.own("Time per request (across all concurrent requests)",
                            at.number(m, 1, "a number of milliseconds"), Units.MILLISECONDS))
            .on("Transfer rate:\\s*(\\S+) \\[Kbytes/sec\\] received", (m, at) -> kibPerSecond("Transfer rate", m, at))
            .on("(\\S+) kb/s (sent|total)", (m, at) -> kibPerSecond("Transfer rate " + m.group(2), m, at))
            .on("Conn+ection Times \\(ms\\)", (m, at) -> { })
            .on("min\\s+mean\\[\\+/-sd\\]\\s+median\\s+max|min\\s+avg\\s+max", (m, at) -> { })
            .on("(Connect|Processing|Waiting|Total):\\s+(\\d+)\\s+(\\d+)\\s+(\\S+)\\s+(\\d+)\\s+(\\d+)", (m, at) ->
                    phase(m, at, PHASE_STATISTICS))
            .on("(Connect|Processing|Waiting|Total):\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)", (m, at) ->
                    phase(m, at, PHASE_STATISTICS_SHORT))
            .on("(WARNING|ERROR): The median and mean for (.+?) are (.+)", (m, at) ->
                    warnings.add(m.group(1) + ": the median and mean for " + m.group(2) + " are " + m.group(3)))
            .on("deviation apart\\. These results are NOT reliable\\.|These results are probably not that reliable\\.",
                    (m, at) -> { })
            .on("Percentage of the requests served within a certain time \\(ms\\)", (m, at) -> { })
            .on("0%\\s+<0> \\(never\\)", (m, at) -> { })
            .on("(\\d+)%\\s+(\\d+)( \\(longest request\\))?", (m, at) -> {
                total.percentile(m.group(1) + "%", at.number(m, 1, "a percentage"),
                        at.number(m, 2, "a number of milliseconds"));
                longestSeen |= m.group(3) != null;
            });

    @Override
    public boolean accept(LineRules.Line line) throws ImportFailure {
        if (longestSeen) {
            return false;
        }
        if (line.isBlank()) {
            return true;
        }
        int index = headIndex(line);
        if (index >= 0) {
            head = Math.max(head, index);
        }
        return rules.apply(line);
    }

    /** A later head line than any read belongs to this report: ab prints Document Path after Server Software. */
    @Override
    public boolean continuesWith(LineRules.Line line) {
        return headIndex(line) > head;
    }

    @Override
    public boolean complete() {
        return transferredSeen;
    }

    @Override
    public String closingLine() {
        return "its 100% (longest request) line";
    }

    @Override
    public boolean closed() {
        return longestSeen;
    }

    @Override
    public RunDraft finish() {
        if (!Double.isNaN(complete)) {
            // requests that never completed: connections refused or broken, requests not written (ab retries them)
            long unfinished = connect + exceptions + writeErrors;
            // among the complete: ab counts a non-2xx response whose length differs from the first both as a
            // Length failure and as Non-2xx, so the larger count is the least number of distinct failures
            long failedComplete = Math.max(breakdown ? length + receive : failed, non2xx);
            total.outcome(complete, unfinished + failedComplete, complete + unfinished);
        }
        if (!warnings.isEmpty()) {
            draft.attribute("warnings", String.join("; ", warnings));
        }
        draft.attribute(AttributeKeys.TOOL, "ab");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }

    private String scenario(String path) {
        return hostname.isEmpty() ? path : hostname + (port.isEmpty() ? "" : ":" + port) + path;
    }

    private static int headIndex(LineRules.Line line) {
        Matcher m = START.matcher(line.stripped());
        return m.matches() ? HEADS.indexOf(m.group(1)) : -1;
    }

    /** A row of the connection times table; the Total row is the whole request, ab's latency. */
    private void phase(Matcher m, LineRules.Line at, String[] statistics) throws ImportFailure {
        String phase = m.group(1);
        for (int i = 0; i < statistics.length; i++) {
            double ms = at.number(m, i + 2, "a number of milliseconds");
            String own = phase + "." + statistics[i];
            String normalised = phase.equals("Total") ? switch (statistics[i]) {
                case "min" -> Metrics.LATENCY_MIN;
                case "mean" -> Metrics.LATENCY_AVG;
                case "sd" -> Metrics.LATENCY_STDDEV;
                case "max" -> Metrics.LATENCY_MAX;
                default -> null;
            } : null;
            if (normalised == null) {
                total.own(own, ms, Units.MILLISECONDS);
            } else {
                total.both(own, normalised, ms, Units.MILLISECONDS);
            }
        }
    }

    /** ab's Kbytes/sec and kb/s are KiB (bytes / 1024) per second, stored in bytes per second. */
    private void kibPerSecond(String name, Matcher m, LineRules.Line at) throws ImportFailure {
        double bytes = at.quantity(m, 1, kib -> Quantities.binaryBytes(kib + "KB"), "a number of kilobytes per second");
        total.own(name, bytes, Units.BYTES_PER_SECOND);
    }

    private long failure(String kind, Matcher m, int group, LineRules.Line at) throws ImportFailure {
        long n = count(m, group, at);
        total.own("Failed requests." + kind, n, Units.COUNT);
        return n;
    }

    private static long count(Matcher m, int group, LineRules.Line at) throws ImportFailure {
        return (long) at.number(m, group, "a number of requests");
    }
}
