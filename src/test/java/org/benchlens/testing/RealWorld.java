package org.benchlens.testing;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/**
 * The files in {@code src/test/resources/realworld}: result files from public repositories
 * (byte for byte; {@code SOURCES.md} says where each came from) and damaged copies made for the
 * tests, whose names start with {@code constructed_}.
 */
public final class RealWorld {

    private RealWorld() {
    }

    public static Path path(String name) {
        URL url = RealWorld.class.getResource("/realworld/" + name);
        if (url == null) {
            throw new AssertionError("no file realworld/" + name + " in the test resources");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
