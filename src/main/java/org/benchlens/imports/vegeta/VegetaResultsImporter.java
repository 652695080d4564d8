package org.benchlens.imports.vegeta;

import java.io.IOException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.JsonMessages;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.requests.Request;
import org.benchlens.imports.requests.RequestLog;
import org.benchlens.imports.requests.RequestNames;
import org.benchlens.imports.requests.RequestRunDraft;

/**
 * vegeta's results as {@code vegeta encode} writes them (JSON, one result a line): status code, start
 * time, latency in nanoseconds, bytes in and out, error. A result succeeds as vegeta's report counts
 * it: a status from 200 to 399 and no error. A named attack ({@code -name}) is a step.
 */
public final class VegetaResultsImporter implements Importer {

    static final String FORMAT = "vegeta-results";
    private static final RequestNames NAMES = new RequestNames("latency", "requests");
    /** A result line holds the response body, base64; long ones are not a reason to fail. */
    private static final int MAX_LINE = 64 << 20;
    /** A key given twice in one result leaves the value meant unknown: the line is refused. */
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "vegeta encode results (JSON lines)";
    }

    @Override
    public boolean detect(Peek peek) {
        String line = peek.firstNonBlankLine();
        return line.startsWith("{") && line.contains("\"latency\":") && line.contains("\"code\":")
                && line.contains("\"timestamp\":") && line.contains("\"bytes_in\":");
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RequestLog log = new RequestLog();
        VegetaResult result = new VegetaResult();
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "a vegeta result, one JSON object a line")) {
            for (String line = lines.next(); line != null; line = lines.next()) {
                if (!line.isBlank()) {
                    result.read(line, lines.lineNumber());
                    log.add(result.request());
                }
            }
        }
        if (log.isEmpty()) {
            throw ImportFailure.whole("no vegeta results: the file is empty");
        }
        RequestRunDraft.emit(log, NAMES, FORMAT, source, true, context);
    }

    /** The fields of one result line that BenchLens reads. */
    private static final class VegetaResult {
        private String attack;
        private long code;
        private String timestamp;
        private long latency;
        private long bytesIn;
        private long bytesOut;
        private String error;
        private long line;

        void read(String text, long lineNumber) throws ImportFailure, IOException {
            attack = null;
            code = -1;
            timestamp = null;
            latency = -1;
            bytesIn = -1;
            bytesOut = -1;
            error = "";
            line = lineNumber;
            try (JsonParser json = JSON.createParser(text)) {
                if (json.nextToken() != JsonToken.START_OBJECT) {
                    throw new ImportFailure(line, 1, "expected a vegeta result, a JSON object");
                }
                while (json.nextToken() == JsonToken.FIELD_NAME) {
                    String field = json.currentName();
                    JsonToken value = json.nextToken();
                    switch (field) {
                        case "attack" -> attack = json.getValueAsString();
                        case "code" -> code = whole(json, value, field);
                        case "timestamp" -> timestamp = json.getValueAsString();
                        case "latency" -> latency = whole(json, value, field);
                        case "bytes_in" -> bytesIn = whole(json, value, field);
                        case "bytes_out" -> bytesOut = whole(json, value, field);
                        case "error" -> error = json.getValueAsString("");
                        default -> json.skipChildren();
                    }
                }
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new ImportFailure(line, e.getLocation() == null ? 0 : e.getLocation().getColumnNr(),
                        "expected a vegeta result, one JSON object a line (" + JsonMessages.reason(e) + ")");
            }
        }

        Request request() throws ImportFailure {
            if (timestamp == null || latency < 0 || code < 0) {
                throw ImportFailure.atLine(line, "expected a vegeta result with code, timestamp and latency");
            }
            long start;
            try {
                OffsetDateTime time = OffsetDateTime.parse(timestamp);
                start = time.toEpochSecond() * 1_000_000_000L + time.getNano();
            } catch (DateTimeParseException e) {
                throw ImportFailure.atLine(line, "expected an RFC 3339 timestamp, found '" + timestamp + "'");
            }
            boolean failed = code < 200 || code >= 400 || (error != null && !error.isEmpty());
            String label = attack == null || attack.isEmpty() ? null : attack;
            return new Request(label, start, latency / 1e6, failed, bytesIn, bytesOut, -1);
        }

        private long whole(JsonParser json, JsonToken value, String field) throws IOException, ImportFailure {
            if (value != JsonToken.VALUE_NUMBER_INT || json.getLongValue() < 0) {
                throw new ImportFailure(line, json.currentTokenLocation().getColumnNr(), "expected a whole number for "
                        + field + ", found " + json.getText());
            }
            return json.getLongValue();
        }
    }
}
