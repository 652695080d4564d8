package org.benchlens.app;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

import org.benchlens.analysis.merge.RunMerge;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.store.Store;
import org.benchlens.store.WritePhase;

/**
 * {@code benchlens merge} and the window's Merge runs…: the load generators' runs of one test stored
 * as one new run, in one transaction; a refusal changes nothing (decision 0081).
 */
public final class RunMerges {

    private final Store store;

    RunMerges(Store store) {
        this.store = store;
    }

    /**
     * @param ids  the runs, in the order given (an id given twice counts once)
     * @param name the new run's name; blank for one made of the runs'
     * @throws IllegalArgumentException with one sentence when they cannot be merged
     */
    public Merged merge(List<Long> ids, String name) {
        List<Long> distinct = List.copyOf(new LinkedHashSet<>(ids));
        return store.transactionStoringInputs(session -> {
            List<RunContent> contents = new ArrayList<>();
            List<Long> missing = new ArrayList<>();
            for (long id : distinct) {
                session.content(id).ifPresentOrElse(contents::add, () -> missing.add(id));
            }
            if (!missing.isEmpty()) {
                throw new IllegalArgumentException("no run " + String.join(", ", missing.stream().map(String::valueOf)
                        .toList()) + " in the store; nothing was merged");
            }
            RunMerge.MergedRun merged = RunMerge.of(contents, name);
            String hash = hashOf(contents);
            OptionalLong earlier = session.runs().findBySourceHash(hash);
            if (earlier.isPresent()) {
                throw new IllegalArgumentException("runs " + String.join(", ", distinct.stream().map(String::valueOf)
                        .toList()) + " are already merged as run " + earlier.getAsLong());
            }
            Run run = session.saveInput(merged.draft(), null, hash);
            WritePhase.reached("merge.commit");
            return new Merged(run, merged.notes());
        });
    }

    /** One hash for a set of runs, whatever their order, so that merging them again is recognised. */
    private static String hashOf(List<RunContent> contents) throws NoSuchAlgorithmException {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        contents.stream().map(RunContent::run).sorted((a, b) -> Long.compare(a.id(), b.id()))
                .forEach(run -> digest.update(("merge " + run.id() + " " + Objects.toString(run.sourceHash(), "") + "\n")
                        .getBytes(StandardCharsets.UTF_8)));
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The run the merge stored, and what it left out. */
    public record Merged(Run run, List<String> notes) {
        public Merged {
            notes = List.copyOf(notes);
        }
    }
}
