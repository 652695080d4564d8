package org.benchlens.cli;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl+C (SIGINT) and SIGTERM while a workload runs: the first asks it to stop, so that it saves
 * the partial run and the program ends as usual; a second one ends the program at once.
 * A shutdown hook would not do: the JVM's shutdown closes the store while the run is being saved.
 * {@code sun.misc.Signal} is reached by reflection, because javac warns at every build about a
 * direct use; where it is missing, Ctrl+C ends the program without saving.
 */
final class InterruptSignal {

    private InterruptSignal() {
    }

    /**
     * Calls {@code onFirst} at the first INT or TERM signal and exits with 130 at the second, until
     * the returned handle is closed, which gives the signals back to their previous handlers.
     */
    static Installed install(Runnable onFirst) {
        AtomicBoolean seen = new AtomicBoolean();
        List<Runnable> restore = new ArrayList<>();
        try {
            Class<?> signal = Class.forName("sun.misc.Signal");
            Class<?> handler = Class.forName("sun.misc.SignalHandler");
            InvocationHandler call = (proxy, method, args) -> switch (method.getName()) {
                case "handle" -> {
                    if (seen.getAndSet(true)) {
                        Runtime.getRuntime().halt(130);
                    }
                    onFirst.run();
                    yield null;
                }
                case "hashCode" -> System.identityHashCode(proxy);
                case "equals" -> proxy == args[0];
                default -> "Ctrl+C handler";
            };
            Object proxy = Proxy.newProxyInstance(handler.getClassLoader(), new Class<?>[] {handler}, call);
            Method handle = signal.getMethod("handle", signal, handler);
            for (String name : new String[] {"INT", "TERM"}) {
                Object which = signal.getConstructor(String.class).newInstance(name);
                Object previous = handle.invoke(null, which, proxy);
                restore.add(() -> {
                    try {
                        handle.invoke(null, which, previous);
                    } catch (ReflectiveOperationException ignored) {
                        // it was set a moment ago, so it can be set back
                    }
                });
            }
        } catch (ReflectiveOperationException | IllegalArgumentException | SecurityException unavailable) {
            // no signal handling on this JVM: Ctrl+C ends the program as it always does
        }
        return () -> restore.forEach(Runnable::run);
    }

    /** The handlers in place; closing gives the signals back. */
    interface Installed extends AutoCloseable {
        @Override
        void close();
    }
}
