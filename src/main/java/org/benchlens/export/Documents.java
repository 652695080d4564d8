package org.benchlens.export;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** Pretty-printed JSON and RFC 4180 CSV onto a writer, for every writer of this package. */
final class Documents {

    private Documents() {
    }

    static void json(PrintWriter out, JsonBody body) {
        // the writer is the caller's: closing it here would lose the line below and anything after it
        try (JsonGenerator json = new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                .createGenerator(out).useDefaultPrettyPrinter()) {
            body.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }

    static void csv(PrintWriter out, List<String> headers, List<List<String>> rows) {
        try {
            CSVPrinter printer = new CSVPrinter(out, CSVFormat.DEFAULT);
            printer.printRecord(SpreadsheetCells.neutralise(headers));
            for (List<String> row : rows) {
                printer.printRecord(SpreadsheetCells.neutralise(row));
            }
            printer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What goes into a JSON document. */
    @FunctionalInterface
    interface JsonBody {
        void write(JsonGenerator json) throws IOException;
    }
}
