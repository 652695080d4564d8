package org.benchlens.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.StoreRepairs;
import org.benchlens.model.Counted;

@Command(name = "store", mixinStandardHelpOptions = true,
        description = {"Check the H2 store file run by run, repair a damaged one, or compact it.",
                "repair copies every run it can read into a new store and keeps the old file beside it;",
                "compact writes the store into a new file that takes its place."},
        subcommands = {StoreCommand.Check.class, StoreCommand.Repair.class, StoreCommand.Compact.class})
final class StoreCommand implements Callable<Integer> {

    @ParentCommand
    BenchLensCommand parent;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Read every run of the store; say which cannot be read. Exit code 1 when any cannot.")
    static final class Check implements Callable<Integer> {

        @ParentCommand
        StoreCommand store;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            String where = store.parent.location().describe();
            StoreRepairs.Report findings = StoreRepairs.check(store.parent.location());
            if (findings.whole()) {
                out.println("the store at " + where + " is whole: " + Counted.runs(findings.readIds().size())
                        + " read");
            } else {
                out.println("the store at " + where + " is damaged: " + Counted.runs(findings.readIds().size())
                        + " read whole" + unreadable(findings) + parts(findings) + problems(findings)
                        + "; benchlens store repair keeps every run that can be read");
            }
            out.flush();
            return findings.whole() ? 0 : 1;
        }
    }

    @Command(name = "repair", mixinStandardHelpOptions = true,
            description = {"Copy every run that can be read, with its id, into a new store that takes the old "
                    + "one's place.", "When H2 cannot open the file or read a run, the newest earlier version the file still "
                    + "holds whole is read.", "The old file is kept as STORE.damaged-TIME.mv.db, never deleted. "
                    + "Close the window first."})
    static final class Repair implements Callable<Integer> {

        @ParentCommand
        StoreCommand store;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            StoreRepairs.Report findings = StoreRepairs.repair(store.parent.location());
            out.println("repaired the store at " + store.parent.location().describe() + ": kept "
                    + Counted.runs(findings.readIds().size()) + (findings.readIds().isEmpty() ? ""
                    : " (" + idRange(findings) + ")") + unreadable(findings) + parts(findings) + problems(findings)
                    + "; the old file is kept as " + findings.keptAside());
            out.flush();
            return 0;
        }
    }

    @Command(name = "compact", mixinStandardHelpOptions = true,
            description = {"Write the store into a new file without the space earlier versions take, and put it in "
                    + "the old one's place in one move.", "A kill at any moment leaves the old file or the new one. "
                    + "Close the window first."})
    static final class Compact implements Callable<Integer> {

        @ParentCommand
        StoreCommand store;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            StoreRepairs.Compacted compacted = StoreRepairs.compact(store.parent.location());
            out.println("compacted the store at " + store.parent.location().describe() + ": "
                    + size(compacted.bytesBefore()) + " -> " + size(compacted.bytesAfter()));
            out.flush();
            return 0;
        }

        static String size(long bytes) {
            return bytes < 1_000_000 ? String.format(Locale.ROOT, "%.0f KB", bytes / 1e3)
                    : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
        }
    }

    private static String unreadable(StoreRepairs.Report findings) {
        if (findings.unreadable().isEmpty()) {
            return "";
        }
        return "; could not read " + Counted.runs(findings.unreadable().size()) + ": "
                + findings.unreadable().entrySet().stream().limit(20).map(StoreCommand::oneRun).collect(Collectors.joining(", "))
                + (findings.unreadable().size() > 20 ? ", …" : "");
    }

    private static String parts(StoreRepairs.Report findings) {
        List<Long> ids = findings.partOfInputs();
        if (ids.isEmpty()) {
            return "";
        }
        return "; " + Counted.runs(ids.size()) + " (" + (ids.size() == 1 ? "run " + ids.get(0)
                : "runs " + ids.get(0) + ".." + ids.get(ids.size() - 1)) + ") are only part of an input, left by a "
                + "process killed while storing it: a repair leaves them out, import the file again";
    }

    private static String oneRun(Map.Entry<Long, String> run) {
        return "run " + run.getKey() + " (" + run.getValue() + ")";
    }

    private static String problems(StoreRepairs.Report findings) {
        return findings.problems().isEmpty() ? "" : "; " + String.join("; ", findings.problems());
    }

    private static String idRange(StoreRepairs.Report findings) {
        long first = findings.readIds().stream().mapToLong(Long::longValue).min().orElse(0);
        long last = findings.readIds().stream().mapToLong(Long::longValue).max().orElse(0);
        return first == last ? "run " + first : "runs " + first + ".." + last;
    }
}
