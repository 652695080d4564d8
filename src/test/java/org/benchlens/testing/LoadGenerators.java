package org.benchlens.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The k6 {@code --out json} fixture as two load generators of one test would have written it: its
 * points dealt alternately to two files, each with every metric definition. Together they hold
 * exactly the fixture's requests, so their merge can be checked against the fixture read whole.
 */
public final class LoadGenerators {

    /** The xk6-dashboard NDJSON fixture: 322 requests of one scenario over 20 s. */
    public static final String NDJSON = "k6/12_xk6-dashboard_2023_out-json_ndjson.json";

    private LoadGenerators() {
    }

    /** Two files, {@code generator-1.json} and {@code generator-2.json}, in {@code folder}. */
    public static List<Path> split(Path folder) {
        List<Path> files = List.of(folder.resolve("generator-1.json"), folder.resolve("generator-2.json"));
        try (Writer first = Files.newBufferedWriter(files.get(0), StandardCharsets.UTF_8);
             Writer second = Files.newBufferedWriter(files.get(1), StandardCharsets.UTF_8)) {
            int points = 0;
            for (String line : Files.readAllLines(Fixtures.path(NDJSON), StandardCharsets.UTF_8)) {
                if (line.contains("\"type\":\"Point\"")) {
                    (points++ % 2 == 0 ? first : second).write(line + "\n");
                } else {
                    first.write(line + "\n");
                    second.write(line + "\n");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /** Every {@code http_req_duration} value of the files, in milliseconds, as k6 wrote them. */
    public static List<Double> requestDurations(List<Path> files) {
        ObjectMapper json = new ObjectMapper();
        List<Double> values = new ArrayList<>();
        try {
            for (Path file : files) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    JsonNode point = json.readTree(line);
                    if ("Point".equals(point.path("type").asText())
                            && "http_req_duration".equals(point.path("metric").asText())) {
                        values.add(point.path("data").path("value").asDouble());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return values;
    }
}
