package org.benchlens.imports.k6.summary;

import java.util.List;

/**
 * One k6 group with its own checks (not those of its subgroups).
 *
 * @param path the group path without the leading {@code ::}, such as {@code s1::case one};
 *             empty for the root group
 */
record K6Group(String path, List<K6Check> checks) {

    K6Group {
        checks = List.copyOf(checks);
    }

    boolean isRoot() {
        return path.isEmpty();
    }

    long passes() {
        return checks.stream().mapToLong(K6Check::passes).sum();
    }

    long fails() {
        return checks.stream().mapToLong(K6Check::fails).sum();
    }
}
