package org.benchlens.imports.k6.points;

/** A line of a chunk that is not k6 output: its line number within the chunk (1-based), column and why. */
record K6NdjsonChunkProblem(long lineInChunk, long column, String message) {
}
