package org.benchlens.imports.artillery;

import java.io.IOException;
import java.io.Reader;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * Artillery's {@code run --output} JSON, {@code {"aggregate": {...}, "intermediate": [...]}}, of Artillery 1 or 2:
 * one run a file, the aggregate's figures on step total and a step an endpoint where the metrics-by-endpoint
 * plugin gave them, the intermediate periods as series (decision 0171). The report is read a period at a time and
 * Artillery 1's raw latencies are skipped, so a long run's report is never held whole.
 */
public final class ArtilleryImporter implements Importer {

    static final String FORMAT = "artillery";
    private static final String WHAT = "Artillery's JSON report";
    private static final JsonFactory FACTORY = new JsonFactory();
    /** Artillery 1's every response time of a period: [time, id, ns, code], a line each, in the millions. */
    private static final Set<String> RAW = Set.of("latencies");
    private static final Pattern START = Pattern.compile("^\\{\\s*\"aggregate\"\\s*:\\s*\\{");
    private static final List<String> MARKS = List.of("\"scenariosCreated\"", "\"requestsCompleted\"",
            "\"vusers.created\"", "\"http.requests\"", "\"firstCounterAt\"");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "Artillery run --output JSON";
    }

    /** An object whose first field is the aggregate, naming a figure only Artillery writes. */
    @Override
    public boolean detect(Peek peek) {
        String text = peek.text().stripLeading();
        return START.matcher(text).lookingAt() && MARKS.stream().anyMatch(text::contains);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        String fileName = source.path().getFileName().toString();
        ArtilleryPeriod aggregate = null;
        ArtillerySeries series = new ArtillerySeries();
        try (Reader reader = source.openReader(); JsonParser parser = FACTORY.createParser(reader)) {
            try {
                if (parser.nextToken() != JsonToken.START_OBJECT) {
                    throw failure(parser, "expected " + WHAT + ", a JSON object of \"aggregate\" and \"intermediate\"");
                }
                String layout = null;
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String field = parser.currentName();
                    parser.nextToken();
                    if (field.equals("aggregate")) {
                        aggregate = period(parser, "the aggregate of " + WHAT, layout);
                        layout = aggregate.layout();
                    } else if (field.equals("intermediate")) {
                        layout = intermediate(parser, series, layout, context);
                    } else {
                        parser.skipChildren();
                    }
                }
                if (parser.nextToken() != null) {
                    throw failure(parser, "expected nothing after the object of " + WHAT);
                }
            } catch (JsonProcessingException e) {
                ImportFailure cause = LocatedJson.failure(parser, e);
                throw new ImportFailure(cause.line(), cause.column(), WHAT + ": " + cause.getMessage(), e);
            }
        }
        if (aggregate == null) {
            throw ImportFailure.whole("expected the \"aggregate\" of " + WHAT + ", found only its other fields");
        }
        RunDraft draft = new RunDraft(FORMAT, "");
        aggregate.addTotalsTo(draft, context, fileName);
        series.addTo(draft);
        draft.attribute(AttributeKeys.TOOL, FORMAT);
        draft.attribute("artillery.layout", aggregate.layout());
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()));
    }

    /** The intermediate periods, each made a point of the series as it is read. */
    private static String intermediate(JsonParser parser, ArtillerySeries series, String layout,
                                       ImportContext context) throws IOException, ImportFailure {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return layout;
        }
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            throw failure(parser, "expected the \"intermediate\" periods of " + WHAT + " as a JSON array");
        }
        String known = layout;
        int index = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            context.checkCancelled();
            index++;
            ArtilleryPeriod period = period(parser, "intermediate period " + index + " of " + WHAT, known);
            known = period.layout();
            period.addPointTo(series);
        }
        return known;
    }

    private static ArtilleryPeriod period(JsonParser parser, String what, String layout)
            throws IOException, ImportFailure {
        LocatedJson object = LocatedJson.value(parser, RAW);
        ArtilleryPeriod period = ArtilleryPeriod.read(object, what);
        if (layout != null && !layout.equals(period.layout())) {
            throw object.failure("expected " + what + " in the layout of the rest (" + layout + "), found "
                    + period.layout() + "'s");
        }
        return period;
    }

    private static ImportFailure failure(JsonParser parser, String message) {
        return new ImportFailure(parser.currentTokenLocation().getLineNr(),
                parser.currentTokenLocation().getColumnNr(), message);
    }
}
