package org.benchlens.imports.k6.summary;

/** One k6 check with how often it passed and failed. */
record K6Check(String name, long passes, long fails) {
}
