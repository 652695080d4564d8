package org.benchlens.ui.common;

import java.util.Locale;
import java.util.function.Function;

import javafx.util.StringConverter;

/** Choices of an enum shown as the command line spells them (mean, sum), not as Java names them. */
public final class EnumNames {

    private EnumNames() {
    }

    public static <E extends Enum<E>> StringConverter<E> asTyped(Function<String, E> parse) {
        return new StringConverter<>() {
            @Override
            public String toString(E value) {
                return value == null ? "" : value.name().toLowerCase(Locale.ROOT);
            }

            @Override
            public E fromString(String text) {
                return parse.apply(text.toUpperCase(Locale.ROOT));
            }
        };
    }
}
