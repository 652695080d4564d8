package org.benchlens.imports.history;

import java.util.Map;
import java.util.Optional;

import org.benchlens.model.Better;

/**
 * The tools github-action-benchmark reads, and which way each one's figures improve, as the action
 * itself decides it: operations or iterations per second (benchmark.js, pytest-benchmark, custom
 * "bigger is better") go up, times per iteration go down.
 */
final class BenchmarkTool {

    private static final Map<String, Better> TOOLS = Map.ofEntries(
            Map.entry("customBiggerIsBetter", Better.HIGHER),
            Map.entry("benchmarkjs", Better.HIGHER),
            Map.entry("pytest", Better.HIGHER),
            Map.entry("customSmallerIsBetter", Better.LOWER),
            Map.entry("cargo", Better.LOWER),
            Map.entry("go", Better.LOWER),
            Map.entry("googlecpp", Better.LOWER),
            Map.entry("catch2", Better.LOWER),
            Map.entry("julia", Better.LOWER),
            Map.entry("jmh", Better.LOWER),
            Map.entry("benchmarkdotnet", Better.LOWER),
            Map.entry("benchmarkluau", Better.LOWER));

    private BenchmarkTool() {
    }

    static Optional<Better> better(String tool) {
        return Optional.ofNullable(TOOLS.get(tool));
    }
}
