package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.TreeSet;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;

/** Runs with their attributes and tags. */
public final class RunRepository {

    private static final String COLUMNS =
            "id, format, name, source_file, source_hash, started_at, ended_at, imported_at";

    /** The condition of a filter that keeps every run. */
    private static final String NO_CONDITION = "where 1 = 1";

    /** The SQL state both databases give a second row with the same key. */
    private static final String DUPLICATE_KEY = "23505";

    private final Connection connection;
    private final RunSummaryRepository summaries;

    RunRepository(Connection connection, RunSummaryRepository summaries) {
        this.connection = connection;
        this.summaries = summaries;
    }

    /** Stores the run's header, attributes and tags; returns the run with its new id. */
    public Run insert(RunDraft draft, String sourceFile, String sourceHash) throws SQLException {
        Instant importedAt = Instant.now();
        long id;
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into run (format, name, source_file, source_hash, started_at, ended_at, imported_at) "
                        + "values (?, ?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, draft.format());
            insert.setString(2, truncate(draft.name(), 1024));
            insert.setString(3, sourceFile);
            insert.setString(4, sourceHash);
            insert.setObject(5, toOffset(draft.startedAt()));
            insert.setObject(6, toOffset(draft.endedAt()));
            insert.setObject(7, toOffset(importedAt));
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                id = keys.getLong(1);
            }
        }
        for (Map.Entry<String, String> attribute : draft.attributes().values().entrySet()) {
            storeAttribute(id, attribute.getKey(), attribute.getValue());
        }
        for (String tag : draft.tags()) {
            storeTag(id, tag);
        }
        return find(id).orElseThrow();
    }

    /**
     * Stores a run that was deleted, under its former id. The id came from the identity column
     * and is never handed out again, so it cannot collide with a run stored since.
     */
    public Run restore(Run run) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into run (id, format, name, source_file, source_hash, started_at, ended_at, imported_at) "
                        + "values (?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setLong(1, run.id());
            insert.setString(2, run.format());
            insert.setString(3, run.name());
            insert.setString(4, run.sourceFile());
            insert.setString(5, run.sourceHash());
            insert.setObject(6, toOffset(run.startedAt()));
            insert.setObject(7, toOffset(run.endedAt()));
            insert.setObject(8, toOffset(run.importedAt()));
            insert.executeUpdate();
        }
        for (Map.Entry<String, String> attribute : run.attributes().values().entrySet()) {
            storeAttribute(run.id(), attribute.getKey(), attribute.getValue());
        }
        for (String tag : run.tags()) {
            storeTag(run.id(), tag);
        }
        return find(run.id()).orElseThrow();
    }

    /** Hands out ids from {@code next} on: after runs were stored under ids of their own, as a repair does. */
    public void restartIdsAt(long next) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("alter table run alter column id restart with " + next);
        }
    }

    public Optional<Run> find(long id) throws SQLException {
        List<Run> found = select("where id = ?", List.of(id));
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /**
     * Holds the input's hash until the transaction ends (see {@link #releaseInput}): a second writer
     * storing the same bytes waits on the key, then sees the first writer's runs.
     */
    public void claimInput(String sourceHash) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into import_claim (source_hash) values (?)")) {
            insert.setString(1, sourceHash);
            insert.executeUpdate();
        }
    }

    /** Lets the claim go with the transaction: the runs stored say from now on that the input is in. */
    public void releaseInput(String sourceHash) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "delete from import_claim where source_hash = ?")) {
            delete.setString(1, sourceHash);
            delete.executeUpdate();
        }
    }

    /**
     * Records that the runs from {@code firstRunId} on are the whole input; the last row an import writes
     * (decision 0104), under a key no earlier row of the transaction touched.
     */
    public void markWhole(long firstRunId, String sourceHash) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into whole_input (first_run_id, source_hash) values (?, ?)")) {
            insert.setLong(1, firstRunId);
            insert.setString(2, sourceHash);
            insert.executeUpdate();
        }
    }

    /** Whether run {@code runId}, stored from {@code sourceHash}, is of an input stored whole (see {@link #partOfInputs}). */
    public boolean isWhole(long runId, String sourceHash) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select count(*) from whole_input where source_hash = ? and first_run_id <= ?")) {
            query.setString(1, sourceHash);
            query.setLong(2, runId);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1) > 0;
            }
        }
    }

    /**
     * The ids of runs that are part of an input never stored whole: what a kill during H2's commit left.
     * A run is whole when its input's mark is at or before it (decision 0124): deleting an input's first
     * run leaves the others whole, and a restored run finds its mark where it was.
     */
    public List<Long> partOfInputs() throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select r.id from run r where r.source_hash is not null "
                     + "and not exists (select 1 from whole_input w where w.source_hash = r.source_hash "
                     + "and w.first_run_id <= r.id) order by r.id")) {
            while (rows.next()) {
                ids.add(rows.getLong(1));
            }
        }
        return ids;
    }

    /** The first run stored from the same bytes, if any. */
    public OptionalLong findBySourceHash(String sourceHash) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select min(id) from run where source_hash = ?")) {
            query.setString(1, sourceHash);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                long id = rows.getLong(1);
                return rows.wasNull() ? OptionalLong.empty() : OptionalLong.of(id);
            }
        }
    }

    /** Runs matching the filter, oldest first. */
    public List<Run> list(RunFilter filter) throws SQLException {
        List<Object> parameters = new ArrayList<>();
        return select(where(filter, parameters), parameters);
    }

    /**
     * The runs among {@code ids} that match the filter, oldest first: a few queries of many ids
     * each, rather than every run of the store read to keep a few of them.
     */
    public List<Run> list(RunFilter filter, Collection<Long> ids) throws SQLException {
        List<Object> parameters = new ArrayList<>();
        String where = where(filter, parameters);
        RunSummaryRepository.DecodedTexts texts = new RunSummaryRepository.DecodedTexts();
        return inChunks(List.copyOf(new TreeSet<>(ids)), chunk -> select(where, parameters, chunk, texts));
    }

    /** The SQL condition on table {@code run} that the filter makes; its values are added to {@code parameters}. */
    private static String where(RunFilter filter, List<Object> parameters) {
        StringBuilder where = new StringBuilder(NO_CONDITION);
        for (Map.Entry<String, String> condition : filter.attributes().entrySet()) {
            switch (condition.getKey()) {
                case "format", "name" -> where.append(" and ").append(condition.getKey()).append(" = ?");
                // "id in": the runs are looked up by the indexes of tag and of key and value; a correlated
                // "exists" probed every run of the store, so a few runs out of 100 000 took as long as all
                case "tag" -> where.append(" and id in (select t.run_id from run_tag t where t.tag = ?)");
                default -> {
                    where.append(" and id in (select a.run_id from run_attribute a"
                            + " where a.attribute_key = ? and a.attribute_value = ?)");
                    parameters.add(condition.getKey());
                }
            }
            parameters.add(condition.getValue());
        }
        if (filter.text() != null && !filter.text().isBlank()) {
            String like = "%" + filter.text().toLowerCase(Locale.ROOT).replace("%", "") + "%";
            where.append(" and (lower(name) like ? or lower(format) like ? or exists (select 1 from run_attribute a"
                    + " where a.run_id = run.id and lower(a.attribute_value) like ?))");
            parameters.add(like);
            parameters.add(like);
            parameters.add(like);
        }
        return where.toString();
    }

    public long count() throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select count(*) from run")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** Deletes the runs and everything measured in them; returns how many existed. */
    public int delete(Collection<Long> ids) throws SQLException {
        int deleted = 0;
        try (PreparedStatement delete = connection.prepareStatement("delete from run where id = ?")) {
            for (long id : ids) {
                delete.setLong(1, id);
                deleted += delete.executeUpdate();
            }
        }
        return deleted;
    }

    public void setAttribute(long runId, String key, String value) throws SQLException {
        storeAttribute(runId, key, value);
        summaries.rewriteAttributes(runId);
    }

    private void storeAttribute(long runId, String key, String value) throws SQLException {
        NameLimits.checkAttribute(key, value);
        try (PreparedStatement delete = connection.prepareStatement(
                "delete from run_attribute where run_id = ? and attribute_key = ?")) {
            delete.setLong(1, runId);
            delete.setString(2, key);
            delete.executeUpdate();
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into run_attribute (run_id, attribute_key, attribute_value) values (?, ?, ?)")) {
            insert.setLong(1, runId);
            insert.setString(2, key);
            insert.setString(3, truncate(value, 4096));
            insert.executeUpdate();
        }
    }

    public void removeAttribute(long runId, String key) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "delete from run_attribute where run_id = ? and attribute_key = ?")) {
            delete.setLong(1, runId);
            delete.setString(2, key);
            delete.executeUpdate();
        }
        summaries.rewriteAttributes(runId);
    }

    /** Adds the tag unless the run has it: two processes tagging a run alike at once both succeed. */
    public void addTag(long runId, String tag) throws SQLException {
        storeTag(runId, tag);
        summaries.rewriteTags(runId);
    }

    private void storeTag(long runId, String tag) throws SQLException {
        NameLimits.checkTag(tag);
        Savepoint before = connection.setSavepoint();
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into run_tag (run_id, tag) select ?, ? where not exists"
                        + " (select 1 from run_tag where run_id = ? and tag = ?)")) {
            insert.setLong(1, runId);
            insert.setString(2, tag);
            insert.setLong(3, runId);
            insert.setString(4, tag);
            insert.executeUpdate();
        } catch (SQLException e) {
            if (!DUPLICATE_KEY.equals(e.getSQLState())) {
                throw e;
            }
            // another transaction added the same tag since: the run has it, as asked
            connection.rollback(before);
        }
    }

    public void removeTag(long runId, String tag) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "delete from run_tag where run_id = ? and tag = ?")) {
            delete.setLong(1, runId);
            delete.setString(2, tag);
            delete.executeUpdate();
        }
        summaries.rewriteTags(runId);
    }

    /** Every attribute key in the store, sorted: what a filter or a comparison can use. */
    public List<String> attributeKeys() throws SQLException {
        List<String> keys = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select distinct attribute_key from run_attribute order by attribute_key")) {
            while (rows.next()) {
                keys.add(rows.getString(1));
            }
        }
        return keys;
    }

    private List<Run> select(String where, List<Object> parameters) throws SQLException {
        Map<Long, Run> headers = headers(where, parameters);
        if (headers.isEmpty()) {
            return List.of();
        }
        if (parameters.isEmpty() && where.equals(NO_CONDITION)) {
            // every run: the rows are read as they are, without a join that looks up each one's run (decision 0131)
            return withAttributesAndTags(headers, "", "", parameters);
        }
        // the runs the filter chose, by their ids a chunk at a time: a join of every attribute row of the
        // store with its run read all of them for a few runs
        RunSummaryRepository.DecodedTexts texts = new RunSummaryRepository.DecodedTexts();
        return inChunks(List.copyOf(headers.keySet()), chunk -> {
            Map<Long, Run> chosen = new LinkedHashMap<>();
            chunk.forEach(id -> chosen.put(id, headers.get(id)));
            return withAttributesAndTags(chosen, texts);
        });
    }

    /** {@code read} of each chunk of at most {@link RunIdChunks#IDS_PER_QUERY} of {@code ids}, in order. */
    private static List<Run> inChunks(List<Long> ids, ChunkRead read) throws SQLException {
        List<Run> runs = new ArrayList<>(ids.size());
        for (int from = 0; from < ids.size(); from += RunIdChunks.IDS_PER_QUERY) {
            runs.addAll(read.runs(ids.subList(from, Math.min(ids.size(), from + RunIdChunks.IDS_PER_QUERY))));
        }
        return runs;
    }

    @FunctionalInterface
    private interface ChunkRead {
        List<Run> runs(List<Long> chunk) throws SQLException;
    }

    /** The runs of the ids, a chunk at most, sorted. */
    private List<Run> select(String where, List<Object> parameters, List<Long> chunk,
                             RunSummaryRepository.DecodedTexts texts) throws SQLException {
        List<Object> withIds = new ArrayList<>(parameters);
        Map<Long, Run> headers = headers(where + " and run.id" + RunIdChunks.condition(chunk, withIds), withIds);
        headers.keySet().retainAll(new HashSet<>(chunk));
        return headers.isEmpty() ? List.of() : withAttributesAndTags(headers, texts);
    }

    /**
     * The runs of {@code headers}, a chunk of ids at most, in their order: their attributes and tags from their
     * summary rows, one each (decision 0131), or where a run has none from its own rows, read through their keys.
     */
    private List<Run> withAttributesAndTags(Map<Long, Run> headers, RunSummaryRepository.DecodedTexts texts)
            throws SQLException {
        List<Object> found = new ArrayList<>();
        String condition = RunIdChunks.condition(List.copyOf(headers.keySet()), found);
        Map<Long, Run> summarised = summaries.withAttributesAndTags(headers, condition, found, texts);
        Map<Long, Run> unsummarised = new LinkedHashMap<>(headers);
        unsummarised.keySet().removeAll(summarised.keySet());
        if (!unsummarised.isEmpty()) {
            List<Object> own = new ArrayList<>();
            String ownCondition = RunIdChunks.condition(List.copyOf(unsummarised.keySet()), own);
            for (Run run : withAttributesAndTags(unsummarised, "where ra.run_id" + ownCondition,
                    "where rt.run_id" + ownCondition, own)) {
                summarised.put(run.id(), run);
            }
        }
        List<Run> runs = new ArrayList<>(headers.size());
        headers.keySet().forEach(id -> runs.add(summarised.get(id)));
        return runs;
    }

    private Map<Long, Run> headers(String where, List<Object> parameters) throws SQLException {
        Map<Long, Run> headers = new LinkedHashMap<>();
        try (PreparedStatement query = connection.prepareStatement(
                "select " + COLUMNS + " from run " + where + " order by id")) {
            bind(query, parameters);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    Run run = header(rows);
                    headers.put(run.id(), run);
                }
            }
        }
        return headers;
    }

    /** The run of a row whose first columns are {@link #COLUMNS}, without attributes and tags. */
    static Run header(ResultSet rows) throws SQLException {
        return new Run(rows.getLong(1), rows.getString(2), rows.getString(3), rows.getString(4),
                rows.getString(5), instant(rows, 6), instant(rows, 7), instant(rows, 8), Attributes.EMPTY, List.of());
    }

    /**
     * The runs with the attributes and tags that {@code attributesOf} (after {@code run_attribute ra})
     * and {@code tagsOf} (after {@code run_tag rt}) choose, both with {@code parameters}.
     */
    private List<Run> withAttributesAndTags(Map<Long, Run> headers, String attributesOf, String tagsOf,
                                            List<Object> parameters) throws SQLException {
        Map<Long, TreeMap<String, String>> attributes = new HashMap<>();
        Map<Long, TreeSet<String>> tags = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement(
                "select ra.run_id, ra.attribute_key, ra.attribute_value from run_attribute ra " + attributesOf)) {
            bind(query, parameters);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    attributes.computeIfAbsent(rows.getLong(1), k -> new TreeMap<>())
                            .put(rows.getString(2), rows.getString(3));
                }
            }
        }
        try (PreparedStatement query = connection.prepareStatement(
                "select rt.run_id, rt.tag from run_tag rt " + tagsOf)) {
            bind(query, parameters);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    tags.computeIfAbsent(rows.getLong(1), k -> new TreeSet<>()).add(rows.getString(2));
                }
            }
        }
        List<Run> runs = new ArrayList<>(headers.size());
        for (Run header : headers.values()) {
            runs.add(header.with(new Attributes(attributes.getOrDefault(header.id(), new TreeMap<>())),
                    List.copyOf(tags.getOrDefault(header.id(), new TreeSet<>()))));
        }
        return runs;
    }

    private static void bind(PreparedStatement query, List<Object> parameters) throws SQLException {
        for (int i = 0; i < parameters.size(); i++) {
            query.setObject(i + 1, parameters.get(i));
        }
    }

    private static Instant instant(ResultSet rows, int column) throws SQLException {
        OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    private static OffsetDateTime toOffset(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private static String truncate(String text, int length) {
        return text == null || text.length() <= length ? text : text.substring(0, length);
    }
}
