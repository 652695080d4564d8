package org.benchlens.charts;

import java.awt.Color;
import java.awt.Paint;
import java.util.Collection;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.AbstractRenderer;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.chart.ui.Layer;

/**
 * Swaps colours throughout a built chart: its background, titles, legend, plots, axes, markers and
 * renderers. A paint that is not one of the swapped colours is left as it is.
 */
final class ChartRecolouring {

    private final Map<Color, Color> swaps;

    ChartRecolouring(Map<Color, Color> swaps) {
        this.swaps = swaps;
    }

    void apply(JFreeChart chart) {
        boolean notifying = chart.isNotify();
        // one redraw when done, not one per paint changed
        chart.setNotify(false);
        try {
            chart.setBackgroundPaint(swap(chart.getBackgroundPaint()));
            if (chart.getTitle() != null) {
                title(chart.getTitle());
            }
            for (int i = 0; i < chart.getSubtitleCount(); i++) {
                title(chart.getSubtitle(i));
            }
            plot(chart.getPlot());
        } finally {
            chart.setNotify(notifying);
        }
    }

    private Paint swap(Paint paint) {
        return paint instanceof Color colour ? swaps.getOrDefault(colour, colour) : paint;
    }

    private void title(Title title) {
        if (title instanceof TextTitle text) {
            text.setPaint(swap(text.getPaint()));
            text.setBackgroundPaint(swap(text.getBackgroundPaint()));
        } else if (title instanceof LegendTitle legend) {
            legend.setBackgroundPaint(swap(legend.getBackgroundPaint()));
            legend.setItemPaint(swap(legend.getItemPaint()));
            // the legends BenchLens builds hand out one collection each time, so its items keep the change
            for (LegendItemSource source : legend.getSources()) {
                LegendItemCollection items = source.getLegendItems();
                for (int i = 0; i < items.getItemCount(); i++) {
                    legendItem(items.get(i));
                }
            }
        }
    }

    private void legendItem(LegendItem item) {
        item.setLabelPaint(swap(item.getLabelPaint()));
        // an item's fill, line and outline take no null
        if (item.getFillPaint() != null) {
            item.setFillPaint(swap(item.getFillPaint()));
        }
        if (item.getLinePaint() != null) {
            item.setLinePaint(swap(item.getLinePaint()));
        }
        if (item.getOutlinePaint() != null) {
            item.setOutlinePaint(swap(item.getOutlinePaint()));
        }
    }

    private void plot(Plot plot) {
        plot.setBackgroundPaint(swap(plot.getBackgroundPaint()));
        plot.setOutlinePaint(swap(plot.getOutlinePaint()));
        if (plot instanceof CombinedDomainXYPlot combined) {
            combined.getSubplots().forEach(this::plot);
        }
        if (plot instanceof XYPlot xy) {
            xyPlot(xy);
        } else if (plot instanceof CategoryPlot category) {
            categoryPlot(category);
        }
    }

    private void xyPlot(XYPlot plot) {
        plot.setDomainGridlinePaint(swap(plot.getDomainGridlinePaint()));
        plot.setRangeGridlinePaint(swap(plot.getRangeGridlinePaint()));
        plot.setDomainMinorGridlinePaint(swap(plot.getDomainMinorGridlinePaint()));
        plot.setRangeMinorGridlinePaint(swap(plot.getRangeMinorGridlinePaint()));
        plot.setDomainZeroBaselinePaint(swap(plot.getDomainZeroBaselinePaint()));
        plot.setRangeZeroBaselinePaint(swap(plot.getRangeZeroBaselinePaint()));
        axes(plot.getDomainAxisCount(), plot::getDomainAxis);
        axes(plot.getRangeAxisCount(), plot::getRangeAxis);
        plot.getRenderers().forEach((index, renderer) -> {
            var dataset = plot.getDataset(index);
            renderer(renderer instanceof AbstractRenderer r ? r : null, dataset == null ? 0 : dataset.getSeriesCount());
            markers(index, plot::getDomainMarkers, plot::getRangeMarkers);
        });
    }

    private void categoryPlot(CategoryPlot plot) {
        plot.setDomainGridlinePaint(swap(plot.getDomainGridlinePaint()));
        plot.setRangeGridlinePaint(swap(plot.getRangeGridlinePaint()));
        plot.setRangeMinorGridlinePaint(swap(plot.getRangeMinorGridlinePaint()));
        plot.setRangeZeroBaselinePaint(swap(plot.getRangeZeroBaselinePaint()));
        axes(plot.getDomainAxisCount(), plot::getDomainAxis);
        axes(plot.getRangeAxisCount(), plot::getRangeAxis);
        plot.getRenderers().forEach((index, renderer) -> {
            var dataset = plot.getDataset(index);
            renderer(renderer instanceof AbstractRenderer r ? r : null, dataset == null ? 0 : dataset.getRowCount());
            markers(index, plot::getDomainMarkers, plot::getRangeMarkers);
        });
    }

    private void axes(int count, IntFunction<? extends Axis> axis) {
        for (int i = 0; i < count; i++) {
            axis(axis.apply(i));
        }
    }

    /** The markers of dataset {@code index} on both axes, in every layer. */
    private void markers(int index, BiFunction<Integer, Layer, Collection<?>> domain,
                         BiFunction<Integer, Layer, Collection<?>> range) {
        for (Layer layer : Layer.values()) {
            markers(domain.apply(index, layer));
            markers(range.apply(index, layer));
        }
    }

    private void axis(Axis axis) {
        if (axis == null) {
            return;
        }
        axis.setLabelPaint(swap(axis.getLabelPaint()));
        axis.setTickLabelPaint(swap(axis.getTickLabelPaint()));
        axis.setAxisLinePaint(swap(axis.getAxisLinePaint()));
        axis.setTickMarkPaint(swap(axis.getTickMarkPaint()));
    }

    /** JFreeChart hands its markers out as a raw collection. */
    private void markers(Collection<?> markers) {
        if (markers == null) {
            return;
        }
        for (Object item : markers) {
            Marker marker = (Marker) item;
            marker.setPaint(swap(marker.getPaint()));
            marker.setLabelPaint(swap(marker.getLabelPaint()));
            if (marker.getOutlinePaint() != null) {
                marker.setOutlinePaint(swap(marker.getOutlinePaint()));
            }
        }
    }

    private void renderer(AbstractRenderer renderer, int seriesCount) {
        if (renderer == null) {
            return;
        }
        for (int s = 0; s < seriesCount; s++) {
            if (renderer.getSeriesPaint(s) != null) {
                renderer.setSeriesPaint(s, swap(renderer.getSeriesPaint(s)), false);
            }
            if (renderer.getSeriesOutlinePaint(s) != null) {
                renderer.setSeriesOutlinePaint(s, swap(renderer.getSeriesOutlinePaint(s)), false);
            }
            if (renderer.getSeriesFillPaint(s) != null) {
                renderer.setSeriesFillPaint(s, swap(renderer.getSeriesFillPaint(s)), false);
            }
            if (renderer.getSeriesItemLabelPaint(s) != null) {
                renderer.setSeriesItemLabelPaint(s, swap(renderer.getSeriesItemLabelPaint(s)), false);
            }
        }
        renderer.setDefaultPaint(swap(renderer.getDefaultPaint()), false);
        renderer.setDefaultOutlinePaint(swap(renderer.getDefaultOutlinePaint()), false);
        renderer.setDefaultFillPaint(swap(renderer.getDefaultFillPaint()), false);
        renderer.setDefaultItemLabelPaint(swap(renderer.getDefaultItemLabelPaint()), false);
        if (renderer instanceof StatisticalBarRenderer bars && bars.getErrorIndicatorPaint() != null) {
            bars.setErrorIndicatorPaint(swap(bars.getErrorIndicatorPaint()));
        }
        if (renderer instanceof XYErrorRenderer errors && errors.getErrorPaint() != null) {
            errors.setErrorPaint(swap(errors.getErrorPaint()));
        }
    }
}
