package org.benchlens.cli;

import java.util.Set;

/**
 * What a parse of the arguments can reach: the one command they name; nothing when they only give the
 * store or ask for the version (the window and the version need no command); the list of every command
 * when they ask for the help, or give an unknown word or option (picocli then prints the list, with its
 * suggestions), where each command's name and description is all that is shown.
 *
 * @param command  the command named, or null
 * @param listsAll whether the list of every command may be shown
 */
record CommandReach(String command, boolean listsAll) {

    private static final String STORE = "--store";
    private static final Set<String> VERSION = Set.of("-V", "--version");
    private static final Set<String> HELP = Set.of("-h", "--help");

    static CommandReach of(String[] args, Set<String> commands) {
        boolean onlyStoreOrVersion = true;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals(STORE)) {
                i++;
            } else if (arg.startsWith(STORE + "=") || VERSION.contains(arg)) {
                continue;
            } else if (HELP.contains(arg)) {
                // the help of benchlens itself, whatever follows
                return new CommandReach(null, true);
            } else if (arg.startsWith("-")) {
                onlyStoreOrVersion = false;
            } else {
                return commands.contains(arg) ? new CommandReach(arg, false) : new CommandReach(null, true);
            }
        }
        return new CommandReach(null, !onlyStoreOrVersion);
    }
}
