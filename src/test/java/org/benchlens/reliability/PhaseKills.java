package org.benchlens.reliability;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.benchlens.store.WritePhase;

/**
 * Where a command can be killed by name: the moments (WritePhase) a run of it never killed reached, each as
 * {@code NAME#N}; and a kill of the command at one of them.
 */
final class PhaseKills {

    /** Moments worth a kill besides commits of writes, their syncs and closes. */
    private static final Set<String> NAMED = Set.of("schema", "said", "window.said", "delete.commit", "undo.commit",
            "merge.commit", "runner.store");

    /** The options that make a process say its moments. */
    static final List<String> SAYING = List.of("-D" + WritePhase.SAY + "=1");

    private PhaseKills() {
    }

    /**
     * The moments in {@code output} of a run never killed: every named one, each write's commit and its sync (a
     * read reaches {@code commit} with no {@code synced} after it), and each close.
     */
    static List<String> targets(String output) {
        List<String> said = new ArrayList<>();
        for (String line : output.split("\n")) {
            if (line.startsWith("phase ")) {
                said.add(line.substring("phase ".length()).strip());
            }
        }
        Map<String, Integer> times = new HashMap<>();
        List<String> targets = new ArrayList<>();
        for (int i = 0; i < said.size(); i++) {
            String name = said.get(i);
            int time = times.merge(name, 1, Integer::sum);
            boolean write = name.equals("commit") && i + 2 < said.size() && said.get(i + 2).equals("synced");
            if (write || NAMED.contains(name) || name.equals("synced") || name.equals("close")) {
                targets.add(name + "#" + time);
            }
        }
        return targets;
    }

    static boolean isClose(String target) {
        return target.startsWith("close#");
    }

    /**
     * Kills the started command at {@code target}: paused there (it was started with the pause asked for), or
     * 0 to 300 ms after it said its Nth {@code close}, as H2's close cannot be paused inside. Returns the delay
     * after the moment, or -1 when the command ended without reaching it.
     */
    static long kill(Processes.Started started, String target, Random random) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 120_000;
        boolean close = isClose(target);
        int time = Integer.parseInt(target.substring(target.indexOf('#') + 1));
        long delay = close ? random.nextInt(301) : 0;
        while (System.currentTimeMillis() < deadline) {
            String output = started.output();
            boolean reached = close ? count(output, "phase close") >= time : output.contains("paused at " + target);
            if (reached) {
                Thread.sleep(delay);
                started.kill();
                return delay;
            }
            if (!started.process().isAlive()) {
                return -1;
            }
            Thread.sleep(2);
        }
        started.kill();
        throw new AssertionError("the command did not reach " + target + " within two minutes: " + started.output());
    }

    /** The options that make a process stop at {@code target} (none for a close: it is killed on its way). */
    static List<String> options(String target) {
        List<String> options = new ArrayList<>(SAYING);
        if (!isClose(target)) {
            options.add("-D" + WritePhase.PAUSE_AT + "=" + target);
        }
        return options;
    }

    private static int count(String output, String line) {
        int count = 0;
        for (String each : output.split("\n")) {
            if (each.strip().equals(line)) {
                count++;
            }
        }
        return count;
    }
}
