package org.benchlens.imports;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.TreeMap;

import org.benchlens.model.Attributes;

/**
 * Attributes kept beside results, for what the files themselves do not say (the instance type,
 * the version under test): {@code results.json.attrs} applies to {@code results.json}, and
 * {@code benchlens.attrs} to every file in its folder and below. Lines are {@code key=value};
 * {@code #} starts a comment. The nearer file wins.
 */
final class SidecarAttributes {

    static final String SUFFIX = ".attrs";
    static final String FOLDER_FILE = "benchlens.attrs";

    private SidecarAttributes() {
    }

    static Attributes forInput(Path input) throws IOException, ImportFailure {
        Path absolute = input.toAbsolutePath().normalize();
        Attributes attributes = Attributes.EMPTY;
        Path folder = Files.isDirectory(absolute) ? absolute : absolute.getParent();
        ArrayDeque<Path> folders = new ArrayDeque<>();
        for (Path f = folder; f != null; f = f.getParent()) {
            folders.push(f);
        }
        for (Path f : folders) {
            attributes = attributes.withAll(read(f.resolve(FOLDER_FILE)));
        }
        if (!Files.isDirectory(absolute)) {
            attributes = attributes.withAll(read(absolute.resolveSibling(absolute.getFileName() + SUFFIX)));
        }
        return attributes;
    }

    private static Attributes read(Path file) throws IOException, ImportFailure {
        if (!Files.isRegularFile(file)) {
            return Attributes.EMPTY;
        }
        TreeMap<String, String> values = new TreeMap<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw ImportFailure.whole("the attributes file " + file + " is not UTF-8 text; save it as UTF-8");
        }
        for (String line : lines) {
            String text = line.strip();
            int equals = text.indexOf('=');
            if (text.isEmpty() || text.startsWith("#") || equals <= 0) {
                continue;
            }
            values.put(text.substring(0, equals).strip(), text.substring(equals + 1).strip());
        }
        return new Attributes(values);
    }
}
