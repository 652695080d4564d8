package org.benchlens.model;

/**
 * A message of at most {@link #MAX} characters, the length docs/reliability.md promises for every
 * refusal. What makes one long is a path or URL the user gave, so the longest word is shortened in
 * its middle first, keeping its start and its end (the file's name); the sentence itself stays whole.
 */
public final class ShortMessage {

    public static final int MAX = 400;
    private static final String GAP = "…";
    /** A word is not shortened below this: its start and end must still say which file it is. */
    private static final int SHORTEST_WORD = 24;

    private ShortMessage() {
    }

    public static String of(String text) {
        return of(text, MAX);
    }

    static String of(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        String shortened = text;
        while (shortened.length() > max) {
            int[] word = longestWord(shortened);
            int length = word[1] - word[0];
            if (length <= SHORTEST_WORD) {
                break;
            }
            int keep = Math.max(SHORTEST_WORD, length - (shortened.length() - max)) - GAP.length();
            int head = keep / 2;
            int tail = keep - head;
            shortened = shortened.substring(0, word[0] + head) + GAP + shortened.substring(word[1] - tail);
        }
        return shortened.length() <= max ? shortened : shortened.substring(0, max - GAP.length()) + GAP;
    }

    /** Start and end of the longest run of characters without white space. */
    private static int[] longestWord(String text) {
        int bestStart = 0;
        int bestEnd = 0;
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || Character.isWhitespace(text.charAt(i))) {
                if (i - start > bestEnd - bestStart) {
                    bestStart = start;
                    bestEnd = i;
                }
                start = i + 1;
            }
        }
        return new int[] {bestStart, bestEnd};
    }
}
