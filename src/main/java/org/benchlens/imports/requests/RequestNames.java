package org.benchlens.imports.requests;

/**
 * The tool's own words for what a request file holds, kept beside the normalised names.
 *
 * @param trend the latency under the tool's name: {@code elapsed} gives {@code elapsed.avg}, {@code elapsed.p(95)}, …
 * @param count the number of requests under the tool's name ({@code samples}, {@code transactions})
 */
public record RequestNames(String trend, String count) {
}
