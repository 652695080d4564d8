package org.benchlens.runner.db;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Locale;
import java.util.TreeMap;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Attributes;

/** The attributes every run of a database workload gets from its target. */
public final class TargetAttributes {

    /** embedded-h2, embedded-postgresql or jdbc. */
    public static final String TARGET = "target";
    /** The JDBC URL the workload ran against, any password taken out. */
    public static final String URL = "url";

    private TargetAttributes() {
    }

    static Attributes read(Connection connection, TargetKind kind, String url) throws SQLException {
        DatabaseMetaData metadata = connection.getMetaData();
        TreeMap<String, String> values = new TreeMap<>();
        values.put(AttributeKeys.DBMS, dbmsName(metadata.getDatabaseProductName()));
        values.put(AttributeKeys.VERSION, version(metadata.getDatabaseProductVersion()));
        values.put(TARGET, kind.label());
        values.put(URL, JdbcUrls.withoutPassword(url));
        return new Attributes(values);
    }

    /** "PostgreSQL" → postgresql, "H2" → h2: the short lower-case name the workloads switch on. */
    static String dbmsName(String productName) {
        return productName.strip().toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    /** H2 says "2.3.232 (2024-08-11)"; the date is left out. */
    private static String version(String productVersion) {
        String version = productVersion.strip();
        int space = version.indexOf(' ');
        return space < 0 ? version : version.substring(0, space);
    }
}
