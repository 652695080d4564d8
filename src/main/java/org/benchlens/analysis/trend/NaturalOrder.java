package org.benchlens.analysis.trend;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Versions and other labels in the order people mean: numbers compare as numbers, and a label that
 * goes on with letters where the other ends is a pre-release of it, so
 * {@code 12.19 < 12.20 < 13.15 < 17beta1 < 17beta2 < 17beta3 < 17 < 17.1}.
 */
public final class NaturalOrder implements Comparator<String> {

    public static final NaturalOrder INSTANCE = new NaturalOrder();

    private NaturalOrder() {
    }

    @Override
    public int compare(String a, String b) {
        List<String> x = tokens(a);
        List<String> y = tokens(b);
        for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
            int c = compareTokens(x.get(i), y.get(i));
            if (c != 0) {
                return c;
            }
        }
        if (x.size() != y.size()) {
            boolean xLonger = x.size() > y.size();
            String rest = (xLonger ? x : y).get(Math.min(x.size(), y.size()));
            int longerFirst = isPreRelease(rest) ? -1 : 1;
            return xLonger ? longerFirst : -longerFirst;
        }
        return a.compareTo(b);
    }

    private static int compareTokens(String a, String b) {
        boolean aNumber = Character.isDigit(a.charAt(0));
        boolean bNumber = Character.isDigit(b.charAt(0));
        if (aNumber && bNumber) {
            String x = a.replaceFirst("^0+(?=.)", "");
            String y = b.replaceFirst("^0+(?=.)", "");
            return x.length() != y.length() ? Integer.compare(x.length(), y.length()) : x.compareTo(y);
        }
        if (aNumber != bNumber) {
            return aNumber ? -1 : 1;
        }
        boolean aPre = isPreRelease(a);
        boolean bPre = isPreRelease(b);
        if (aPre != bPre) {
            return aPre ? -1 : 1;
        }
        return a.toLowerCase(Locale.ROOT).compareTo(b.toLowerCase(Locale.ROOT));
    }

    /** A text token with letters ("beta", "-rc") marks a pre-release; a separator alone (".") does not. */
    private static boolean isPreRelease(String token) {
        return token.chars().anyMatch(Character::isLetter);
    }

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= text.length(); i++) {
            if (i == text.length() || Character.isDigit(text.charAt(i)) != Character.isDigit(text.charAt(start))) {
                tokens.add(text.substring(start, i));
                start = i;
            }
        }
        return tokens;
    }
}
