package org.benchlens.runner.k6;

import java.nio.file.Path;
import java.util.Optional;

import org.benchlens.runner.ToolExecutable;

/** Finds the k6 program: the one named on the command line, else the store's setting, else on PATH. */
public final class K6Executable {

    /** The store setting that names the k6 program when it is not on PATH. */
    public static final String SETTING = "k6.path";

    public static final String INSTALL_URL = "https://grafana.com/docs/k6/latest/set-up/install-k6/";

    private K6Executable() {
    }

    /**
     * @param given   the path given with {@code --k6} or in the dialog, or null
     * @param setting the store's {@value #SETTING}, or null
     * @param pathEnv the PATH environment variable, or null
     */
    public static Optional<Path> find(String given, String setting, String pathEnv) {
        for (String named : new String[] {given, setting}) {
            if (named != null && !named.isBlank()) {
                return ToolExecutable.at(named);
            }
        }
        return ToolExecutable.onPath("k6", pathEnv);
    }

    /** One sentence for when k6 is not found: where BenchLens looked and how to install it. */
    public static String missing(String given, String setting) {
        String where = given != null && !given.isBlank() ? "at " + given.strip() + " (given with --k6)"
                : setting != null && !setting.isBlank() ? "at " + setting.strip() + " (the store's setting "
                        + SETTING + ")"
                : "on PATH";
        return "k6 is not installed or not executable " + where + "; install it as " + INSTALL_URL
                + " describes, or give its path with --k6 PATH or the setting " + SETTING + ".";
    }
}
