package org.benchlens.imports.mixed;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.benchlens.imports.Fences;

/**
 * A stretch of a mixed text file: a Markdown fenced block (without its fence lines) or the text
 * between fenced blocks.
 *
 * @param first  index of its first line in the file, 0-based
 * @param end    index after its last line
 * @param fenced true for the inside of a fenced block
 * @param code   true for the inside of a fenced block of program code ({@code ```javascript})
 */
record TextRegion(int first, int end, boolean fenced, boolean code) {

    private static final Pattern FIGURE = Pattern.compile("(?<![\\w.-])\\d+(?:\\.\\d+)?(?![\\w-])");

    /** The regions of {@code lines}, in order; blank-only stretches are left out. */
    static List<TextRegion> split(List<String> lines) {
        List<TextRegion> regions = new ArrayList<>();
        int start = 0;
        boolean inFence = false;
        boolean code = false;
        for (int i = 0; i < lines.size(); i++) {
            if (Fences.isFence(lines.get(i))) {
                add(regions, lines, start, i, inFence, code);
                code = !inFence && Fences.opensCode(lines.get(i));
                inFence = !inFence;
                start = i + 1;
            }
        }
        add(regions, lines, start, lines.size(), inFence, code);
        return regions;
    }

    private static void add(List<TextRegion> regions, List<String> lines, int first, int end, boolean fenced,
                            boolean code) {
        if (lines.subList(first, end).stream().anyMatch(line -> !line.isBlank())) {
            regions.add(new TextRegion(first, end, fenced, fenced && code));
        }
    }

    /** A fenced block, not of code, of three lines or more, most of which hold a figure: results, not prose. */
    boolean looksLikeFigures(List<String> lines) {
        List<String> text = lines.subList(first, end).stream().filter(line -> !line.isBlank()).toList();
        long withFigures = text.stream().filter(line -> FIGURE.matcher(line).find()).count();
        return fenced && !code && text.size() >= 3 && withFigures * 2 > text.size();
    }

    String text(List<String> lines) {
        return String.join("\n", lines.subList(first, end)) + "\n";
    }

    /** "12-40", 1-based, for notes. */
    String lineRange() {
        return (first + 1) + "-" + end;
    }
}
