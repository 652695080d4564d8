package org.benchlens.imports.k6.points;

/**
 * A run of whole lines of the input in {@code bytes[0, length)}, followed by a newline at
 * {@code bytes[length]} that stops scanners without a bounds check.
 *
 * @param last true for the end of the input, whose final line may lack its newline
 */
record K6NdjsonChunk(byte[] bytes, int length, boolean last) {
}
