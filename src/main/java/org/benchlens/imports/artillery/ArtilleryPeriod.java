package org.benchlens.imports.artillery;

import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LocatedJson;
import org.benchlens.model.RunDraft;

/** One object of Artillery's report, the aggregate or an intermediate period, in the layout of its generation. */
sealed interface ArtilleryPeriod permits LegacyPeriod, MetricsPeriod {

    /** Fields only Artillery 1 writes (its stats object). */
    List<String> LEGACY_FIELDS = List.of("scenariosCreated", "scenariosCompleted", "requestsCompleted");
    /** Fields only Artillery 2 writes (its metrics object). */
    List<String> METRICS_FIELDS = List.of("summaries", "histograms", "rates", "firstCounterAt", "period");

    /** "Artillery 1" or "Artillery 2", to say which layout a period is in. */
    String layout();

    /** This period's point of every series. */
    void addPointTo(ArtillerySeries series);

    /** The run's totals, its steps, its start and end: this period being the aggregate. */
    void addTotalsTo(RunDraft draft, ImportContext context, String fileName);

    static ArtilleryPeriod read(LocatedJson object, String what) throws ImportFailure {
        var fields = object.fields(what).keySet();
        if (LEGACY_FIELDS.stream().anyMatch(fields::contains)) {
            return LegacyPeriod.read(object, what);
        }
        if (fields.contains("counters") && METRICS_FIELDS.stream().anyMatch(fields::contains)) {
            return MetricsPeriod.read(object, what);
        }
        throw object.failure("expected Artillery's figures in " + what + ": \"counters\" and \"summaries\" "
                + "(Artillery 2) or \"requestsCompleted\" and \"latency\" (Artillery 1), found neither");
    }
}
