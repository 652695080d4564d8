package org.benchlens.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One result set of one benchmark execution under one configuration, as stored.
 *
 * @param format     the importer or runner that made it (k6-summary, k6-ndjson, ybio, ibench, table, ...)
 * @param sourceFile the file it was read from, or null for a run made by the runner
 * @param sourceHash SHA-256 of the source bytes, so that a second import of the same bytes is recognised
 * @param startedAt  when the benchmark started, or null where the source does not say
 */
public record Run(long id, String format, String name, String sourceFile, String sourceHash,
                  Instant startedAt, Instant endedAt, Instant importedAt,
                  Attributes attributes, List<String> tags) {

    public Run {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(name, "name");
        attributes = attributes == null ? Attributes.EMPTY : attributes;
        tags = tags == null ? List.of() : List.copyOf(tags);
    }

    /** This run with other attributes and tags. */
    public Run with(Attributes newAttributes, List<String> newTags) {
        return new Run(id, format, name, sourceFile, sourceHash, startedAt, endedAt, importedAt, newAttributes,
                newTags);
    }

    public String attribute(String key) {
        return attributes.values().get(key);
    }

    /** True when the source says the run did not finish (cancelled, aborted, interrupted). */
    public boolean isIncomplete() {
        String status = attribute(AttributeKeys.STATUS);
        return status != null && !status.equals(AttributeKeys.STATUS_COMPLETED);
    }
}
