package org.benchlens.imports;

import java.util.ArrayList;
import java.util.List;

import org.benchlens.model.RunDraft;

/** Keeps the runs an importer emits for its caller to combine; passes notes and cancellation on. */
public final class BufferedContext implements ImportContext {

    private final ImportContext context;
    private final List<RunDraft> runs = new ArrayList<>();

    public BufferedContext(ImportContext context) {
        this.context = context;
    }

    @Override
    public void emit(RunDraft run) {
        runs.add(run);
    }

    @Override
    public void note(String message) {
        context.note(message);
    }

    @Override
    public void checkCancelled() {
        context.checkCancelled();
    }

    public List<RunDraft> runs() {
        return runs;
    }
}
