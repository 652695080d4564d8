package org.benchlens.ui.runs;

import java.util.Locale;

import org.benchlens.analysis.FailureRule;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.Steps;
import org.benchlens.model.ThroughputUnit;
import org.benchlens.ui.common.DisplayNumbers;

/**
 * One line of the runs table: the run, its headline throughput (null when it measured none), the
 * share of failed operations of that step (null where not measured), and the lower-case text a
 * typed word is searched in, built once per load rather than per keystroke.
 */
public record RunRow(Run run, Measurement throughput, Double errorRate, String searchText) {

    static RunRow of(Run run, Measurement throughput, Double errorRate) {
        StringBuilder text = new StringBuilder(run.name()).append('\n').append(run.format());
        run.attributes().values().values().forEach(value -> text.append('\n').append(value));
        run.tags().forEach(tag -> text.append('\n').append(tag));
        if (run.sourceFile() != null) {
            text.append('\n').append(run.sourceFile());
        }
        return new RunRow(run, throughput, errorRate, text.toString().toLowerCase(Locale.ROOT));
    }

    /** The same line after the run's attributes or tags changed. */
    RunRow with(Run changed) {
        return of(changed, throughput, errorRate);
    }

    long id() {
        return run.id();
    }

    /** True when more of its requests failed than the standard rule allows: its rate is no speed (decision 0110). */
    boolean failed() {
        return FailureRule.STANDARD.failed(errorRate);
    }

    /** "11,434 req/s ✗ 100 % failed", "243,800 inserts/s (l.i1)"; empty without a throughput. */
    String headline() {
        if (throughput == null) {
            return "";
        }
        return DisplayNumbers.format(throughput.value()) + " " + ThroughputUnit.of(run, throughput.step())
                + (throughput.step().equals(Steps.TOTAL) ? "" : " (" + throughput.step() + ")")
                + (failed() ? " " + FailureRule.mark(errorRate) : "");
    }
}
