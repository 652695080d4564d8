package org.benchlens.ui;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import org.testfx.util.WaitForAsyncUtils;

/** How the window tests wait for what the background and the FX thread do: for a condition, never for a time. */
public final class FxWait {

    private FxWait() {
    }

    /** Waits up to 20 s until {@code condition} holds, then for the FX events it set off. */
    public static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
