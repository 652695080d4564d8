package org.benchlens.ui;

import java.util.Locale;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;

/**
 * One line of the runs table: the run, its headline throughput (null when it measured none), and
 * the lower-case text a typed word is searched in, built once per load rather than per keystroke.
 */
record RunRow(Run run, Measurement throughput, String searchText) {

    static RunRow of(Run run, Measurement throughput) {
        StringBuilder text = new StringBuilder(run.name()).append('\n').append(run.format());
        run.attributes().values().values().forEach(value -> text.append('\n').append(value));
        run.tags().forEach(tag -> text.append('\n').append(tag));
        if (run.sourceFile() != null) {
            text.append('\n').append(run.sourceFile());
        }
        return new RunRow(run, throughput, text.toString().toLowerCase(Locale.ROOT));
    }

    /** The same line after the run's attributes or tags changed. */
    RunRow with(Run changed) {
        return of(changed, throughput);
    }

    long id() {
        return run.id();
    }
}
