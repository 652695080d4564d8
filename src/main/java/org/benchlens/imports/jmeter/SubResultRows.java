package org.benchlens.imports.jmeter;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;

/**
 * Tells the rows JMeter's CSV writer saves for a sample's sub-results (redirects, embedded resources)
 * from the samples themselves. JMeter (5.0 and later, unless {@code subresults.disable_renaming}) names
 * the sub-results of a sample its label followed by {@code -0}, {@code -1}, … in order, and writes them
 * on the rows right after their parent's, with the parent's thread name; since 5.5 their own sub-results
 * follow each of them in the same way. A sub-result's time is within its parent's, so it is no sample.
 */
final class SubResultRows {

    /** The latest sample and the sub-results under it, deepest first, each with the number its next one would take. */
    private final Deque<Parent> parents = new ArrayDeque<>();
    private String thread;
    private long count;

    /** True when the row of {@code label} and {@code threadName} (null when not saved) is a sub-result. */
    boolean isSubResult(String label, String threadName) {
        if (Objects.equals(threadName, thread)) {
            for (Parent parent = parents.peek(); parent != null; parent = parents.peek()) {
                if (label.equals(parent.label + "-" + parent.next)) {
                    parent.next++;
                    parents.push(new Parent(label));
                    count++;
                    return true;
                }
                parents.pop();
            }
        }
        parents.clear();
        parents.push(new Parent(label));
        thread = threadName;
        return false;
    }

    /** How many rows were sub-results. */
    long count() {
        return count;
    }

    private static final class Parent {
        private final String label;
        private int next;

        Parent(String label) {
            this.label = label;
        }
    }
}
