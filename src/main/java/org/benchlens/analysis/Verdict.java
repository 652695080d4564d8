package org.benchlens.analysis;

/** What a cell's repeats allow a reader to conclude, and so how the cell is marked. */
public enum Verdict {
    /** No cell of the table has repeats: cells are shown as measured, coloured by the ratio alone. */
    NO_REPEATS,
    /** One run on this side or the base's: coloured by the ratio alone, marked {@code n=1}. */
    ONE_RUN,
    /** The test cannot tell the difference from noise: grey, marked {@code ~}. */
    NOISE,
    /** Repeats on both sides and a difference beyond noise (or the base itself, or no test asked): shown with ±. */
    SPREAD
}
