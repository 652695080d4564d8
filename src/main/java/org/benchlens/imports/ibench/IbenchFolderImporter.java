package org.benchlens.imports.ibench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.imports.FolderImporter;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Peek;

/**
 * An Insert Benchmark report folder read as one result: {@code tput.tab}, {@code tputr.tab},
 * {@code iput.tab} and {@code all.html}, whichever are there and look like what their names say.
 * The tables are read from the {@code .tab} files; the copies {@code all.html} embeds are only
 * compared with them, and its metrics and response-time sections are added. A run per DBMS row,
 * in the report's order.
 */
public final class IbenchFolderImporter implements FolderImporter {

    private static final List<String> TABLE_FILES =
            List.of(TableKind.TPUT.fileName(), TableKind.TPUTR.fileName(), TableKind.IPUT.fileName());

    @Override
    public String format() {
        return IbenchMetrics.FORMAT;
    }

    @Override
    public List<Path> claim(Path folder) throws IOException {
        List<Path> claimed = new ArrayList<>();
        for (String name : TABLE_FILES) {
            Path file = folder.resolve(name);
            if (Files.isRegularFile(file) && ReportFiles.isSummaryTable(peek(file).text())) {
                claimed.add(file);
            }
        }
        Path page = folder.resolve(ReportFiles.PAGE);
        if (Files.isRegularFile(page) && ReportFiles.isReportPage(peek(page).text())) {
            claimed.add(page);
        }
        return claimed;
    }

    @Override
    public void read(Path folder, List<Path> claimed, ImportContext context) throws IOException, ImportFailure {
        ReportRuns runs = new ReportRuns(context);
        runs.folder(ReportFolderName.of(folder));
        for (Path file : ordered(claimed)) {
            String name = file.getFileName().toString();
            ImportSource source = ImportSource.of(file);
            try {
                if (name.equals(ReportFiles.PAGE)) {
                    ReportFiles.readPage(source, context, runs);
                } else {
                    runs.add(ReportFiles.readTable(source, TableKind.ofFileName(name), context));
                }
            } catch (ImportFailure e) {
                throw new ImportFailure(e.line(), e.column(), name + ": " + e.getMessage(), e);
            }
        }
        runs.emit();
    }

    private static Peek peek(Path file) throws IOException {
        return ImportSource.of(file).peek();
    }

    /** The tables first, in the report's order (so the runs follow tput.tab's rows), then the page. */
    private static List<Path> ordered(List<Path> claimed) {
        List<Path> ordered = new ArrayList<>();
        for (String name : TABLE_FILES) {
            claimed.stream().filter(p -> p.getFileName().toString().equals(name)).forEach(ordered::add);
        }
        claimed.stream().filter(p -> !ordered.contains(p)).forEach(ordered::add);
        return ordered;
    }
}
