package org.benchlens.runner.http;

import java.util.List;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.store.Store;

/** A run as read back from the store: what a user browsing it would see. */
record StoredRun(Run run, List<Measurement> measurements, List<Series> series, List<LatencyHistogram> histograms) {

    static StoredRun read(Store store, Run run) {
        return store.read(session -> new StoredRun(session.runs().find(run.id()).orElseThrow(),
                session.measurements().forRun(run.id()), session.series().forRun(run.id()),
                session.histograms().forRun(run.id())));
    }

    double value(String metric) {
        return measurements.stream().filter(m -> m.step().equals(Steps.TOTAL) && m.metric().equals(metric))
                .mapToDouble(Measurement::value).findFirst()
                .orElseThrow(() -> new AssertionError("no measurement " + metric + " in " + measurements));
    }

    /** Of the {@code served} requests a server answered, those answered within the run's window. */
    long answeredInWindow(long served) {
        return served - (long) value("http_reqs.after_window");
    }

    boolean has(String metric) {
        return measurements.stream().anyMatch(m -> m.metric().equals(metric));
    }

    String unit(String metric) {
        return measurements.stream().filter(m -> m.metric().equals(metric)).map(Measurement::unit).findFirst()
                .orElseThrow();
    }

    List<SeriesPoint> series(String metric) {
        return series.stream().filter(s -> s.metric().equals(metric)).findFirst()
                .orElseThrow(() -> new AssertionError("no series " + metric)).points();
    }

    String attribute(String key) {
        return run.attribute(key);
    }
}
