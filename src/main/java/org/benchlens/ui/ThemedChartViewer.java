package org.benchlens.ui;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;

/**
 * JFreeChart's viewer, drawing its chart in the look of the windows' theme and again when the
 * theme changes. The chart it is given becomes its own copy: exports build theirs, light.
 */
final class ThemedChartViewer extends ChartViewer {

    /** Held here: the theme holds it weakly, so a closed window's viewer can go. */
    private final ChangeListener<Theme> themeChanged = (o, was, now) -> dress(getChart());

    ThemedChartViewer() {
        super(null);
        AppTheme.property().addListener(new WeakChangeListener<>(themeChanged));
    }

    @Override
    public void setChart(JFreeChart chart) {
        dress(chart);
        super.setChart(chart);
    }

    private static void dress(JFreeChart chart) {
        if (chart != null) {
            AppTheme.current().chartLook().dress(chart);
        }
    }
}
