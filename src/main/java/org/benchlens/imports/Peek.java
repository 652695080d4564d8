package org.benchlens.imports;

import java.nio.charset.Charset;
import java.util.List;

/**
 * The first bytes of an input (after gunzip), decoded: what importers look at to recognise
 * their format without reading the whole file.
 *
 * @param fileName  the file's name, a hint only: formats are recognised by content
 * @param text      the first bytes as text, byte-order mark removed (may end mid-line)
 * @param complete  true when the whole input fits in {@code text}
 * @param gzip      true when the file is gzipped
 */
public record Peek(String fileName, String text, Charset charset, boolean binary, boolean complete, boolean gzip) {

    /** Lines of the text, without the last one when it may have been cut. */
    public List<String> lines() {
        List<String> lines = text.lines().toList();
        if (!complete && !lines.isEmpty() && !text.endsWith("\n")) {
            return lines.subList(0, lines.size() - 1);
        }
        return lines;
    }

    /** The first line that is not blank, stripped, or "" when there is none. */
    public String firstNonBlankLine() {
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst().orElse("");
    }

    /** A JSON object whose first bytes hold every one of {@code fieldNames}, quoted as JSON writes them. */
    public boolean isJsonObjectNaming(List<String> fieldNames) {
        String start = text.stripLeading();
        return start.startsWith("{") && fieldNames.stream().allMatch(name -> start.contains("\"" + name + "\""));
    }

    public boolean isEmpty() {
        return text.isBlank();
    }
}
