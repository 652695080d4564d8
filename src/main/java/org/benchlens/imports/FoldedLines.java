package org.benchlens.imports;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Text a terminal or an editor folded at a fixed width: every long line cut into pieces of exactly
 * that width, the last piece shorter. psql's aligned tables are recognised by their rule line
 * ({@code ----+----}), whose pieces are dashes and pluses only.
 */
public final class FoldedLines {

    /** A piece of a table's rule (----+----), asked of every line: compiled once. */
    private static final Pattern RULE_PIECE = Pattern.compile("[-+]+");

    private static final int NARROWEST = 20;

    private FoldedLines() {
    }

    /**
     * The width a psql table in {@code lines} was folded at, or 0. Either the length of the longest
     * lines, when a piece of the rule line has it and at least two other lines too; or, where prose
     * around the table is longer, the length of a rule line's first piece, when the piece after it is
     * of dashes and pluses too (a rule cut in two) and another line, the header's first piece, has that
     * length.
     */
    public static int width(List<String> lines) {
        int longest = lines.stream().mapToInt(String::length).max().orElse(0);
        if (longest < NARROWEST) {
            return 0;
        }
        boolean rulePiece = lines.stream().anyMatch(line -> line.length() == longest && isRulePiece(line));
        long full = lines.stream().filter(line -> line.length() == longest).count();
        return rulePiece && full >= 3 ? longest : cutRuleWidth(lines);
    }

    private static int cutRuleWidth(List<String> lines) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            String piece = lines.get(i);
            int width = piece.length();
            if (width >= NARROWEST && isRulePiece(piece) && isRulePiece(lines.get(i + 1))
                    && lines.stream().filter(line -> line.length() == width).count() >= 2) {
                return width;
            }
        }
        return 0;
    }

    private static boolean isRulePiece(String line) {
        return !line.isEmpty() && RULE_PIECE.matcher(line).matches();
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
