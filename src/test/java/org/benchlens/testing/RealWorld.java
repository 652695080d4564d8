package org.benchlens.testing;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/** The real files of {@code src/test/resources/realworld} (their sources are in its SOURCES.md). */
public final class RealWorld {

    private RealWorld() {
    }

    /** A file by its path under {@code realworld/}, such as {@code pgbench/haproxy_tests_README_pgbench14.md}. */
    public static Path path(String relative) {
        URL url = RealWorld.class.getResource("/realworld/" + relative);
        if (url == null) {
            throw new AssertionError("no real-world file realworld/" + relative);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
