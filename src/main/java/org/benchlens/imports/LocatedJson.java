package org.benchlens.imports;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Predicate;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.json.JsonReadFeature;

/**
 * A small JSON document read whole, each value keeping the line and column where it starts, so
 * that a reader can look fields up in any order and still say where a wrong value stands. For the
 * summaries load tools write (vegeta, oha, Gatling, JMeter), which are kilobytes, not gigabytes.
 */
public final class LocatedJson {

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final JsonFactory SCRIPT_FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES)
            .build();

    private final JsonToken kind;
    private final long line;
    private final long column;
    private final Map<String, LocatedJson> fields;
    private final List<LocatedJson> elements;
    private final String text;
    private final double number;

    private LocatedJson(JsonToken kind, long line, long column, Map<String, LocatedJson> fields,
                        List<LocatedJson> elements, String text, double number) {
        this.kind = kind;
        this.line = line;
        this.column = column;
        this.fields = fields;
        this.elements = elements;
        this.text = text;
        this.number = number;
    }

    /** The whole input as one JSON value; nothing but white space may follow it. */
    public static LocatedJson read(ImportSource source) throws IOException, ImportFailure {
        try (Reader reader = source.openReader()) {
            return read(reader);
        }
    }

    /** The text of a reader as one JSON value, for a format that wraps its JSON in something else. */
    public static LocatedJson read(Reader reader) throws IOException, ImportFailure {
        return read(reader, FACTORY, false);
    }

    /**
     * The first value of a script's object literal (its field names may go unquoted, as JavaScript allows), the
     * program text after it left alone: a report's {@code var stats = {…}} with the text before it blanked.
     */
    public static LocatedJson readScriptObject(Reader reader) throws IOException, ImportFailure {
        return read(reader, SCRIPT_FACTORY, true);
    }

    private static LocatedJson read(Reader reader, JsonFactory factory, boolean moreAllowed)
            throws IOException, ImportFailure {
        try (JsonParser parser = factory.createParser(reader)) {
            try {
                if (parser.nextToken() == null) {
                    throw new ImportFailure(1, 1, "expected a JSON object, found an empty file");
                }
                LocatedJson root = value(parser);
                if (!moreAllowed && parser.nextToken() != null) {
                    throw at(parser, "expected the end of the file after the JSON object, found more text");
                }
                return root;
            } catch (JsonProcessingException e) {
                throw failure(parser, e);
            }
        }
    }

    /** What is wrong where a parser stopped, for a person: a cut file or the JSON mistake. */
    public static ImportFailure failure(JsonParser parser, JsonProcessingException e) {
        JsonLocation where = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        boolean early = e instanceof JsonEOFException
                || e.getOriginalMessage() != null && e.getOriginalMessage().startsWith("Unexpected end-of-input");
        return new ImportFailure(where.getLineNr(), where.getColumnNr(), early
                ? "the file ends before the JSON is complete (is it truncated?)"
                : "not valid JSON: " + JsonMessages.reason(e), e);
    }

    /**
     * The value at the parser's current token, without the fields named in {@code leftOut} at any depth: for a
     * reader that streams a large document a part at a time and skips its bulky raw data.
     */
    public static LocatedJson value(JsonParser parser, Set<String> leftOut) throws IOException {
        return value(parser, (Predicate<String>) leftOut::contains);
    }

    private static LocatedJson value(JsonParser parser) throws IOException {
        return value(parser, (Predicate<String>) name -> false);
    }

    private static LocatedJson value(JsonParser parser, Predicate<String> leftOut) throws IOException {
        JsonLocation at = parser.currentTokenLocation();
        JsonToken token = parser.currentToken();
        long line = at.getLineNr();
        long column = at.getColumnNr();
        return switch (token) {
            case START_OBJECT -> {
                Map<String, LocatedJson> fields = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    if (leftOut.test(name)) {
                        parser.skipChildren();
                    } else {
                        fields.put(name, value(parser, leftOut));
                    }
                }
                yield new LocatedJson(token, line, column, Collections.unmodifiableMap(fields), List.of(), null, Double.NaN);
            }
            case START_ARRAY -> {
                List<LocatedJson> elements = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    elements.add(value(parser, leftOut));
                }
                yield new LocatedJson(token, line, column, Map.of(), List.copyOf(elements), null, Double.NaN);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new LocatedJson(token, line, column, Map.of(), List.of(),
                    parser.getText(), parser.getDoubleValue());
            default -> new LocatedJson(token, line, column, Map.of(), List.of(), parser.getText(), Double.NaN);
        };
    }

    private static ImportFailure at(JsonParser parser, String message) {
        JsonLocation where = parser.currentTokenLocation();
        return new ImportFailure(where.getLineNr(), where.getColumnNr(), message);
    }

    public boolean isNull() {
        return kind == JsonToken.VALUE_NULL;
    }

    public boolean isObject() {
        return kind == JsonToken.START_OBJECT;
    }

    /** The field of an object; empty for a missing field, or when this is not an object. */
    public Optional<LocatedJson> field(String name) {
        return Optional.ofNullable(fields.get(name));
    }

    /** The field of an object, or a failure here that says what is missing. */
    public LocatedJson require(String name, String what) throws ImportFailure {
        requireObject(what);
        LocatedJson value = fields.get(name);
        if (value == null) {
            throw failure("expected the field \"" + name + "\" in " + what);
        }
        return value;
    }

    /** The fields of this object in their order. */
    public Map<String, LocatedJson> fields(String what) throws ImportFailure {
        requireObject(what);
        return fields;
    }

    /** The elements of this array. */
    public List<LocatedJson> elements(String what) throws ImportFailure {
        if (kind != JsonToken.START_ARRAY) {
            throw failure("expected " + what + " (a JSON array), found " + describe());
        }
        return elements;
    }

    /** A finite number, written as a JSON number or as a string holding one (Gatling writes both). */
    public double number(String what) throws ImportFailure {
        OptionalDouble value = optionalNumber(what);
        if (value.isEmpty()) {
            throw failure("expected a number for " + what + ", found " + describe());
        }
        return value.getAsDouble();
    }

    /** The number, or empty for null and for the "-" or "" that reports print where there is none. */
    public OptionalDouble optionalNumber(String what) throws ImportFailure {
        if (kind == JsonToken.VALUE_NULL || kind == JsonToken.VALUE_STRING && (text.isBlank() || text.strip().equals("-"))) {
            return OptionalDouble.empty();
        }
        if (kind == JsonToken.VALUE_NUMBER_INT || kind == JsonToken.VALUE_NUMBER_FLOAT) {
            if (!Double.isFinite(number)) {
                throw failure("expected a finite number for " + what + ", found " + text);
            }
            return OptionalDouble.of(number);
        }
        OptionalDouble parsed = kind == JsonToken.VALUE_STRING ? Quantities.number(text) : OptionalDouble.empty();
        if (parsed.isEmpty()) {
            throw failure("expected a number for " + what + ", found " + describe());
        }
        return parsed;
    }

    /** A whole number of at least 0. */
    public long count(String what) throws ImportFailure {
        double value = number(what);
        if (value < 0 || value != Math.rint(value)) {
            throw failure("expected a whole number of at least 0 for " + what + ", found " + text);
        }
        return (long) value;
    }

    /** The number as the file writes it, for decimal arithmetic without binary rounding. */
    public java.math.BigDecimal decimal(String what) throws ImportFailure {
        number(what);
        return new java.math.BigDecimal(text.strip());
    }

    public String text(String what) throws ImportFailure {
        if (kind != JsonToken.VALUE_STRING) {
            throw failure("expected a string for " + what + ", found " + describe());
        }
        return text;
    }

    /** A failure at the place this value starts. */
    public ImportFailure failure(String message) {
        return new ImportFailure(line, column, message);
    }

    private void requireObject(String what) throws ImportFailure {
        if (!isObject()) {
            throw failure("expected " + what + " (a JSON object), found " + describe());
        }
    }

    private String describe() {
        return switch (kind) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "the string \"" + Texts.abbreviate(text, 40) + "\"";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "the number " + text;
            default -> text;
        };
    }
}
