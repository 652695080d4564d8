package org.benchlens.imports.k6.points;

import java.util.ArrayList;
import java.util.List;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.ImportFailure;

/**
 * The columns of a k6 CSV file, from its header: {@code metric_name,timestamp,metric_value},
 * then one column per system tag k6 was told to keep (in sorted order, so they differ between
 * versions and options), {@code extra_tags} with the others as {@code k=v&k2=v2}, and since
 * k6 0.41 {@code metadata} ({@code vu}, {@code iter}: which VU and iteration, not results).
 */
final class K6CsvColumns {

    static final String METRIC = "metric_name";
    static final String TIMESTAMP = "timestamp";
    static final String VALUE = "metric_value";
    private static final String EXTRA_TAGS = "extra_tags";
    private static final String METADATA = "metadata";

    private final int size;
    private final List<String> tagNames = new ArrayList<>();
    private final List<Integer> tagColumns = new ArrayList<>();
    private int extraTags = -1;

    private K6CsvColumns(int size) {
        this.size = size;
    }

    /** True for a header line of k6's CSV output. */
    static boolean isHeader(String line) {
        return line.startsWith(METRIC + "," + TIMESTAMP + "," + VALUE);
    }

    static K6CsvColumns of(CSVRecord header) throws ImportFailure {
        if (header.size() < 3 || !header.get(0).strip().equals(METRIC) || !header.get(1).equals(TIMESTAMP)
                || !header.get(2).equals(VALUE)) {
            throw ImportFailure.atLine(1, "expected the k6 CSV header metric_name,timestamp,metric_value,... found "
                    + String.join(",", header.toList()));
        }
        K6CsvColumns columns = new K6CsvColumns(header.size());
        for (int i = 3; i < header.size(); i++) {
            String name = header.get(i);
            if (name.equals(EXTRA_TAGS)) {
                columns.extraTags = i;
            } else if (!name.equals(METADATA)) {
                columns.tagNames.add(name);
                columns.tagColumns.add(i);
            }
        }
        return columns;
    }

    int size() {
        return size;
    }

    /**
     * Fills {@code line} with the point of {@code record}.
     *
     * @return null, or what is wrong with the record
     */
    String read(CSVRecord record, K6PointLine line) {
        line.reset();
        line.setText(line.type, "Point");
        line.setText(line.metric, record.get(0));
        line.epochNanos = K6CsvTime.parse(record.get(1));
        if (line.epochNanos == K6PointTime.INVALID) {
            return "expected a timestamp in Unix seconds (or milli-, micro-, nanoseconds) or RFC 3339 between "
                    + K6PointTime.FIRST_YEAR + " and " + K6PointTime.LAST_YEAR + ", found \"" + record.get(1) + "\"";
        }
        line.hasTime = true;
        try {
            line.value = Double.parseDouble(record.get(2).strip());
        } catch (NumberFormatException e) {
            line.value = Double.NaN;
        }
        if (!Double.isFinite(line.value)) {
            return "expected a number in metric_value, found \"" + record.get(2) + "\"";
        }
        line.hasValue = true;
        for (int i = 0; i < tagColumns.size(); i++) {
            addTag(line, tagNames.get(i), record.get(tagColumns.get(i)));
        }
        if (extraTags >= 0 && !record.get(extraTags).isEmpty()) {
            for (String pair : record.get(extraTags).split("&")) {
                int equals = pair.indexOf('=');
                if (equals > 0) {
                    addTag(line, pair.substring(0, equals), pair.substring(equals + 1));
                }
            }
        }
        return null;
    }

    /** A tag with a value; k6 writes an empty field for a tag the point does not have. */
    private static void addTag(K6PointLine line, String key, String value) {
        if (!value.isEmpty()) {
            int tag = line.addTag();
            line.setText(line.rawTagKey(tag), key);
            line.keyed(tag);
            line.setText(line.rawTagValue(tag), value);
        }
    }
}
