package org.benchlens.analysis;

import org.benchlens.model.Units;

/** A stored unit as a table's header says it: {@code /s} for a rate, nothing for a count. */
public final class UnitWords {

    private UnitWords() {
    }

    public static String of(String unit) {
        if (unit == null || unit.isBlank() || Units.COUNT.equals(unit)) {
            return "";
        }
        return Units.PER_SECOND.equals(unit) ? "/s" : unit;
    }
}
