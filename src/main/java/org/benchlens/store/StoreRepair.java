package org.benchlens.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import org.h2.store.FileLock;

import org.benchlens.model.RunContent;

/**
 * Checks an H2 store run by run, and repairs a damaged one by copying every run it can read, with
 * its id, into a new store that takes the old file's place; the old file is kept beside it, never
 * deleted (decision 0103). The store is opened alone, without the waiting of {@link Store}: a
 * damaged file can hold rows that no transaction will ever release.
 */
public final class StoreRepair {

    private static final List<String> RUN_PARTS =
            List.of("run_attribute", "run_tag", "measurement", "series_point", "latency_histogram");
    /** The SQL state of a table that is not there. */
    private static final String NO_SUCH_TABLE = "42S02";
    private static final int H2_NO_SUCH_TABLE = 42102;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    /**
     * What a check found: the runs read whole, those that could not be read (id to why), the runs that
     * are only part of an input (decision 0104), those a killed process was deleting (decision 0135,
     * also among the problems), and stray rows.
     */
    public record Findings(List<RunContent> readable, Map<Long, String> unreadable, List<Long> partOfInputs,
                           List<Long> beingDeleted, List<String> problems) {

        public boolean whole() {
            return unreadable.isEmpty() && partOfInputs.isEmpty() && beingDeleted.isEmpty() && problems.isEmpty();
        }
    }

    /** What a repair did: the runs kept, those left out, and where the damaged file now is. */
    public record Repaired(Findings findings, Path keptAside) {
    }

    private StoreRepair() {
    }

    /** Reads every run of the store; throws {@link StoreUnavailableException} when the store cannot be opened at all. */
    public static Findings check(StoreLocation location) {
        Path file = h2File(location);
        try (Connection connection = StoreSecret.connect(aloneUrl(file), location)) {
            return read(connection);
        } catch (SQLException e) {
            throw new StoreUnavailableException("cannot check the store at " + location.describe() + ": "
                    + StoreMessages.reason(e), e);
        }
    }

    /**
     * Copies every readable run and setting into a new store, then puts the damaged file aside as
     * {@code NAME.damaged-STAMP.mv.db} and the new one in its place.
     */
    public static Repaired repair(StoreLocation location) {
        Path file = h2File(location);
        // the file is read from a copy: H2's own lock keeps every other process out meanwhile
        FileLock lock = H2FileRewrite.lockAlone(file);
        if (lock == null) {
            throw new StoreUnavailableException("cannot repair the store at " + location.describe() + ": another"
                    + " process has it open; close the window and any command using it, then repair it", null);
        }
        try {
            return repairHoldingLock(location, file);
        } finally {
            lock.unlock();
        }
    }

    /** As {@link #repair}, for a caller that holds the file's lock already (an open finding it damaged). */
    static Repaired repairHoldingLock(StoreLocation location, Path file) {
        String stamp = LocalDateTime.now().format(STAMP);
        Path repaired = Path.of(file + ".repaired-" + stamp);
        NewestReadableVersion.Salvaged salvaged;
        try {
            // read from a copy, version by version: H2 may refuse the newest and a read-write open could change the file
            salvaged = NewestReadableVersion.read(location, file).orElseThrow(() -> new StoreUnavailableException(
                    "cannot repair the store at " + location.describe() + ": no version of it can be read, not even"
                            + " the earliest it still holds; the file is left as it is", null));
        } catch (IOException e) {
            throw new StoreUnavailableException("cannot repair the store at " + location.describe() + ": "
                    + StoreMessages.reason(e) + "; the file is left as it is", e);
        }
        Findings findings = withVersionsSaid(salvaged);
        Map<String, String> settings = salvaged.settings();
        // the new file takes the old one's place, and with it its secret
        try (Store store = Store.open(StoreLocation.withPassword(repaired.toString(), location.password()))) {
            store.transaction(session -> {
                Map<String, Long> firstOfInput = new LinkedHashMap<>();
                for (RunContent content : findings.readable()) {
                    session.restore(content);
                    if (content.run().sourceHash() != null) {
                        firstOfInput.merge(content.run().sourceHash(), content.run().id(), Math::min);
                    }
                }
                for (Map.Entry<String, Long> input : firstOfInput.entrySet()) {
                    session.runs().markWhole(input.getValue(), input.getKey());
                }
                for (Map.Entry<String, String> setting : settings.entrySet()) {
                    session.settings().set(setting.getKey(), setting.getValue());
                }
                return null;
            });
            // ids the damaged store handed out are not handed out again, as after a delete (decision 0019)
            long next = LongStream.concat(
                    findings.readable().stream().mapToLong(content -> content.run().id()),
                    Stream.of(findings.unreadable().keySet(), findings.partOfInputs(), findings.beingDeleted())
                            .flatMap(Collection::stream).mapToLong(Long::longValue)).max().orElse(0) + 1;
            store.transaction(session -> {
                session.runs().restartIdsAt(next);
                return null;
            });
        }
        Path aside = Path.of(file + ".damaged-" + stamp + ".mv.db");
        try {
            Files.move(Path.of(file + ".mv.db"), aside, StandardCopyOption.ATOMIC_MOVE);
            Files.move(Path.of(repaired + ".mv.db"), Path.of(file + ".mv.db"), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new StoreException("the repaired store is at " + repaired + ".mv.db, but it could not take the "
                    + "place of " + file + ".mv.db: " + e.getMessage(), e);
        }
        return new Repaired(findings, aside);
    }

    static Findings read(Connection connection) throws SQLException {
        connection.setAutoCommit(false);
        List<Long> ids = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select id from run order by id")) {
            while (rows.next()) {
                ids.add(rows.getLong(1));
            }
        }
        StoreSession session = new StoreSession(connection);
        List<String> problems = new ArrayList<>();
        Set<Long> parts = new HashSet<>();
        try {
            parts.addAll(session.runs().partOfInputs());
        } catch (SQLException e) {
            if (!NO_SUCH_TABLE.equals(e.getSQLState()) && e.getErrorCode() != H2_NO_SUCH_TABLE) {
                // a store made before decision 0104 has no marks to read
                problems.add("which runs are whole inputs cannot be read: " + StoreMessages.reason(e));
            }
        }
        List<Long> beingDeleted = beingDeleted(session, problems);
        Set<Long> deleting = new HashSet<>(beingDeleted);
        List<Long> partOfInputs = new ArrayList<>();
        List<RunContent> readable = new ArrayList<>();
        Map<Long, String> unreadable = new LinkedHashMap<>();
        for (long id : ids) {
            if (deleting.contains(id)) {
                continue;
            }
            if (parts.contains(id)) {
                partOfInputs.add(id);
                continue;
            }
            try {
                Optional<RunContent> content = session.content(id);
                if (content.isPresent()) {
                    readable.add(content.get());
                } else {
                    unreadable.put(id, "its row cannot be found again");
                }
            } catch (SQLException | RuntimeException e) {
                unreadable.put(id, StoreMessages.reason(e));
            }
        }
        for (String part : RUN_PARTS) {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("select count(*) from " + part + " p where not exists "
                         + "(select 1 from run r where r.id = p.run_id)")) {
                rows.next();
                if (rows.getLong(1) > 0) {
                    problems.add(rows.getLong(1) + " rows of " + part + " belong to no run");
                }
            } catch (SQLException e) {
                problems.add(part + " cannot be read whole: " + StoreMessages.reason(e));
            }
        }
        try {
            List<IndexAgreement.Disagreement> disagreements = IndexAgreement.disagreements(connection);
            if (!disagreements.isEmpty()) {
                problems.add("the indexes of " + IndexAgreement.tables(disagreements) + " disagree with their tables ("
                        + disagreements.stream().map(Object::toString).collect(Collectors.joining("; ")) + ")");
            }
        } catch (SQLException e) {
            problems.add("the indexes cannot be read whole: " + StoreMessages.reason(e));
        }
        connection.rollback();
        return new Findings(readable, unreadable, partOfInputs, beingDeleted, problems);
    }

    /** The runs a killed process was deleting, or putting back, when it died: they end deleted, as an open would. */
    private static List<Long> beingDeleted(StoreSession session, List<String> problems) {
        List<Long> ids = new ArrayList<>();
        try {
            for (PendingDeletions.Pending pending : session.pendingDeletions().ofEndedProcesses()) {
                List<Long> runs = pending.runIds();
                ids.addAll(runs);
                problems.add(runs.size() + " runs (" + runs.get(0) + ".." + runs.get(runs.size() - 1) + ") are left "
                        + "as a process " + pending.what() + " was killed: the next open, or a repair, deletes them");
            }
        } catch (SQLException e) {
            if (!NO_SUCH_TABLE.equals(e.getSQLState()) && e.getErrorCode() != H2_NO_SUCH_TABLE) {
                // a store made before decision 0135 has no such rows
                problems.add("which runs are being deleted cannot be read: " + StoreMessages.reason(e));
            }
        }
        return ids;
    }

    static Map<String, String> settings(Connection connection) {
        Map<String, String> settings = new LinkedHashMap<>();
        try (PreparedStatement query = connection.prepareStatement("select setting_key, setting_value from store_setting");
             ResultSet rows = query.executeQuery()) {
            while (rows.next()) {
                settings.put(rows.getString(1), rows.getString(2));
            }
        } catch (SQLException e) {
            // settings are only remembered choices; a repaired store asks again
        }
        return settings;
    }

    /** The findings, with a sentence on versions of the file that could not be read, when there were any. */
    private static Findings withVersionsSaid(NewestReadableVersion.Salvaged salvaged) {
        Findings findings = salvaged.findings();
        List<String> problems = new ArrayList<>();
        if (salvaged.newerVersionsUnreadable() > 0) {
            problems.add("the newest " + salvaged.newerVersionsUnreadable() + " versions of the file could not be"
                    + " read: the runs are kept as they were before them");
        }
        if (!salvaged.fromEarlierVersions().isEmpty()) {
            problems.add(salvaged.fromEarlierVersions().size() + " runs are kept as an earlier version of the file"
                    + " held them, as the newest cannot read them");
        }
        problems.addAll(findings.problems());
        return new Findings(findings.readable(), findings.unreadable(), findings.partOfInputs(),
                findings.beingDeleted(), problems);
    }

    private static Path h2File(StoreLocation location) {
        return location.h2File().orElseThrow(() -> new StoreUnavailableException("only an H2 store file can be "
                + "checked and repaired; " + location.describe() + " is a database server, which keeps its own "
                + "consistency", null));
    }

    /** The file opened by this process alone, waiting at most two seconds for a row. */
    private static String aloneUrl(Path file) {
        // never a compaction in place, not even of a file only read (decision 0141)
        return "jdbc:h2:file:" + file + ";LOCK_TIMEOUT=2000" + StoreLocation.IN_PLACE_COMPACTION_OFF;
    }
}
