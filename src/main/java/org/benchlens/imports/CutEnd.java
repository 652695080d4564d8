package org.benchlens.imports;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Where a refused text input ends without a line break. The tools whose outputs BenchLens reads end
 * every line with one, so a refusal whose cause may be a cut says so, even where the importer could not
 * tell a short copy from a file that is not its format (a file cut before the lines it is known by).
 */
final class CutEnd {

    /** The words by which a message already says the input is not whole. */
    private static final Pattern SAYS_CUT = Pattern.compile("ends early|ends before|ends in the middle of|truncated"
            + "|cut short");

    private CutEnd() {
    }

    /**
     * The number of the input's last line when no line break ends it, 0 when one does, when it cannot be
     * read, or when it ends as JSON does ({@code }} or {@code ]}, often without a break; a cut JSON
     * file is found by its parser).
     */
    static long unterminatedLastLine(Path path) {
        try (Reader reader = ImportSource.of(path).openReader()) {
            char[] buffer = new char[1 << 16];
            long lines = 0;
            char last = '\n';
            int n;
            while ((n = reader.read(buffer)) > 0) {
                for (int i = 0; i < n; i++) {
                    // \r\n counts once: the \n ends the line the \r began to end
                    if (buffer[i] == '\n' && !(i > 0 ? buffer[i - 1] == '\r' : last == '\r') || buffer[i] == '\r') {
                        lines++;
                    }
                }
                last = buffer[n - 1];
            }
            return last == '\n' || last == '\r' || last == '}' || last == ']' ? 0 : lines + 1;
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * The message, with the sentence about the cut added where the input ends in the middle of a line
     * and the message does not say so: a problem found before that line may still come from the cut,
     * as when a file cut before the lines its tool is known by was read as another format.
     */
    static String withCut(Path path, long problemLine, String message) {
        if (SAYS_CUT.matcher(message).find()) {
            return message;
        }
        long last = unterminatedLastLine(path);
        if (last == 0) {
            return message;
        }
        return message + (problemLine == 0 || problemLine == last ? "; " : "; also, ")
                + "the file ends in the middle of line " + last + " (is it truncated?)";
    }
}
