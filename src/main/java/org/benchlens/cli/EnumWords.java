package org.benchlens.cli;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.RatioRule;
import org.benchlens.analysis.SignificanceTest;
import org.benchlens.export.CellContent;

/**
 * An option whose value is one of an enum's constants, written as the command line writes it (lower case,
 * {@code -} for {@code _}): picocli converts it when it reads the command, lists the words in the help, and
 * refuses any other word naming them all. One subclass per option type, since picocli makes them itself.
 */
abstract class EnumWords<E extends Enum<E>> implements ITypeConverter<E>, Iterable<String> {

    private final Class<E> type;
    private final String what;

    EnumWords(Class<E> type, String what) {
        this.type = type;
        this.what = what;
    }

    /** How the command line writes {@code constant}: {@code latency-throughput} for LATENCY_THROUGHPUT. */
    static String word(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public E convert(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(type.getEnumConstants()).filter(constant -> word(constant).equals(wanted)).findFirst()
                .orElseThrow(() -> new TypeConversionException("unknown " + what + " '" + text + "'; expected "
                        + oneOf()));
    }

    @Override
    public Iterator<String> iterator() {
        return words().iterator();
    }

    private List<String> words() {
        return Arrays.stream(type.getEnumConstants()).map(EnumWords::word).toList();
    }

    /** "mean, sum, min, max or median". */
    private String oneOf() {
        List<String> words = words();
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }

    static final class Aggregates extends EnumWords<Aggregate> {
        Aggregates() {
            super(Aggregate.class, "aggregate");
        }
    }

    static final class Tests extends EnumWords<SignificanceTest> {
        Tests() {
            super(SignificanceTest.class, "test");
        }
    }

    static final class ColourBys extends EnumWords<RatioRule.ColourBy> {
        ColourBys() {
            super(RatioRule.ColourBy.class, "--colour-by");
        }
    }

    static final class CellContents extends EnumWords<CellContent> {
        CellContents() {
            super(CellContent.class, "cell content");
        }
    }
}
