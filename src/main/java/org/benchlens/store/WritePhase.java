package org.benchlens.store;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;

/**
 * Named moments of a write that the kill harnesses aim at (decision 0142). Only when the system property
 * {@code benchlens.phases} is set does a process say each moment on its standard error as it reaches it
 * ({@code phase NAME}); and only when {@code benchlens.pauseAt} names a moment ({@code NAME}, or
 * {@code NAME#N} for its Nth time) does it say {@code paused at NAME#N} and stop there, for the harness to kill
 * it. Otherwise each call is one read of a field.
 *
 * <p>The names: {@code schema} (a new store's schema is built); {@code commit}, {@code committed} and
 * {@code synced} (every transaction; reads reach the first two only); {@code close}, {@code closed} (the store
 * is closed); {@code compact}, {@code compacted} ({@code store compact}); {@code delete.commit},
 * {@code undo.commit}, {@code merge.commit} and {@code runner.store} (just before the commit of a delete, of its
 * Undo, of a merge, of a run a runner measured); {@code said} (a line saying something was kept, printed and
 * flushed: {@code imported}, {@code deleted}, {@code merged}, {@code saved run}, a tag or attribute edit) and
 * {@code window.said} (the window shows an import's result).
 */
public final class WritePhase {

    public static final String SAY = "benchlens.phases";
    public static final String PAUSE_AT = "benchlens.pauseAt";

    private static final boolean SAYING = System.getProperty(SAY) != null || System.getProperty(PAUSE_AT) != null;
    private static final String PAUSE = System.getProperty(PAUSE_AT);
    /** How often each name was reached, to aim at its Nth time; touched only while saying. */
    private static final Map<String, Integer> TIMES = new HashMap<>();

    private WritePhase() {
    }

    /** Says that this process reached {@code name}, and waits there to be killed when asked to. */
    public static void reached(String name) {
        if (!SAYING) {
            return;
        }
        int time;
        synchronized (TIMES) {
            time = TIMES.merge(name, 1, Integer::sum);
        }
        PrintStream err = System.err;
        err.println("phase " + name);
        err.flush();
        if (name.equals(PAUSE) || (name + "#" + time).equals(PAUSE)) {
            err.println("paused at " + name + "#" + time);
            err.flush();
            pauseForever();
        }
    }

    private static void pauseForever() {
        while (true) {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                // only a kill ends this process here
            }
        }
    }
}
