package org.benchlens.imports.requests;

/**
 * The tool's own words for what a request file holds, kept beside the normalised names, and the tool's
 * own way of computing percentiles from it.
 *
 * @param trend       the latency under the tool's name: {@code elapsed} gives {@code elapsed.avg}, {@code elapsed.p(95)}, …
 * @param count       the number of requests under the tool's name ({@code samples}, {@code transactions})
 * @param percentiles how the tool's report computes the percentiles of the same requests
 */
public record RequestNames(String trend, String count, PercentileDefinition percentiles) {

    /** A tool whose percentiles are BenchLens's own: linear between ranks over every value. */
    public RequestNames(String trend, String count) {
        this(trend, count, PercentileDefinition.LINEAR);
    }
}
