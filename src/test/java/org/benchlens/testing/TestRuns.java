package org.benchlens.testing;

import java.util.List;
import java.util.Map;

import org.benchlens.model.Attributes;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;

/** Runs made in memory for the analysis tests: numbered from 1 in the order made, named "run N". */
public final class TestRuns {

    private final String format;
    private long nextId = 1;

    public TestRuns(String format) {
        this.format = format;
    }

    public RunResult run(Map<String, String> attributes, Measurement... measurements) {
        long id = nextId++;
        Run run = new Run(id, format, "run " + id, null, null, null, null, null, Attributes.of(attributes), List.of());
        return new RunResult(run, List.of(measurements));
    }

    /** Throughput in operations per second, as every importer stores it. */
    public static Measurement tput(String step, double value) {
        return new Measurement(step, "throughput", value, "1/s");
    }
}
