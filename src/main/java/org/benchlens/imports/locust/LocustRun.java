package org.benchlens.imports.locust;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/** A run of Locust as its files make it: named after the {@code --csv} prefix, completed unless a file was cut. */
final class LocustRun {

    private LocustRun() {
    }

    static RunDraft draft(String name) {
        return new RunDraft(LocustFile.FORMAT, name).attribute(AttributeKeys.TOOL, "locust");
    }

    static void ended(RunDraft draft, boolean whole) {
        draft.attribute(AttributeKeys.STATUS, whole ? AttributeKeys.STATUS_COMPLETED : AttributeKeys.STATUS_ABORTED);
    }
}
