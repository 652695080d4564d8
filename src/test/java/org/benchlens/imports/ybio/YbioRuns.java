package org.benchlens.imports.ybio;

import java.util.List;

import org.benchlens.model.RunDraft;

/** Finding YBIO runs among those an importer emitted. */
final class YbioRuns {

    static final String RUNIT = "runit";
    static final String SETUP = "setup";

    private YbioRuns() {
    }

    static RunDraft job(List<RunDraft> runs, long jobId) {
        List<RunDraft> found = runs.stream()
                .filter(run -> Long.toString(jobId).equals(attribute(run, "job_id")))
                .toList();
        if (found.size() != 1) {
            throw new AssertionError("expected one run of job " + jobId + ", found " + found.size());
        }
        return found.get(0);
    }

    static String attribute(RunDraft run, String key) {
        return run.attributes().get(key).orElse(null);
    }
}
