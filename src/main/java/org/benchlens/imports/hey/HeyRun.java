package org.benchlens.imports.hey;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.HttpStatuses;
import org.benchlens.imports.http.LineRules;
import org.benchlens.imports.http.StepFigures;
import org.benchlens.imports.http.TextRun;

/**
 * One summary of hey, from {@code Summary:} to its status code and error distributions: times in
 * seconds ({@code NaN secs} when no request got an answer), the latency distribution, the phases
 * of a request (DNS and dial-up, request write, response wait and read).
 */
final class HeyRun implements TextRun {

    static final String FORMAT = "hey";

    private final RunDraft draft = new RunDraft(FORMAT, "");
    private final StepFigures total = new StepFigures(draft, Steps.TOTAL);
    private final Map<String, Long> statuses = new LinkedHashMap<>();
    private long errors;
    private boolean statusesSeen;

    private final LineRules rules = new LineRules()
            .on("Summary:", (m, at) -> { })
            .on("Total:\\s*(\\S+) secs", (m, at) -> seconds(m, at).ifPresent(ms ->
                    total.both("Total", Metrics.DURATION, ms / 1000, Units.SECONDS)))
            .on("(Slowest|Fastest|Average):\\s*(\\S+) secs", (m, at) -> {
                String normalised = switch (m.group(1)) {
                    case "Slowest" -> Metrics.LATENCY_MAX;
                    case "Fastest" -> Metrics.LATENCY_MIN;
                    default -> Metrics.LATENCY_AVG;
                };
                OptionalDouble ms = secondsAt(m, 2, at);
                if (ms.isPresent()) {
                    total.both(m.group(1), normalised, ms.getAsDouble(), Units.MILLISECONDS);
                }
            })
            .on("Requests/sec:\\s*(\\S+)", (m, at) ->
                    total.both("Requests/sec", Metrics.THROUGHPUT, at.number(m, 1, "requests per second"), Units.PER_SECOND))
            .on("Total data:\\s*(\\d+) bytes", (m, at) ->
                    total.both("Total data", Metrics.DATA_RECEIVED, at.number(m, 1, "a number of bytes"), Units.BYTES))
            .on("Size/request:\\s*(\\d+) bytes", (m, at) ->
                    total.own("Size/request", at.number(m, 1, "a number of bytes"), Units.BYTES))
            .on("Response time histogram:|Latency distribution:|Details \\(average, fastest, slowest\\):"
                    + "|Error distribution:", (m, at) -> { })
            // the histogram's eleven bars are too coarse to store as a latency histogram
            .on("\\S+ \\[\\d+\\]\\s*\\|.*", (m, at) -> { })
            .on("(\\d+(?:\\.\\d+)?)%\\s+in\\s+(\\S+) secs", (m, at) -> {
                OptionalDouble ms = secondsAt(m, 2, at);
                if (ms.isPresent()) {
                    total.percentile(m.group(1) + "% in", at.number(m, 1, "a percentage"), ms.getAsDouble());
                }
            })
            .on("(DNS\\+dialup|DNS-lookup|req write|resp wait|resp read):\\s*(\\S+) secs, (\\S+) secs, (\\S+) secs",
                    (m, at) -> {
                        String[] statistics = {"average", "fastest", "slowest"};
                        for (int i = 0; i < statistics.length; i++) {
                            OptionalDouble ms = secondsAt(m, i + 2, at);
                            if (ms.isPresent()) {
                                total.own(m.group(1) + "." + statistics[i], ms.getAsDouble(), Units.MILLISECONDS);
                            }
                        }
                    })
            .on("Status code distribution:", (m, at) -> statusesSeen = true)
            .on("\\[(\\d{3})\\]\\s+(\\d+) responses", (m, at) ->
                    statuses.merge(m.group(1), (long) at.number(m, 2, "a number of responses"), Long::sum))
            .on("\\[(\\d+)\\]\\s+.+", (m, at) -> errors += (long) at.number(m, 1, "a number of errors"));

    @Override
    public boolean accept(LineRules.Line line) throws ImportFailure {
        return line.isBlank() || rules.apply(line);
    }

    @Override
    public boolean complete() {
        return statusesSeen;
    }

    @Override
    public RunDraft finish() {
        long failedResponses = HttpStatuses.record(total, statuses);
        long responses = statuses.values().stream().mapToLong(Long::longValue).sum();
        total.own("errors", errors, Units.COUNT);
        total.outcome(responses + errors, failedResponses + errors, responses + errors);
        draft.attribute(AttributeKeys.TOOL, "hey");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }

    private static OptionalDouble seconds(Matcher m, LineRules.Line at) throws ImportFailure {
        return secondsAt(m, 1, at);
    }

    /** Seconds as milliseconds; empty for hey's {@code NaN}, printed when no request was answered. */
    private static OptionalDouble secondsAt(Matcher m, int group, LineRules.Line at) throws ImportFailure {
        if (m.group(group).equals("NaN")) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(Quantities.timesPowerOfTen(at.number(m, group, "a number of seconds"), 3));
    }
}
