package org.benchlens.imports.hyperfine;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.http.TextRuns;

/**
 * hyperfine's {@code --export-markdown}, {@code --export-orgmode} and {@code --export-asciidoc} tables, one or
 * many a file (a README with headings and prose around them): a run a table, a step a command, with the {@code hyperfine …}
 * command line and the Markdown headings above it as for the load tools' text reports.
 */
public final class HyperfineTableImporter implements Importer {

    static final String FORMAT = "hyperfine-markdown";
    private static final int MAX_LINE = 1 << 16;
    /**
     * The header row: {@code Command}, {@code Mean} and the other columns in hyperfine's order, one unit for all
     * ({@code µs} from 1.18): {@code Min…Max} until 1.5, then {@code Min}, {@code Max} and {@code Relative}; a
     * write-up may leave columns out. Org's cells are padded differently, a reformatted table's by the widest cell.
     */
    static final Pattern HEADER = Pattern.compile("\\|\\s*Command\\s*\\|\\s*Mean \\[(s|ms|µs|μs|us)]\\s*\\|"
            + "(?:\\s*(?:(?:Min…Max|Min|Max) \\[\\1]|Relative)\\s*\\|)*");
    /** AsciiDoc's table starts with its columns' alignments: {@code [cols="<,>,>,>,>"]}. */
    static final Pattern ASCIIDOC_START = Pattern.compile("\\[cols=\"([<>](?:,[<>])+)\"]");
    private static final Pattern START = Pattern.compile(HEADER.pattern() + "|" + ASCIIDOC_START.pattern());
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s/$>])(hyperfine\\s+.*)$");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "hyperfine's Markdown, Org or AsciiDoc export (means, min, max, relative speed)";
    }

    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).toList();
        for (int i = 0; i < lines.size(); i++) {
            if (HEADER.matcher(lines.get(i)).matches() || ASCIIDOC_START.matcher(lines.get(i)).matches()
                    && i + 2 < lines.size() && lines.get(i + 1).equals("|===")
                    && lines.get(i + 2).matches("\\|\\s*Command\\s*(\\|.*)?")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        TextRuns.Description table = new TextRuns.Description("hyperfine table", START, COMMAND,
                "a row a command", () -> new HyperfineTableRun(context));
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of hyperfine's table export")) {
            new TextRuns(context, table).read(lines, source.path().getFileName().toString());
        }
    }
}
