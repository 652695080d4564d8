package org.benchlens.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;

import org.benchlens.model.ShortMessage;
import org.benchlens.model.VisibleText;
import org.benchlens.store.StoreException;

/**
 * A failure that ends a command, as the one line the command line prints: our own sentences as
 * they are, anything else named plainly, never a stack trace or a second line, never a raw
 * control character, never more than {@link ShortMessage#MAX} characters.
 */
final class FailureSentence {

    private FailureSentence() {
    }

    static String of(Throwable e) {
        Throwable failure = e;
        // a wrapper that carried a checked exception out of a transaction or a lambda says what it carries
        while (failure instanceof RuntimeException && !ours(failure) && failure.getCause() instanceof Exception cause
                && !(cause instanceof RuntimeException)) {
            failure = cause;
        }
        String text;
        if (ours(failure)) {
            text = failure.getMessage();
        } else if (carriesSql(failure)) {
            text = "the store failed: " + StoreException.reasonFor(failure);
        } else if (failure instanceof AccessDeniedException denied) {
            text = "permission denied: " + denied.getFile();
        } else if (failure instanceof FileSystemException fs) {
            text = (fs.getReason() == null ? "cannot use the file" : fs.getReason()) + ": " + fs.getFile();
        } else if (failure instanceof IOException io) {
            text = io.getMessage();
        } else {
            text = "an unexpected " + failure.getClass().getSimpleName()
                    + (failure.getMessage() == null ? "" : " (" + failure.getMessage() + ")")
                    + "; please report this with the command that caused it";
        }
        if (text == null || text.isBlank()) {
            text = "the command failed (" + failure.getClass().getSimpleName() + ") without saying why; please report it";
        }
        return ShortMessage.of(VisibleText.of(text.strip().lines().findFirst().orElse(text)));
    }

    /** A database failure that reached the command line unwrapped: its words are the driver's, not ours. */
    private static boolean carriesSql(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause() == e ? null : e.getCause()) {
            if (e instanceof java.sql.SQLException) {
                return true;
            }
        }
        return false;
    }

    /** The exceptions whose message is a sentence written for the user. */
    private static boolean ours(Throwable failure) {
        return failure instanceof StoreException || failure instanceof IllegalArgumentException
                || failure instanceof IllegalStateException;
    }
}
