package org.benchlens.app;

import org.benchlens.store.WritePhase;

/**
 * The moments after a success line that the kill harnesses aim at (decision 0142), for the command line
 * and the window, which reach the store only through the app layer.
 */
public final class WriteMoments {

    private WriteMoments() {
    }

    /** A success line was printed and flushed: what it names must survive a kill from here on. */
    public static void said() {
        WritePhase.reached("said");
    }

    /** The window said an import was stored. */
    public static void windowSaid() {
        WritePhase.reached("window.said");
    }
}
