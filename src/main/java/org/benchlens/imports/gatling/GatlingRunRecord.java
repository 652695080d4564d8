package org.benchlens.imports.gatling;

import java.time.Instant;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * The RUN record of a text {@code simulation.log} (its type moved first, see {@link GatlingLogImporter#typeFirst}):
 * in Gatling 2.0 and 2.1 the class, the simulation id, the start, the description and (2.1) {@code 2.0};
 * in Gatling 3.0 to 3.9 the simulation's class, its id,
 * the start in epoch milliseconds, the description (a space when none) and Gatling's version; in Gatling
 * 2.x the class, the user-defined id (often empty), the default id, the start, the description and the
 * log's own format version ({@code 2.0}), which is not Gatling's.
 */
record GatlingRunRecord(String simulationClass, String simulationId, long start, String description,
                        String gatlingVersion) {

    /** What Gatling 2 wrote where Gatling 3 writes its version: the log's format. */
    private static final String LOG_FORMAT_2 = "2.0";

    /** The run record of its fields, or null when it has neither layout. */
    static GatlingRunRecord of(String[] fields) {
        if ((fields.length == 5 || fields.length == 6) && GatlingRequestLine.millis(fields[3]) >= 0) {
            String version = fields.length == 6 ? fields[5].strip() : "";
            return new GatlingRunRecord(fields[1], fields[2], GatlingRequestLine.millis(fields[3]), fields[4].strip(),
                    version.equals(LOG_FORMAT_2) ? "" : version);
        }
        if (fields.length == 7 && GatlingRequestLine.millis(fields[4]) >= 0) {
            String id = fields[2].isEmpty() ? fields[3] : fields[2];
            return new GatlingRunRecord(fields[1], id, GatlingRequestLine.millis(fields[4]), fields[5].strip(), "");
        }
        return null;
    }

    void describe(RunDraft draft) {
        draft.name(simulationId.isEmpty() ? simulationClass : simulationId);
        draft.startedAt(Instant.ofEpochMilli(start));
        draft.attribute("simulation", simulationClass);
        draft.attribute("simulation.id", simulationId);
        if (!description.isEmpty()) {
            draft.attribute("description", description);
        }
        if (!gatlingVersion.isEmpty()) {
            draft.attribute(AttributeKeys.VERSION, gatlingVersion);
        }
    }
}
