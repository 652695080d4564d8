package org.benchlens.imports.k6;

/** One k6 check with how often it passed and failed. */
record K6Check(String name, long passes, long fails) {
}
