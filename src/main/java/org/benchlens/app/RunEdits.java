package org.benchlens.app;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.store.Store;
import org.benchlens.store.StoreSession;
import org.benchlens.store.WritePhase;

/**
 * Changes to stored runs: attributes, tags, delete and its undo. Each call is one transaction over
 * all the runs it names; a change fails whole when one of them is not in the store.
 */
public final class RunEdits {

    private final Store store;

    RunEdits(Store store) {
        this.store = store;
    }

    /** The runs; throws, naming every id that is not in the store. */
    public List<Run> find(List<Long> ids) {
        return store.read(session -> existing(session, ids));
    }

    /** Sets and removes attributes of every run (all must exist); the runner's own are refused. */
    public List<Run> attributes(List<Long> ids, Map<String, String> set, Collection<String> unset) {
        for (String key : set.keySet()) {
            refuseRunners(key);
        }
        unset.forEach(RunEdits::refuseRunners);
        return change(ids, (session, id) -> {
            for (Map.Entry<String, String> value : set.entrySet()) {
                session.runs().setAttribute(id, value.getKey(), value.getValue());
            }
            for (String key : unset) {
                session.runs().removeAttribute(id, key);
            }
        });
    }

    /** Adds and removes tags of every run (all must exist). */
    public List<Run> tags(List<Long> ids, Collection<String> add, Collection<String> remove) {
        return change(ids, (session, id) -> {
            for (String tag : add) {
                session.runs().addTag(id, tag);
            }
            for (String tag : remove) {
                session.runs().removeTag(id, tag);
            }
        });
    }

    /**
     * Makes the run's attributes exactly {@code wanted}: the others are removed. Returns the run as
     * saved. Refused when it would change the runner's own attributes ({@link #checkRunners}).
     */
    public List<Run> replaceAttributes(Run run, Map<String, String> wanted) {
        Map<String, String> before = run.attributes().values();
        checkRunners(run, wanted);
        return change(List.of(run.id()), (session, id) -> {
            for (String key : before.keySet()) {
                if (!wanted.containsKey(key)) {
                    session.runs().removeAttribute(id, key);
                }
            }
            for (Map.Entry<String, String> value : wanted.entrySet()) {
                if (!value.getValue().equals(before.get(value.getKey()))) {
                    session.runs().setAttribute(id, value.getKey(), value.getValue());
                }
            }
        });
    }

    /**
     * Throws, saying so, when {@code wanted} sets, changes or leaves out one of the runner's own
     * attributes of {@code run} ({@code runner.command}): what makes the run again stays as it ran.
     */
    public static void checkRunners(Run run, Map<String, String> wanted) {
        Map<String, String> before = run.attributes().values();
        TreeSet<String> keys = new TreeSet<>(before.keySet());
        keys.addAll(wanted.keySet());
        for (String key : keys) {
            if (RunnerSettings.isRunners(key) && !Objects.equals(before.get(key), wanted.get(key))) {
                throw new IllegalArgumentException(key + (before.containsKey(key)
                        ? " is kept as the runner stored it, since it makes run " + run.id() + " again; "
                        + "change the other attributes"
                        : " is written by the runner only; run " + run.id() + " has none"));
            }
        }
    }

    private static void refuseRunners(String key) {
        if (RunnerSettings.isRunners(key)) {
            throw new IllegalArgumentException(key + " is written by the runner only: it makes a run again as it "
                    + "ran, so it is never set or removed by hand");
        }
    }

    /** Makes the run's tags exactly {@code wanted}. Returns the run as saved. */
    public List<Run> replaceTags(Run run, List<String> wanted) {
        return change(List.of(run.id()), (session, id) -> {
            for (String tag : run.tags()) {
                if (!wanted.contains(tag)) {
                    session.runs().removeTag(id, tag);
                }
            }
            for (String tag : wanted) {
                session.runs().addTag(id, tag);
            }
        });
    }

    /**
     * Deletes the runs after reading everything stored of them, so that {@link #restore} can put
     * them back as they were. Ids not in the store are passed over: none is named among the runs a
     * kill would leave deleted, since a run stored later might be given it.
     */
    public DeletedRuns delete(List<Long> ids) {
        List<Long> present = store.read(session -> {
            List<Long> found = new ArrayList<>();
            for (long id : ids) {
                session.runs().find(id).ifPresent(run -> found.add(run.id()));
            }
            return found;
        });
        return store.transactionOrDeleted("deleting them", present, session -> {
            List<RunContent> contents = new ArrayList<>();
            for (long id : present) {
                session.content(id).ifPresent(contents::add);
            }
            session.runs().delete(present);
            WritePhase.reached("delete.commit");
            return new DeletedRuns(contents);
        });
    }

    /** Puts deleted runs back with their ids, measurements, series and histograms. Returns how many. */
    public int restore(DeletedRuns deleted) {
        List<Long> ids = deleted.contents().stream().map(content -> content.run().id()).toList();
        return store.transactionOrDeleted("putting them back (Undo)", ids, session -> {
            for (RunContent content : deleted.contents()) {
                session.restore(content);
            }
            WritePhase.reached("undo.commit");
            return deleted.contents().size();
        });
    }

    /** Runs deleted, with everything stored of them. */
    public record DeletedRuns(List<RunContent> contents) {

        public DeletedRuns {
            contents = List.copyOf(contents);
        }

        public int size() {
            return contents.size();
        }
    }

    /** A change of one run. */
    @FunctionalInterface
    private interface Change {
        void apply(StoreSession session, long runId) throws SQLException;
    }

    /** Checks that every run exists, changes each, and returns them as they are now. */
    private List<Run> change(List<Long> ids, Change change) {
        return store.transaction(session -> {
            List<Run> changed = new ArrayList<>();
            for (Run run : existing(session, ids)) {
                change.apply(session, run.id());
                session.runs().find(run.id()).ifPresent(changed::add);
            }
            return changed;
        });
    }

    private static List<Run> existing(StoreSession session, List<Long> ids) throws SQLException {
        List<Run> runs = new ArrayList<>();
        List<Long> missing = new ArrayList<>();
        for (long id : ids) {
            session.runs().find(id).ifPresentOrElse(runs::add, () -> missing.add(id));
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("no run " + missing.stream().map(String::valueOf)
                    .reduce((a, b) -> a + ", " + b).orElse("") + " in the store; nothing changed");
        }
        return runs;
    }
}
