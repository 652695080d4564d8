package org.benchlens.imports.jmh;

import java.io.IOException;
import java.io.Reader;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * JMH's {@code -rf json}: one run a file, a step a benchmark and its parameters, the score with its error and
 * confidence interval in JMH's unit, and as BenchLens' throughput (1/s, thrpt) or average latency (ms, avgt,
 * sample, ss), sample mode's percentiles as latencies, secondary metrics under their own names (decision 0167).
 * The file is read a benchmark at a time and the raw data skipped, so a sample-mode file of many megabytes
 * is never held whole.
 */
public final class JmhImporter implements Importer {

    static final String FORMAT = "jmh";
    private static final String WHAT = "JMH's JSON results";
    private static final Set<String> RAW = Set.of("rawData", "rawDataHistogram");
    private static final JsonFactory FACTORY = new JsonFactory();
    /** The run's attributes and the field of a benchmark that gives each. */
    private static final Map<String, String> ATTRIBUTES = Map.of("jmhVersion", "jmh.version", "jdkVersion",
            "jdk.version", "vmName", "vm.name", "vmVersion", "vm.version");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "JMH -rf json";
    }

    /** A JSON array whose first object names a benchmark, its mode and its primary metric. */
    @Override
    public boolean detect(Peek peek) {
        String start = peek.text().stripLeading();
        return start.startsWith("[") && List.of("benchmark", "mode", "primaryMetric").stream()
                .allMatch(name -> start.contains("\"" + name + "\""));
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RunDraft draft = new RunDraft(FORMAT, "");
        Set<String> steps = new HashSet<>();
        try (Reader reader = source.openReader(); JsonParser parser = FACTORY.createParser(reader)) {
            try {
                if (parser.nextToken() != JsonToken.START_ARRAY) {
                    throw failure(parser, "expected " + WHAT + ": an array of benchmarks");
                }
                int index = 0;
                while (parser.nextToken() == JsonToken.START_OBJECT) {
                    context.checkCancelled();
                    index++;
                    long line = parser.currentTokenLocation().getLineNr();
                    JsonNode benchmark = summary(parser);
                    new JmhBenchmark(benchmark, "benchmark " + index + " (line " + line + ") of " + WHAT, line)
                            .addTo(draft, steps, context);
                    attributes(draft, benchmark);
                }
                if (parser.currentToken() != JsonToken.END_ARRAY) {
                    throw failure(parser, "expected a benchmark (a JSON object) in " + WHAT);
                }
                if (parser.nextToken() != null) {
                    throw failure(parser, "expected nothing after the array of " + WHAT);
                }
            } catch (JsonProcessingException e) {
                throw failure(parser, "expected " + WHAT + ", which is no JSON here: " + e.getOriginalMessage());
            }
        }
        if (steps.isEmpty()) {
            throw ImportFailure.whole("expected " + WHAT + " to hold a benchmark, found none");
        }
        draft.attribute(AttributeKeys.TOOL, FORMAT);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()));
    }

    /** One benchmark's object without its raw data (every iteration's score or histogram). */
    private static JsonNode summary(JsonParser parser) throws IOException {
        return switch (parser.currentToken()) {
            case START_OBJECT -> {
                ObjectNode object = JsonNodeFactory.instance.objectNode();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    if (RAW.contains(name)) {
                        parser.skipChildren();
                    } else {
                        object.set(name, summary(parser));
                    }
                }
                yield object;
            }
            case START_ARRAY -> {
                var array = JsonNodeFactory.instance.arrayNode();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(summary(parser));
                }
                yield array;
            }
            case VALUE_STRING -> JsonNodeFactory.instance.textNode(parser.getText());
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> JsonNodeFactory.instance.numberNode(parser.getDoubleValue());
            case VALUE_TRUE, VALUE_FALSE -> JsonNodeFactory.instance.booleanNode(parser.getBooleanValue());
            default -> JsonNodeFactory.instance.nullNode();
        };
    }

    /** The JMH version, JDK and VM of the benchmarks, each value once where benchmarks differ. */
    private static void attributes(RunDraft draft, JsonNode benchmark) {
        for (Iterator<Map.Entry<String, JsonNode>> it = benchmark.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            String key = ATTRIBUTES.get(field.getKey());
            if (key != null && field.getValue().isTextual() && !field.getValue().asText().isBlank()) {
                String value = field.getValue().asText();
                String known = draft.attributes().values().get(key);
                if (known == null) {
                    draft.attribute(key, value);
                } else if (!List.of(known.split(", ")).contains(value)) {
                    draft.attribute(key, new StringJoiner(", ").add(known).add(value).toString());
                }
            }
        }
    }

    private static ImportFailure failure(JsonParser parser, String message) {
        return new ImportFailure(parser.currentTokenLocation().getLineNr(),
                parser.currentTokenLocation().getColumnNr(), message);
    }
}
