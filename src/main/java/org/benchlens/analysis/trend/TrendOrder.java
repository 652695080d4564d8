package org.benchlens.analysis.trend;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;

import org.benchlens.model.Run;

/**
 * The order of a history's points: by start time ({@code date}), by the order runs were stored
 * ({@code id}, a history file's own order), or by the natural order of an attribute's values.
 * Ties, and runs without a start or without the attribute (last), fall back on the id.
 */
public record TrendOrder(String attribute) {

    public static final TrendOrder DATE = new TrendOrder("date");
    public static final TrendOrder ID = new TrendOrder("id");

    public static TrendOrder parse(String text) {
        if (text == null || text.isBlank()) {
            return DATE;
        }
        return new TrendOrder(text.strip());
    }

    public boolean byDate() {
        return attribute.equals("date");
    }

    public boolean byId() {
        return attribute.equals("id");
    }

    public Comparator<Run> comparator() {
        Comparator<Run> byId = Comparator.comparingLong(Run::id);
        if (byId()) {
            return byId;
        }
        if (byDate()) {
            return Comparator.comparing(Run::startedAt, Comparator.nullsLast(Comparator.naturalOrder())).thenComparing(byId);
        }
        return Comparator.comparing((Run run) -> run.attribute(attribute),
                Comparator.nullsLast(NaturalOrder.INSTANCE)).thenComparing(byId);
    }

    /** What a point is called on the x axis and in tables: its start, or its name where it has none. */
    public String label(Run run) {
        if (byId()) {
            return String.valueOf(run.id());
        }
        if (byDate()) {
            Instant start = run.startedAt();
            return start == null ? run.name() : start.truncatedTo(ChronoUnit.SECONDS).toString();
        }
        String value = run.attribute(attribute);
        return value == null ? "#" + run.id() : value;
    }
}
