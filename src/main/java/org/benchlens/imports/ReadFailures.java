package org.benchlens.imports;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Why a file or folder could not be read, in a sentence: Java's own messages often name only the path. */
final class ReadFailures {

    private ReadFailures() {
    }

    /** "cannot read it: permission denied", or the like. */
    static String sentence(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        return "cannot read it: " + reason(e);
    }

    /** The reason alone. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof FileSystemLoopException) {
            return "its links lead back into a folder above it";
        }
        if (e instanceof CharacterCodingException) {
            return "it is not UTF-8 text";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message.lines().findFirst().orElse("");
    }
}
