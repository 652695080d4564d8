package org.benchlens.imports.hyperfine;

import java.io.IOException;
import java.util.List;
import java.util.OptionalDouble;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * hyperfine's {@code --export-csv}: a row a command with the statistics of its JSON export in seconds, and
 * its parameters as {@code parameter_<name>} columns; read into the same run and steps as the JSON
 * (decision 0161), without the times and exit codes the CSV does not hold.
 */
public final class HyperfineCsvImporter implements Importer {

    static final String FORMAT = "hyperfine-csv";
    private static final String PARAMETER = "parameter_";
    /** What a spreadsheet takes for a formula's start; hyperfine's CSV writer puts a {@code '} before it (CWE-1236). */
    private static final String FORMULA_STARTS = "=+-@\t\r";
    private static final Pattern HEADER =
            Pattern.compile("command," + String.join(",", HyperfineImporter.STATISTICS) + "(," + PARAMETER + "[^,]+)*");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "hyperfine --export-csv";
    }

    /** hyperfine's header: command, its seven statistics in its order, and the parameters. */
    @Override
    public boolean detect(Peek peek) {
        return HEADER.matcher(peek.firstNonBlankLine()).matches();
    }

    /**
     * A command or parameter value as hyperfine ran it: its CSV writer after 1.20 puts a {@code '} before one that
     * starts like a spreadsheet formula ({@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return),
     * so that {@code -5} is written {@code '-5}; the JSON export of the same run has no such mark.
     */
    static String asRun(String written) {
        boolean guarded = written.length() > 1 && written.charAt(0) == '\''
                && FORMULA_STARTS.indexOf(written.charAt(1)) >= 0;
        return guarded ? written.substring(1) : written;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RunDraft draft = new RunDraft(FORMAT, "");
        HyperfineSteps steps = new HyperfineSteps(draft, context);
        int rows = 0;
        try (CsvRows csv = new CsvRows(source, context, ',', "a row of hyperfine's CSV export")) {
            List<String> header = csv.next().toList();
            for (CSVRecord row = csv.next(); row != null; row = csv.next()) {
                if (row.size() != header.size()) {
                    throw ImportFailure.atLine(csv.line(), "expected " + header.size() + " fields as in the header,"
                            + " found " + row.size());
                }
                String step = steps.step("line " + csv.line(), asRun(row.get(0)));
                for (int i = 1; i < header.size(); i++) {
                    OptionalDouble value = Quantities.number(asRun(row.get(i)));
                    if (header.get(i).startsWith(PARAMETER)) {
                        steps.parameter(step, "parameter." + header.get(i).substring(PARAMETER.length()), value);
                    } else if (value.isEmpty()) {
                        throw new ImportFailure(csv.line(), CsvRows.column(row, i), "expected a number of seconds"
                                + " for " + header.get(i) + ", found '" + Texts.abbreviate(row.get(i), 40) + "'");
                    } else {
                        steps.statistic(step, header.get(i), value.getAsDouble());
                    }
                }
                if (csv.lastRowCut()) {
                    context.note(csv.cutNote(source, "the command", header.get(header.size() - 1)));
                }
                rows++;
            }
        }
        if (rows == 0) {
            throw ImportFailure.atLine(1, "expected a row a command after hyperfine's header, found none");
        }
        draft.attribute(AttributeKeys.TOOL, HyperfineImporter.FORMAT);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()));
    }
}
