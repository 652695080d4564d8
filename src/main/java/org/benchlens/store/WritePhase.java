package org.benchlens.store;

import java.io.PrintStream;

/**
 * Named moments of a write (a commit, its sync, the close of the store) that the kill harnesses aim at
 * (decision 0142). Only when the system property {@code benchlens.phases} is set does a process say each
 * moment on its standard error as it reaches it ({@code phase NAME}); and only when
 * {@code benchlens.pauseAt} names a moment does it stop there, for the harness to kill it. Otherwise each
 * call is one read of a field.
 */
public final class WritePhase {

    public static final String SAY = "benchlens.phases";
    public static final String PAUSE_AT = "benchlens.pauseAt";

    private static final boolean SAYING = System.getProperty(SAY) != null || System.getProperty(PAUSE_AT) != null;
    private static final String PAUSE = System.getProperty(PAUSE_AT);

    private WritePhase() {
    }

    /** Says that this process reached {@code name}, and waits there to be killed when asked to. */
    public static void reached(String name) {
        if (!SAYING) {
            return;
        }
        PrintStream err = System.err;
        err.println("phase " + name);
        err.flush();
        if (name.equals(PAUSE)) {
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
