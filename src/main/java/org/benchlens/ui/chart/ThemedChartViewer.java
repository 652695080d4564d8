package org.benchlens.ui.chart;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.Theme;

/**
 * JFreeChart's viewer, drawing its chart in the look of the windows' theme and again when the
 * theme changes. The chart it is given becomes its own copy: exports build theirs, light.
 */
public final class ThemedChartViewer extends ChartViewer {

    /** Held here: the theme holds it weakly, so a closed window's viewer can go. */
    private final ChangeListener<Theme> themeChanged = (o, was, now) -> dress(getChart());

    public ThemedChartViewer() {
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
