package org.benchlens.imports;

import org.benchlens.model.ShortMessage;

/** Why a file could not be imported, said so that a person can fix it. */
public record ImportProblem(String file, long line, long column, String message) {

    /**
     * {@code file:line:column: message}, the way compilers say it, leaving out what is unknown; at most
     * {@link ShortMessage#MAX} characters, however long the path.
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(file);
        if (line > 0) {
            text.append(':').append(line);
            if (column > 0) {
                text.append(':').append(column);
            }
        }
        return ShortMessage.of(text.append(": ").append(message).toString());
    }
}
