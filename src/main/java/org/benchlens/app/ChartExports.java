package org.benchlens.app;

import java.io.IOException;
import java.nio.file.Path;

import org.jfree.chart.JFreeChart;

import org.benchlens.charts.ChartExporter;
import org.benchlens.charts.ChartFormat;
import org.benchlens.charts.ExportSize;
import org.benchlens.export.WholeFile;

/** The one way a chart reaches a file: drawn in its format, written whole or not at all. */
public final class ChartExports {

    private ChartExports() {
    }

    public static void write(JFreeChart chart, Path file, ChartFormat format, ExportSize size) throws IOException {
        WholeFile.write(file, out -> ChartExporter.write(chart, out, format, size));
    }
}
