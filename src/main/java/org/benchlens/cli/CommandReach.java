package org.benchlens.cli;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which commands a parse of the arguments can reach: the one they name; none when they only give the store
 * or ask for the version (the window and the version need no command); all of them otherwise, so that the help
 * lists them and a mistyped name or option gets picocli's full message with its suggestions.
 */
final class CommandReach {

    private static final String STORE = "--store";
    private static final Set<String> VERSION = Set.of("-V", "--version");

    private CommandReach() {
    }

    static Collection<Class<?>> of(String[] args, Map<String, Class<?>> commands) {
        boolean onlyStoreOrVersion = true;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals(STORE)) {
                i++;
            } else if (arg.startsWith(STORE + "=") || VERSION.contains(arg)) {
                continue;
            } else if (arg.startsWith("-")) {
                onlyStoreOrVersion = false;
            } else {
                Class<?> named = commands.get(arg);
                return named == null ? commands.values() : List.of(named);
            }
        }
        return onlyStoreOrVersion ? List.of() : commands.values();
    }
}
