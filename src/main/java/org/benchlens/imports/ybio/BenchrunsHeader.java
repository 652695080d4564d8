package org.benchlens.imports.ybio;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The header line of a {@code benchruns} dump: the column names, in the order of the dump, and
 * the separator. A line is a header only when it names every column of the benchruns table
 * (comments aside, which dumps made before August 2021 lack): that keeps other tables out.
 */
record BenchrunsHeader(Separator separator, List<String> names) {

    /** The columns of ybio's benchruns table that every dump of it has. */
    static final List<String> TABLE_COLUMNS = List.of("job_id", "start_time", "end_time", "num_batches",
            "num_rows", "pct_update", "max_scratch", "prepared", "index_only", "tab_rows", "batch_size",
            "table_name", "table_rows", "table_scratch");

    static final String COMMENTS = "comments";

    BenchrunsHeader {
        names = List.copyOf(names);
    }

    /** The header this line is, trying each separator; empty when it is not a benchruns header. */
    static Optional<BenchrunsHeader> recognise(String line) {
        for (Separator separator : Separator.values()) {
            if (line.indexOf(separator.character()) < 0) {
                continue;
            }
            List<String> names = new ArrayList<>();
            for (Field field : FieldSplitter.splitLine(line, separator)) {
                names.add(field.text().strip().toLowerCase(Locale.ROOT));
            }
            if (names.containsAll(TABLE_COLUMNS)) {
                return Optional.of(new BenchrunsHeader(separator, names));
            }
        }
        return Optional.empty();
    }

    int size() {
        return names.size();
    }

    /** True when a row with more fields than the header can be mended: comments is last and unquoted. */
    boolean commentsLast() {
        return !names.isEmpty() && names.get(names.size() - 1).equals(COMMENTS);
    }
}
