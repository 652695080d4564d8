package org.benchlens.imports.ybio;

/** How the fields of a {@code benchruns} dump are separated, and whether they may be quoted. */
enum Separator {

    /** psql aligned ({@code " | "}, padded) and psql {@code -A} with its default separator. */
    PIPE('|', false, "psql table"),
    /** {@code \copy … csv header}, {@code psql --csv} (RFC 4180 quoting) and {@code psql -A -F,}. */
    COMMA(',', true, "CSV"),
    /** {@code psql -A -F '\t'}: no quoting. */
    TAB('\t', false, "tab-separated");

    private final char character;
    private final boolean quoting;
    private final String description;

    Separator(char character, boolean quoting, String description) {
        this.character = character;
        this.quoting = quoting;
        this.description = description;
    }

    char character() {
        return character;
    }

    /** True when a field may be enclosed in double quotes, with {@code ""} for a quote inside. */
    boolean quoting() {
        return quoting;
    }

    /** How to name the separator in a message: {@code '|'}, {@code ','}, {@code a tab}. */
    String shown() {
        return this == TAB ? "a tab" : "'" + character + "'";
    }

    String description() {
        return description;
    }
}
