package org.benchlens.ui;

import java.util.function.Consumer;
import org.benchlens.ui.common.Background;

/** Runs background work at once on the caller's thread, so view models can be tested without a window. */
public final class ImmediateBackground implements Background {

    @Override
    public <T> void run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        T result;
        try {
            result = work.call(new Progress() {
                @Override
                public void update(double fraction, String message) {
                }

                @Override
                public boolean cancelled() {
                    return false;
                }
            });
        } catch (Exception e) {
            onFailure.accept(e);
            return;
        }
        onSuccess.accept(result);
    }
}
