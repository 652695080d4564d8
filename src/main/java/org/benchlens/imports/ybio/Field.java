package org.benchlens.imports.ybio;

/**
 * One field of a table row as written, and where it starts: {@code column} is 1-based in the
 * row's first line, 0 when the field starts on a later line of a multi-line row.
 */
record Field(String text, int column) {
}
