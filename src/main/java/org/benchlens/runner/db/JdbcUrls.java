package org.benchlens.runner.db;

import java.util.regex.Pattern;

/** JDBC URLs as they may be shown and stored: with any password written into them taken out. */
public final class JdbcUrls {

    /** {@code password=...} as a query parameter ({@code ?password=x&...}) or an H2 setting ({@code ;PASSWORD=x}). */
    private static final Pattern PASSWORD_PARAMETER =
            Pattern.compile("(?i)([?&;])password=[^&;]*");
    /** {@code user:password@} in a URL's authority. */
    private static final Pattern USER_INFO = Pattern.compile("(//[^/@:]*):[^/@]*@");

    private JdbcUrls() {
    }

    public static String withoutPassword(String url) {
        String hidden = PASSWORD_PARAMETER.matcher(url).replaceAll("$1password=***");
        return USER_INFO.matcher(hidden).replaceAll("$1:***@");
    }
}
