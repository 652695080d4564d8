package org.benchlens.imports;

import java.util.ArrayList;
import java.util.List;

/**
 * Text a terminal or an editor folded at a fixed width: every long line cut into pieces of exactly
 * that width, the last piece shorter. psql's aligned tables are recognised by their rule line
 * ({@code ----+----}), whose pieces are dashes and pluses only.
 */
public final class FoldedLines {

    private static final int NARROWEST = 20;

    private FoldedLines() {
    }

    /**
     * The width a psql table in {@code lines} was folded at, or 0: the length of the longest lines,
     * when a piece of the rule line has it and at least two other lines too.
     */
    public static int width(List<String> lines) {
        int longest = lines.stream().mapToInt(String::length).max().orElse(0);
        if (longest < NARROWEST) {
            return 0;
        }
        boolean rulePiece = lines.stream().anyMatch(line -> line.length() == longest && line.matches("[-+]+"));
        long full = lines.stream().filter(line -> line.length() == longest).count();
        return rulePiece && full >= 3 ? longest : 0;
    }

    /** The lines with each folded line joined again: a line of exactly {@code width} continues on the next. */
    public static List<String> unfold(List<String> lines, int width) {
        List<String> joined = new ArrayList<>();
        StringBuilder current = null;
        for (String line : lines) {
            current = current == null ? new StringBuilder(line) : current.append(line);
            if (line.length() != width) {
                joined.add(current.toString());
                current = null;
            }
        }
        if (current != null) {
            joined.add(current.toString());
        }
        return joined;
    }
}
