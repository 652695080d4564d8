package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.benchlens.model.Attributes;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunSummary;

/**
 * The {@code run_summary} row of each run (decision 0131): what the runs list shows, in one row per run,
 * written in the transaction that writes the run and rewritten by every edit of its attributes or tags.
 */
final class RunSummaryRepository {

    /** The attributes or tags of run {@code ?} as {@link SummaryText}, in SQL: the same text migration V7 writes. */
    private static final String ATTRIBUTES_TEXT = "coalesce((select string_agg(" + escaped("a.attribute_key")
            + " || '|' || " + escaped("a.attribute_value") + " || '|', '') from run_attribute a where a.run_id = ?), '')";
    private static final String TAGS_TEXT = "coalesce((select string_agg(" + escaped("t.tag")
            + " || '|', '') from run_tag t where t.run_id = ?), '')";

    private final Connection connection;

    RunSummaryRepository(Connection connection) {
        this.connection = connection;
    }

    private static String escaped(String column) {
        return "replace(replace(" + column + ", '\\', '\\\\'), '|', '\\|')";
    }

    /** Writes the row of a run just stored, from the run as stored and its measurements in the order measured. */
    void write(Run run, List<Measurement> measured) throws SQLException {
        Measurement throughput = Headline.of(measured, Metrics.THROUGHPUT);
        Double errorRate = Headline.errorRate(measured, throughput);
        try (PreparedStatement insert = connection.prepareStatement("insert into run_summary (run_id, headline_step,"
                + " headline, headline_unit, errors_rate, attributes_text, tags_text) values (?, ?, ?, ?, ?, ?, ?)")) {
            insert.setLong(1, run.id());
            insert.setString(2, throughput == null ? null : throughput.step());
            setDouble(insert, 3, throughput == null ? null : throughput.value());
            insert.setString(4, throughput == null ? null : throughput.unit());
            setDouble(insert, 5, errorRate);
            insert.setString(6, attributesText(run.attributes()));
            insert.setString(7, SummaryText.encode(run.tags()));
            insert.executeUpdate();
        }
    }

    /** After an attribute of the run changed: its text again, from the rows as they now are. */
    void rewriteAttributes(long runId) throws SQLException {
        rewrite(runId, "attributes_text", ATTRIBUTES_TEXT);
    }

    /** After a tag of the run changed: its text again, from the rows as they now are. */
    void rewriteTags(long runId) throws SQLException {
        rewrite(runId, "tags_text", TAGS_TEXT);
    }

    private void rewrite(long runId, String column, String text) throws SQLException {
        // the row is locked first, so that the text is read by a statement that sees every edit committed
        // before it: two transactions tagging a run at once each keep the other's tag
        try (PreparedStatement lock = connection.prepareStatement(
                "select run_id from run_summary where run_id = ? for update")) {
            lock.setLong(1, runId);
            lock.executeQuery().close();
        }
        try (PreparedStatement update = connection.prepareStatement(
                "update run_summary set " + column + " = " + text + " where run_id = ?")) {
            update.setLong(1, runId);
            update.setLong(2, runId);
            update.executeUpdate();
        }
    }

    /**
     * Every run of the store, oldest first, read from one row each. A run without a row (stored by an
     * earlier build after migration V7) is read from its own rows, as a list of runs by id is.
     */
    List<RunSummary> all(RunRepository runs, MeasurementRepository measurements) throws SQLException {
        Map<Long, RunSummary> byId = new LinkedHashMap<>();
        List<Long> unsummarised = new ArrayList<>();
        DecodedTexts texts = new DecodedTexts();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select r.id, r.format, r.name, r.source_file, r.source_hash,"
                     + " r.started_at, r.ended_at, r.imported_at, s.headline_step, s.headline, s.headline_unit,"
                     + " s.errors_rate, s.attributes_text, s.tags_text"
                     + " from run r left join run_summary s on s.run_id = r.id order by r.id")) {
            while (rows.next()) {
                Run header = RunRepository.header(rows);
                String attributes = rows.getString(13);
                String tags = rows.getString(14);
                if (attributes == null || tags == null) {
                    unsummarised.add(header.id());
                    byId.put(header.id(), null);
                    continue;
                }
                byId.put(header.id(), headlineOf(header.with(texts.attributes(attributes), texts.tags(tags)), rows, 9));
            }
        }
        if (!unsummarised.isEmpty()) {
            Map<Long, List<Measurement>> measured = measurements.forRuns(unsummarised);
            for (Run run : runs.list(RunFilter.ALL, unsummarised)) {
                byId.put(run.id(), fromOwnRows(run, measured.get(run.id())));
            }
            byId.values().removeIf(summary -> summary == null); // deleted between the two reads
        }
        return new ArrayList<>(byId.values());
    }

    /**
     * The runs of {@code headers} whose summary rows {@code condition} (after {@code where run_id}, with
     * {@code parameters}) finds whole, with the attributes and tags of those rows; a run without one is not
     * in the answer. {@code texts} decodes each text once over several calls.
     */
    Map<Long, Run> withAttributesAndTags(Map<Long, Run> headers, String condition, List<Object> parameters,
                                         DecodedTexts texts) throws SQLException {
        Map<Long, Run> runs = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement("select run_id, attributes_text, tags_text"
                + " from run_summary where attributes_text is not null and tags_text is not null and run_id"
                + condition)) {
            for (int i = 0; i < parameters.size(); i++) {
                query.setObject(i + 1, parameters.get(i));
            }
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    Run header = headers.get(rows.getLong(1));
                    if (header != null) {
                        runs.put(header.id(), header.with(texts.attributes(rows.getString(2)),
                                texts.tags(rows.getString(3))));
                    }
                }
            }
        }
        return runs;
    }

    /** Attributes and tags texts decoded once each: runs of one sweep or one night share them whole. */
    static final class DecodedTexts {
        private final Map<String, String> seen = new HashMap<>();
        private final Map<String, Attributes> attributes = new HashMap<>();
        private final Map<String, List<String>> tags = new HashMap<>();

        Attributes attributes(String text) {
            return attributes.computeIfAbsent(text, t -> RunSummaryRepository.attributes(t, seen));
        }

        List<String> tags(String text) {
            return tags.computeIfAbsent(text, t -> List.copyOf(new TreeSet<>(SummaryText.decode(t, seen))));
        }
    }

    /**
     * The runs as the list shows them, with their headlines from their summary rows; a run without a row
     * (stored by an earlier build after migration V7) from its own measurements.
     */
    List<RunSummary> of(List<Run> runs, MeasurementRepository measurements) throws SQLException {
        Map<Long, RunSummary> byId = new HashMap<>();
        Map<Long, Run> wanted = new HashMap<>();
        runs.forEach(run -> wanted.put(run.id(), run));
        RunIdChunks.query(connection, "select run_id, headline_step, headline, headline_unit, errors_rate"
                + " from run_summary where run_id%s", List.copyOf(wanted.keySet()), rows -> {
                    long id = rows.getLong(1);
                    byId.put(id, headlineOf(wanted.get(id), rows, 2));
                });
        List<Long> unsummarised = runs.stream().map(Run::id).filter(id -> !byId.containsKey(id)).toList();
        Map<Long, List<Measurement>> measured = measurements.forRuns(unsummarised);
        List<RunSummary> listed = new ArrayList<>(runs.size());
        for (Run run : runs) {
            RunSummary summary = byId.get(run.id());
            listed.add(summary != null ? summary : fromOwnRows(run, measured.get(run.id())));
        }
        return listed;
    }

    /** The run with the headline read from its summary row: step, value, unit and failed share from {@code first} on. */
    private static RunSummary headlineOf(Run run, ResultSet rows, int first) throws SQLException {
        String step = rows.getString(first);
        Measurement throughput = step == null ? null
                : new Measurement(step, Metrics.THROUGHPUT, rows.getDouble(first + 1), rows.getString(first + 2));
        double errors = rows.getDouble(first + 3);
        return new RunSummary(run, throughput, rows.wasNull() ? null : errors);
    }

    /** The run with the headline its own measurements give: a run stored without a summary row. */
    private static RunSummary fromOwnRows(Run run, List<Measurement> measured) {
        Measurement throughput = Headline.of(measured, Metrics.THROUGHPUT);
        return new RunSummary(run, throughput, Headline.errorRate(measured, throughput));
    }

    private static String attributesText(Attributes attributes) {
        List<String> items = new ArrayList<>(attributes.values().size() * 2);
        attributes.values().forEach((key, value) -> {
            items.add(key);
            items.add(value);
        });
        return SummaryText.encode(items);
    }

    private static Attributes attributes(String text, Map<String, String> seen) {
        List<String> items = SummaryText.decode(text, seen);
        TreeMap<String, String> values = new TreeMap<>();
        for (int i = 0; i + 1 < items.size(); i += 2) {
            values.put(items.get(i), items.get(i + 1));
        }
        return new Attributes(values);
    }

    private static void setDouble(PreparedStatement statement, int index, Double value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.DOUBLE);
        } else {
            statement.setDouble(index, value);
        }
    }
}
