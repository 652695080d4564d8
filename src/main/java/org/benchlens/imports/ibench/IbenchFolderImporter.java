package org.benchlens.imports.ibench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.benchlens.imports.FolderImporter;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.IbenchNames;

/**
 * An Insert Benchmark report folder read as one result: {@code tput.tab}, {@code tputr.tab},
 * {@code iput.tab} and {@code all.html}, whichever are there and look like what their names say.
 * The tables are read from the {@code .tab} files; the copies {@code all.html} embeds are only
 * compared with them, and its metrics and response-time sections are added. A run per DBMS row,
 * in the report's order.
 */
public final class IbenchFolderImporter implements FolderImporter {

    /** The files of a report in the order they are read: the tables first, so that the runs follow tput.tab's rows. */
    private static final List<String> FILES = List.of(
            TableKind.TPUT.fileName(), TableKind.TPUTR.fileName(), TableKind.IPUT.fileName(), ReportFiles.PAGE);

    @Override
    public String format() {
        return IbenchNames.FORMAT;
    }

    @Override
    public List<Path> claim(Path folder) throws IOException {
        List<Path> claimed = new ArrayList<>();
        for (String name : FILES) {
            Path file = folder.resolve(name);
            if (Files.isRegularFile(file) && looksLikeItsName(name, ImportSource.of(file).peek().text())) {
                claimed.add(file);
            }
        }
        return claimed;
    }

    private static boolean looksLikeItsName(String name, String head) {
        return name.equals(ReportFiles.PAGE) ? ReportFiles.isReportPage(head) : ReportFiles.isSummaryTable(head);
    }

    @Override
    public void read(Path folder, List<Path> claimed, ImportContext context) throws IOException, ImportFailure {
        ReportRuns runs = new ReportRuns(context, ReportFolderName.of(folder));
        List<Path> inOrder = claimed.stream()
                .sorted(Comparator.comparingInt(file -> FILES.indexOf(file.getFileName().toString()))).toList();
        for (Path file : inOrder) {
            try {
                ReportFiles.read(ImportSource.of(file), context, runs);
            } catch (ImportFailure e) {
                throw new ImportFailure(e.line(), e.column(), file.getFileName() + ": " + e.getMessage(), e);
            }
        }
        runs.emit();
    }
}
