package org.benchlens.imports.requests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Every value of one trend in one step, kept so that its percentiles are exact, as k6 computes them.
 * Values are stored in blocks taken from the file's {@link Budget}; once the budget is spent the values
 * are dropped and the percentiles come from the histogram instead.
 */
public final class ExactValues {

    public static final int BLOCK = 4096;
    /**
     * Values a file keeps for exact percentiles, over all its trends and steps: 4 194 304 doubles,
     * 32 MiB of heap (decision 0042). Past that, percentiles come from the histograms.
     */
    public static final long PER_FILE = 1L << 22;

    private final Budget budget;
    private final List<double[]> full = new ArrayList<>();
    private double[] current;
    private int used;
    private boolean dropped;

    public ExactValues(Budget budget) {
        this.budget = budget;
    }

    public void add(double value) {
        if (dropped) {
            return;
        }
        if (current == null || used == BLOCK) {
            if (!budget.take(BLOCK)) {
                drop();
                return;
            }
            if (current != null) {
                full.add(current);
            }
            current = new double[BLOCK];
            used = 0;
        }
        current[used++] = value;
    }

    /** Takes over the values of {@code other} (of another thread or step); dropped when either was. */
    public void addAll(ExactValues other) {
        if (other.dropped || dropped) {
            other.drop();
            drop();
            return;
        }
        full.addAll(other.full);
        if (other.current != null) {
            full.add(Arrays.copyOf(other.current, other.used));
            budget.give(BLOCK - other.used);
        }
        other.full.clear();
        other.current = null;
    }

    /** True when the budget ran out: these values are incomplete and were let go. */
    public boolean dropped() {
        return dropped;
    }

    /** Appends the values, in no particular order, to {@code into} from {@code at}; returns the end. */
    public int copyInto(double[] into, int at) {
        int end = at;
        for (double[] block : full) {
            System.arraycopy(block, 0, into, end, block.length);
            end += block.length;
        }
        if (current != null) {
            System.arraycopy(current, 0, into, end, used);
            end += used;
        }
        return end;
    }

    public long size() {
        long size = used;
        for (double[] block : full) {
            size += block.length;
        }
        return size;
    }

    private void drop() {
        if (!dropped) {
            long taken = current == null ? 0 : BLOCK;
            for (double[] block : full) {
                taken += block.length;
            }
            budget.give(taken);
            full.clear();
            current = null;
            dropped = true;
        }
    }

    /** How many values one file may keep, shared by its parsing threads. */
    public static final class Budget {
        private final AtomicLong left;
        private final long limit;

        public Budget(long limit) {
            this.limit = limit;
            this.left = new AtomicLong(limit);
        }

        public long limit() {
            return limit;
        }

        public boolean take(long values) {
            return left.addAndGet(-values) >= 0 || give(values);
        }

        /** Returns values to the budget; false, so that a failed {@link #take} can end with it. */
        public boolean give(long values) {
            left.addAndGet(values);
            return false;
        }
    }
}
