package org.benchlens.cli;

import picocli.CommandLine.IVersionProvider;

/** The version written in the jar's manifest. */
public final class Version implements IVersionProvider {

    /** The line {@code benchlens --version} prints. */
    public static String line() {
        String version = Version.class.getPackage().getImplementationVersion();
        return "BenchLens " + (version == null ? "(development build)" : version);
    }

    @Override
    public String[] getVersion() {
        return new String[] {line()};
    }
}
