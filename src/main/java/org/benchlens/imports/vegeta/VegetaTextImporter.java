package org.benchlens.imports.vegeta;

import java.io.IOException;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.http.TextRuns;

/** vegeta's text report, one or many a file, read into the same run as its JSON report gives. */
public final class VegetaTextImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s/$>|])(vegeta\\s+(?:attack|report).*)$");
    private static final TextRuns.Description TOOL = new TextRuns.Description("vegeta", VegetaTextRun.START, COMMAND,
            "its 'Error Set:' line", VegetaTextRun::new);

    @Override
    public String format() {
        return VegetaReport.FORMAT;
    }

    @Override
    public String description() {
        return "vegeta report (text)";
    }

    /** A {@code Requests [total, rate, throughput]} line followed by the {@code Duration [total, …]} line. */
    @Override
    public boolean detect(Peek peek) {
        var lines = peek.lines().stream().map(String::strip).toList();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (VegetaTextRun.START.matcher(lines.get(i)).matches() && lines.get(i + 1).startsWith("Duration ")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as vegeta prints them")) {
            new TextRuns(context, TOOL).read(lines, source.path().getFileName().toString());
        }
    }
}
