package org.benchlens.imports.k6.points;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Writes the points of a k6 NDJSON file as k6's CSV output would have written them: the
 * header of a given k6 version (system tag columns in sorted order, extra_tags, and metadata
 * from 0.41), values as Go's {@code %f}, the timestamp in a chosen {@code timeFormat}.
 */
final class K6CsvFromNdjson {

    /** The columns of k6 0.41 and later with the default system tags. */
    static final List<String> RECENT_TAGS = List.of("check", "error", "error_code", "expected_response", "group",
            "method", "name", "proto", "scenario", "service", "status", "subproto", "tls_version", "url");
    /** The columns of k6 0.27 to 0.30: no expected_response, no service, no metadata. */
    static final List<String> OLD_TAGS = List.of("check", "error", "error_code", "group", "method", "name", "proto",
            "scenario", "status", "subproto", "tls_version", "url");

    static final Function<OffsetDateTime, String> UNIX = time -> Long.toString(time.toEpochSecond());
    static final Function<OffsetDateTime, String> UNIX_MILLI =
            time -> Long.toString(time.toEpochSecond() * 1000 + time.getNano() / 1_000_000);
    static final Function<OffsetDateTime, String> UNIX_NANO =
            time -> Long.toString(time.toEpochSecond() * 1_000_000_000L + time.getNano());
    /** Go's time.RFC3339: whole seconds, the offset as written. */
    static final Function<OffsetDateTime, String> RFC3339 = time -> time.withNano(0).toString().length() == 16
            ? time.withNano(0) + ":00" : time.withNano(0).toString();

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private K6CsvFromNdjson() {
    }

    static Path write(Path ndjson, Path csv, List<String> tagColumns, boolean metadata,
                      Function<OffsetDateTime, String> timeFormat) throws IOException {
        List<String> header = new ArrayList<>(List.of("metric_name", "timestamp", "metric_value"));
        header.addAll(tagColumns);
        header.add("extra_tags");
        if (metadata) {
            header.add("metadata");
        }
        try (Writer out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8);
             CSVPrinter printer = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get())) {
            printer.printRecord(header);
            int iteration = 0;
            for (String text : Files.readAllLines(ndjson)) {
                JsonNode line = MAPPER.readTree(text);
                if (!line.path("type").asText().equals("Point")) {
                    continue;
                }
                JsonNode data = line.path("data");
                Map<String, String> tags = new LinkedHashMap<>();
                data.path("tags").properties().forEach(tag -> tags.put(tag.getKey(), tag.getValue().asText()));
                List<String> row = new ArrayList<>();
                row.add(line.path("metric").asText());
                row.add(timeFormat.apply(OffsetDateTime.parse(data.path("time").asText())));
                row.add(String.format(Locale.ROOT, "%f", data.path("value").asDouble()));
                for (String column : tagColumns) {
                    row.add(tags.getOrDefault(column, ""));
                    tags.remove(column);
                }
                List<String> extra = new ArrayList<>();
                tags.forEach((key, value) -> extra.add(key + "=" + value));
                row.add(String.join("&", extra));
                if (metadata) {
                    row.add("vu=1&iter=" + iteration++);
                }
                printer.printRecord(row);
            }
        }
        return csv;
    }
}
