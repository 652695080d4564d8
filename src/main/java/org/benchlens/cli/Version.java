package org.benchlens.cli;

import picocli.CommandLine.IVersionProvider;

/** The version written in the jar's manifest. */
final class Version implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = Version.class.getPackage().getImplementationVersion();
        return new String[] {"BenchLens " + (version == null ? "(development build)" : version)};
    }
}
