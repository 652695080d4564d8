package org.benchlens.imports.k6.summary;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Deque;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonEOFException;

import org.benchlens.imports.Texts;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.JsonMessages;

/**
 * Walks a k6 summary token by token and turns every surprise into an {@link ImportFailure} that
 * says where (line and column) and what was expected there. A tree model would lose the
 * locations, which are what a person needs to fix a damaged file.
 *
 * <p>Readers work on the current token: {@link #nextValue()} moves to a value, the
 * {@code require…} and {@code number…} methods check it, {@link #skip()} jumps over it.
 */
final class SummaryJsonCursor implements Closeable {

    /** A second "metrics" in one object would silently replace the first: refused, as every JSON input's duplicate keys are. */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private final JsonParser parser;
    /** What is being read, innermost first, for messages about a file that ends early. */
    private final Deque<String> reading = new ArrayDeque<>();

    SummaryJsonCursor(Reader reader) throws IOException {
        this.parser = FACTORY.createParser(reader);
    }

    /** A cursor over text already in memory, such as the first bytes of a file. */
    static SummaryJsonCursor of(String text) throws IOException {
        return new SummaryJsonCursor(new StringReader(text));
    }

    /** Moves to the next value (or to the end of the enclosing object or array). */
    JsonToken nextValue() throws IOException, ImportFailure {
        JsonToken token = parser.nextToken();
        if (token == null) {
            throw new ImportFailure(line(), column(), "the file ends before " + expectedHere()
                    + " (is it truncated?)");
        }
        return token;
    }

    /** Moves to the next field of the current object; false at its end. */
    boolean nextField() throws IOException, ImportFailure {
        JsonToken token = nextValue();
        if (token == JsonToken.END_OBJECT) {
            return false;
        }
        if (token != JsonToken.FIELD_NAME) {
            throw failure("expected a field name in " + where() + ", found " + describe(token));
        }
        return true;
    }

    /** The name of the field the cursor is on (or whose value it is on). */
    String fieldName() throws IOException {
        return parser.currentName();
    }

    /** Moves to the next element of the current array; false at its end. */
    boolean nextElement() throws IOException, ImportFailure {
        return nextValue() != JsonToken.END_ARRAY;
    }

    JsonToken current() {
        return parser.currentToken();
    }

    /** Skips the current value, with everything nested in it. */
    void skip() throws IOException {
        parser.skipChildren();
    }

    void requireObject(String what) throws ImportFailure {
        require(JsonToken.START_OBJECT, what + " (a JSON object)");
    }

    void requireArray(String what) throws ImportFailure {
        require(JsonToken.START_ARRAY, what + " (a JSON array)");
    }

    private void require(JsonToken expected, String what) throws ImportFailure {
        if (current() != expected) {
            throw failure("expected " + what + ", found " + describe(current()));
        }
    }

    /** The current value as a number, or null for JSON null (k6 writes NaN as null). */
    Double numberOrNull(String what) throws IOException, ImportFailure {
        JsonToken token = current();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        if (!token.isNumeric()) {
            throw failure("expected a number for " + what + ", found " + describe(token));
        }
        double value = parser.getDoubleValue();
        if (!Double.isFinite(value)) {
            throw failure("expected a finite number for " + what + ", found " + parser.getText());
        }
        return value;
    }

    long count(String what) throws IOException, ImportFailure {
        Double value = numberOrNull(what);
        if (value == null || value < 0 || value != Math.rint(value)) {
            throw failure("expected a whole number of at least 0 for " + what + ", found "
                    + (value == null ? "null" : parser.getText()));
        }
        return value.longValue();
    }

    String textOrNull(String what) throws IOException, ImportFailure {
        JsonToken token = current();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        if (token != JsonToken.VALUE_STRING) {
            throw failure("expected a string for " + what + ", found " + describe(token));
        }
        return parser.getText();
    }

    boolean bool(String what) throws ImportFailure {
        JsonToken token = current();
        if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
            throw failure("expected true or false for " + what + ", found " + describe(token));
        }
        return token == JsonToken.VALUE_TRUE;
    }

    /** Says what is being read until {@link #leave()}, for messages about a truncated file. */
    void enter(String what) {
        reading.push(what);
    }

    void leave() {
        reading.pop();
    }

    /** Nothing but white space may follow the summary object. */
    void requireEnd() throws IOException, ImportFailure {
        JsonToken token = parser.nextToken();
        if (token != null) {
            throw failure("expected the end of the file after the summary object, found " + describe(token));
        }
    }

    /** Where the current token starts, to report a problem found only later. */
    Position position() {
        JsonLocation at = parser.currentTokenLocation();
        return new Position(at.getLineNr(), at.getColumnNr());
    }

    record Position(long line, long column) {
        ImportFailure failure(String message) {
            return new ImportFailure(line, column, message);
        }
    }

    /** A failure at the current token. */
    ImportFailure failure(String message) {
        JsonLocation at = parser.currentTokenLocation();
        return new ImportFailure(at.getLineNr(), at.getColumnNr(), message);
    }

    /** A parse error of Jackson, said in terms of what this cursor was reading. */
    ImportFailure failure(JsonProcessingException e) {
        JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        String message = endsEarly(e)
                ? "the file ends before " + expectedHere() + " (is it truncated?)"
                : "not valid JSON in " + where() + ": " + JsonMessages.reason(e);
        return new ImportFailure(at.getLineNr(), at.getColumnNr(), message, e);
    }

    /** Jackson reports some ends of input (between the entries of an object) without its EOF type. */
    private static boolean endsEarly(JsonProcessingException e) {
        return e instanceof JsonEOFException
                || e.getOriginalMessage() != null && e.getOriginalMessage().startsWith("Unexpected end-of-input");
    }

    /** What is being read, cut short: a tree of groups 900 deep would otherwise be named in 8 KB. */
    private String where() {
        return reading.isEmpty() ? "the summary" : Texts.abbreviate(reading.peek(), 120);
    }

    private String expectedHere() {
        return reading.isEmpty() ? "the summary is complete" : "the end of " + where();
    }

    private long line() {
        return parser.currentLocation().getLineNr();
    }

    private long column() {
        return parser.currentLocation().getColumnNr();
    }

    private String describe(JsonToken token) throws ImportFailure {
        if (token == null) {
            return "the end of the file";
        }
        try {
            return switch (token) {
                case START_OBJECT -> "an object";
                case START_ARRAY -> "an array";
                case END_OBJECT -> "the end of an object";
                case END_ARRAY -> "the end of an array";
                case VALUE_STRING -> "the string \"" + Texts.abbreviate(parser.getText(), 40) + "\"";
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "the number " + parser.getText();
                case VALUE_TRUE -> "true";
                case VALUE_FALSE -> "false";
                case VALUE_NULL -> "null";
                case FIELD_NAME -> "the field \"" + Texts.abbreviate(parser.getText(), 40) + "\"";
                default -> token.toString();
            };
        } catch (IOException e) {
            throw new ImportFailure(line(), column(), "cannot read the value here: " + (e instanceof JsonProcessingException json ? JsonMessages.reason(json) : e.getMessage()), e);
        }
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
