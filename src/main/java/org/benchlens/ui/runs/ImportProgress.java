package org.benchlens.ui.runs;

import java.nio.file.Path;

import org.benchlens.imports.ImportListener;
import org.benchlens.ui.common.Background;

/** Turns an import's byte counts into the status bar's fraction and message. */
public final class ImportProgress implements ImportListener {

    private final Background.Progress progress;
    private Path current;
    private int index;
    private int total;

    ImportProgress(Background.Progress progress) {
        this.progress = progress;
    }

    @Override
    public void started(Path input, int i, int count) {
        current = input;
        index = i;
        total = count;
        report(0);
    }

    @Override
    public void progress(long done, long size) {
        report(size == 0 ? 0 : (double) done / size);
    }

    private void report(double withinFile) {
        progress.update((index + withinFile) / Math.max(total, 1),
                "Importing " + current.getFileName() + " (" + (index + 1) + " of " + total + ")");
    }
}
