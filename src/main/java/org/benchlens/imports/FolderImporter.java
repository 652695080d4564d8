package org.benchlens.imports;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a folder whose files together make one result, such as an Insert Benchmark report
 * folder ({@code all.html}, {@code tput.tab}, {@code tputr.tab}, {@code iput.tab}).
 */
public interface FolderImporter {

    String format();

    /** The files of {@code folder} this importer reads as one, or an empty list when it is not its kind. */
    List<Path> claim(Path folder) throws IOException;

    void read(Path folder, List<Path> claimed, ImportContext context) throws IOException, ImportFailure;
}
