package org.benchlens.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Whether every index of an H2 store holds as many rows as its table (decision 0134). A kill while H2
 * commits can leave indexes that disagree with their table; deleting a row through such an index can
 * then loop inside H2 for ever, so a store only deletes what a kill left after this check agrees.
 */
final class IndexAgreement {

    /** An index that holds {@code inIndex} rows of a table that holds {@code inTable}. */
    record Disagreement(String table, String index, long inIndex, long inTable) {

        @Override
        public String toString() {
            return table + ": " + inIndex + " rows in its index " + index + ", " + inTable + " in the table";
        }
    }

    private IndexAgreement() {
    }

    /** The tables named in {@code disagreements}, each once: {@code "measurement, run"}. */
    static String tables(List<Disagreement> disagreements) {
        return disagreements.stream().map(Disagreement::table).distinct().collect(Collectors.joining(", "));
    }

    /** Every index whose rows differ in number from its table's; empty when all agree. */
    static List<Disagreement> disagreements(Connection connection) throws SQLException {
        List<String[]> indexes = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select table_name, index_name from information_schema.indexes "
                     + "where table_schema = 'PUBLIC' order by table_name, index_name")) {
            while (rows.next()) {
                indexes.add(new String[] {rows.getString(1), rows.getString(2)});
            }
        }
        List<Disagreement> disagreements = new ArrayList<>();
        for (String[] index : indexes) {
            String table = quoted(index[0]);
            long inTable = count(connection, "select count(*) from " + table);
            // sum(1) walks the index; count(*) alone would read the table's own tally
            long inIndex = count(connection, "select sum(1) from " + table + " use index (" + quoted(index[1]) + ")");
            if (inIndex != inTable) {
                disagreements.add(new Disagreement(index[0].toLowerCase(Locale.ROOT), index[1], inIndex, inTable));
            }
        }
        return disagreements;
    }

    private static long count(Connection connection, String query) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static String quoted(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
