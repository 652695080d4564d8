package org.benchlens.testing;

import java.nio.file.Path;

/**
 * A real file a parameterised test reads, named for its test's title. Its path is looked up only when the
 * test runs, so a fresh clone without the shared fixtures skips that test instead of failing the class.
 *
 * @param shared   true for {@code ../shared/fixtures}, false for {@code src/test/resources/realworld}
 * @param relative the path below that folder
 */
public record RealFile(String name, boolean shared, String relative) {

    public static RealFile shared(String name, String relative) {
        return new RealFile(name, true, relative);
    }

    public static RealFile realWorld(String name, String relative) {
        return new RealFile(name, false, relative);
    }

    public Path path() {
        return shared ? Fixtures.path(relative) : RealWorld.path(relative);
    }

    @Override
    public String toString() {
        return name;
    }
}
