package org.benchlens.ui.runs;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;

/** One line of the details table: a measurement and the run it belongs to. */
public record MeasurementRow(Run run, Measurement measurement) {
}
