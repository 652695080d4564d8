package org.benchlens.reliability;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.benchlens.app.RunEdits;
import org.benchlens.app.Workspace;
import org.benchlens.store.StoreLocation;
import org.benchlens.store.WritePhase;

/**
 * What the window does for a delete and its Undo, in a process of its own for a harness to kill: deletes the
 * runs given after the store, puts them back, and says {@code put back N runs}.
 */
public final class DeleteThenUndo {

    private DeleteThenUndo() {
    }

    public static void main(String[] args) {
        List<Long> ids = Arrays.stream(args).skip(1).map(Long::valueOf).toList();
        try (Workspace workspace = Workspace.open(StoreLocation.file(Path.of(args[0])))) {
            RunEdits edits = workspace.edits();
            RunEdits.DeletedRuns deleted = edits.delete(ids);
            int back = edits.restore(deleted);
            System.out.println("put back " + back + " runs");
            System.out.flush();
            WritePhase.reached("said");
        }
    }
}
