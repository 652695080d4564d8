package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.benchlens.model.Measurement;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;

/** Small readers of what an importer emitted, for the k6 summary tests. */
final class K6RunAssertions {

    private K6RunAssertions() {
    }

    static RunDraft onlyRun(ImportHarness.Read read) {
        assertThat(read.runs()).hasSize(1);
        return read.runs().get(0);
    }

    static String unit(RunDraft run, String step, String metric) {
        return find(run, step, metric).unit();
    }

    static Measurement find(RunDraft run, String step, String metric) {
        return run.measurements().stream()
                .filter(m -> m.step().equals(step) && m.metric().equals(metric))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + metric + " in step " + step));
    }

    static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    static String attribute(RunDraft run, String key) {
        return run.attributes().get(key).orElse(null);
    }
}
