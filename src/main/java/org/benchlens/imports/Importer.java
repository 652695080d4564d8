package org.benchlens.imports;

import java.io.IOException;

/**
 * Reads one input format. {@link #detect} is cheap and looks only at the first bytes;
 * {@link #read} streams the whole input and emits the runs it holds.
 */
public interface Importer {

    /** The format name stored with each run, such as {@code k6-summary}. */
    String format();

    /** What the format is, for a person: "k6 --summary-export JSON". */
    String description();

    boolean detect(Peek peek);

    void read(ImportSource source, ImportContext context) throws IOException, ImportFailure;
}
