package org.benchlens.imports.fio;

import java.io.BufferedReader;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.JsonMessages;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * fio's {@code --output-format=json} and {@code json+} report: one run a file, a step a job and direction
 * (decision 0168). The report is read job by job, so that a json+ report of many jobs is never held whole;
 * fio's messages before it ({@code fio: terminating on signal 2}, warnings, the normal output's first lines)
 * and the normal output after it ({@code --output-format=json,normal}) are passed over.
 */
public final class FioImporter implements Importer {

    static final String FORMAT = "fio";
    /** fio writes its JSON with duplicate keys: fio 2 padded the percentile list with "0.00" keys. */
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** How much text may stand before the report: fio's own lines, not a whole log. */
    private static final int MAX_PREFIX = 1 << 16;
    private static final Pattern SIGNAL = Pattern.compile("fio: terminating on signal (\\d+)");
    private static final Pattern MESSAGE = Pattern.compile("fio: .*");
    /** The job options that are figures to compare and chart across jobs and runs. */
    private static final List<String> FIGURE_OPTIONS = List.of("iodepth", "numjobs");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "fio --output-format=json or json+";
    }

    /**
     * fio's JSON object, with its {@code "fio version"} and {@code "jobs"}, after any lines of text; or a
     * file of fio's messages alone (fio stopped before its report), which {@link #read} refuses by name.
     */
    @Override
    public boolean detect(Peek peek) {
        String text = peek.text();
        int start = jsonStart(text);
        if (start >= 0) {
            String json = text.substring(start);
            return json.contains("\"fio version\"") && (json.contains("\"jobs\"") || json.contains("\"client_stats\""));
        }
        List<String> lines = peek.lines().stream().filter(line -> !line.isBlank()).toList();
        return peek.complete() && !lines.isEmpty() && lines.stream().allMatch(line -> MESSAGE.matcher(line).matches());
    }

    /** Where the first line that opens a JSON object starts, or -1. */
    private static int jsonStart(String text) {
        int at = 0;
        for (String line : text.split("\n", -1)) {
            if (line.strip().startsWith("{")) {
                return at;
            }
            at += line.length() + 1;
            if (at > MAX_PREFIX) {
                break;
            }
        }
        return -1;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        String fileName = source.path().getFileName().toString();
        try (BufferedReader reader = source.openReader()) {
            List<String> before = new ArrayList<>();
            int length = 0;
            for (String line = textLine(reader); line != null; line = textLine(reader)) {
                length += line.length() + 1;
                if (length > MAX_PREFIX) {
                    throw ImportFailure.atLine(before.size() + 1, "expected fio's JSON report within the first "
                            + MAX_PREFIX / 1024 + " KiB, found only text");
                }
                before.add(line);
            }
            reader.mark(1);
            boolean ended = reader.read() < 0;
            reader.reset();
            if (ended) {
                throw ImportFailure.whole(withoutReport(before));
            }
            RunDraft draft = new RunDraft(FORMAT, "");
            List<FioJob> jobs = report(reader, before.size(), draft);
            finish(draft, jobs, before, fileName, context);
            context.emitNamed(List.of(draft), Texts.fileStem(fileName));
        }
    }

    /**
     * The next line of text before the report, or null where the next line opens the report's object: the
     * reader is then left at that line's start, having read no more than its leading blanks.
     */
    private static String textLine(BufferedReader reader) throws IOException, ImportFailure {
        reader.mark(MAX_PREFIX);
        int c;
        int blanks = 0;
        do {
            c = reader.read();
        } while ((c == ' ' || c == '\t') && ++blanks < MAX_PREFIX);
        if (c == '{' || c < 0) {
            reader.reset();
            return null;
        }
        if (c == '\n') {
            return "";
        }
        if (c == '\r') {
            reader.mark(1);
            if (reader.read() != '\n') {
                reader.reset();
            }
            return "";
        }
        String rest = reader.readLine();
        return (char) c + (rest == null ? "" : rest);
    }

    /** The sentence for a file of fio's messages without its report, quoting the first. */
    private static String withoutReport(List<String> lines) {
        String first = lines.stream().filter(l -> !l.isBlank()).findFirst().map(String::strip).orElse("");
        return "fio wrote no JSON report here: the file holds only fio's messages (the first: \""
                + Texts.abbreviate(first, 80) + "\"); expected the report of fio --output-format=json after them";
    }

    /** Reads the report's object field by field; jobs one at a time. */
    private static List<FioJob> report(BufferedReader reader, int skipped, RunDraft draft)
            throws IOException, ImportFailure {
        List<FioJob> jobs = new ArrayList<>();
        try (JsonParser parser = MAPPER.getFactory().createParser(reader)) {
            try {
                parser.nextToken();
                String version = null;
                Long endedMs = null;
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String field = parser.currentName();
                    parser.nextToken();
                    switch (field) {
                        case "fio version" -> version = parser.getValueAsString();
                        case "timestamp" -> endedMs = endedMs != null ? endedMs : parser.getLongValue() * 1000;
                        case "timestamp_ms" -> endedMs = parser.getLongValue();
                        case "global options" -> options(draft, MAPPER.readTree(parser));
                        case "jobs" -> jobs(parser, skipped, draft, jobs);
                        case "client_stats" -> throw at(parser, skipped, "fio's client/server report (\"client_stats\")"
                                + " is not read; expected the \"jobs\" of fio run on this machine with"
                                + " --output-format=json");
                        case "disk_util" -> disks(draft, MAPPER.readTree(parser));
                        default -> parser.skipChildren();
                    }
                }
                if (version == null) {
                    throw ImportFailure.atLine(skipped + 1, "expected \"fio version\" in fio's JSON report");
                }
                if (jobs.isEmpty()) {
                    throw ImportFailure.atLine(skipped + 1,
                            "expected at least one job in the \"jobs\" of fio's report");
                }
                draft.attribute("fio.version", version);
                if (endedMs != null && endedMs > 0) {
                    draft.endedAt(Instant.ofEpochMilli(endedMs));
                }
                return jobs;
            } catch (JsonProcessingException e) {
                JsonLocation where = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                boolean cut = e instanceof JsonEOFException || Objects.toString(e.getOriginalMessage(), "")
                        .startsWith("Unexpected end-of-input");
                throw new ImportFailure(where.getLineNr() + skipped, where.getColumnNr(), cut
                        ? "the file ends before fio's JSON report is complete (is it truncated?)"
                        : "not valid JSON in fio's report: " + JsonMessages.reason(e), e);
            }
        }
    }

    private static void jobs(JsonParser parser, int skipped, RunDraft draft, List<FioJob> jobs)
            throws IOException, ImportFailure {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            throw at(parser, skipped, "expected the \"jobs\" of fio's report (a JSON array)");
        }
        Map<String, Integer> seen = new HashMap<>();
        while (parser.nextToken() == JsonToken.START_OBJECT) {
            long line = parser.currentTokenLocation().getLineNr() + skipped;
            JsonNode job = MAPPER.readTree(parser);
            JsonNode name = job.get("jobname");
            if (name == null || !name.isTextual()) {
                throw ImportFailure.atLine(line, "expected the \"jobname\" of a job in fio's report");
            }
            // numjobs without group_reporting gives one entry a process, all of one name
            int repeat = seen.merge(name.asText(), 1, Integer::sum);
            FioJob fioJob = new FioJob(job, repeat == 1 ? name.asText() : name.asText() + " #" + repeat, line);
            fioJob.read(draft);
            jobs.add(fioJob);
        }
        if (parser.currentToken() != JsonToken.END_ARRAY) {
            throw at(parser, skipped, "expected a job (a JSON object) in the \"jobs\" of fio's report");
        }
    }

    private static void options(RunDraft draft, JsonNode options) {
        for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> option = it.next();
            draft.attribute(option.getKey(), option.getValue().asText());
        }
    }

    /** Each disk's utilisation as an attribute: the devices are the run's setting, not steps to compare. */
    private static void disks(RunDraft draft, JsonNode disks) {
        for (JsonNode disk : disks) {
            if (disk.hasNonNull("name") && disk.has("util")) {
                draft.attribute("disk_util." + disk.get("name").asText(), disk.get("util").asText() + " %");
            }
        }
    }

    /**
     * The jobs' options as attributes (those every job shares, else prefixed with the job's name), iodepth and
     * numjobs as figures of each step, the run's status and start.
     */
    private static void finish(RunDraft draft, List<FioJob> jobs, List<String> before, String fileName,
                               ImportContext context) throws ImportFailure {
        Map<String, String> global = new LinkedHashMap<>(draft.attributes().values());
        Map<String, String> shared = new LinkedHashMap<>(jobs.get(0).options());
        for (FioJob job : jobs) {
            shared.entrySet().removeIf(e -> !e.getValue().equals(job.options().get(e.getKey())));
        }
        shared.remove("name");
        shared.forEach(draft::attribute);
        for (FioJob job : jobs) {
            job.options().forEach((key, value) -> {
                if (!shared.containsKey(key) && !key.equals("name")) {
                    draft.attribute(job.name() + "." + key, value);
                }
            });
            for (String option : FIGURE_OPTIONS) {
                String value = job.options().getOrDefault(option, global.get(option));
                Optional<Double> figure = figure(value);
                for (String step : job.steps()) {
                    figure.ifPresent(v -> draft.measure(step, option, v, Units.COUNT));
                }
            }
        }
        draft.attribute(AttributeKeys.TOOL, FORMAT);
        String status = AttributeKeys.STATUS_COMPLETED;
        for (FioJob job : jobs) {
            if (job.stoppedByError()) {
                status = AttributeKeys.STATUS_ABORTED;
                context.note(LineNote.at(fileName, job.line(), "fio stopped the job \"" + job.name() + "\" at error "
                        + job.error() + errorWords(before, job.error()) + ": the run is stored as aborted"));
            }
        }
        for (int i = 0; i < before.size(); i++) {
            Matcher signal = SIGNAL.matcher(before.get(i).strip());
            if (signal.matches() && status.equals(AttributeKeys.STATUS_COMPLETED)) {
                status = AttributeKeys.STATUS_PARTIAL;
                context.note(LineNote.at(fileName, i + 1, "fio was stopped by signal " + signal.group(1)
                        + " before its jobs ended: the run is stored as partial"));
            }
        }
        draft.attribute(AttributeKeys.STATUS, status);
    }

    /** fio's words for an error number, from its message before the report ({@code err=28/… error=No space…}). */
    private static String errorWords(List<String> before, long error) {
        String number = "err=" + error + "/";
        return before.stream().filter(line -> line.contains(number) && line.contains(", error="))
                .map(line -> " (" + line.substring(line.lastIndexOf(", error=") + 8).strip() + ")")
                .findFirst().orElse("");
    }

    private static Optional<Double> figure(String value) {
        if (value == null || !value.strip().matches("\\d+")) {
            return Optional.empty();
        }
        return Optional.of(Double.parseDouble(value.strip()));
    }

    private static ImportFailure at(JsonParser parser, int skipped, String message) {
        JsonLocation where = parser.currentTokenLocation();
        return new ImportFailure(where.getLineNr() + skipped, where.getColumnNr(), message);
    }
}
