package org.benchlens.ui;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;

/** One line of the details table: a measurement and the run it belongs to. */
record MeasurementRow(Run run, Measurement measurement) {
}
