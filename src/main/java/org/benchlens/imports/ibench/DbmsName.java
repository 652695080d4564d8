package org.benchlens.imports.ibench;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a report's DBMS row name says: {@code <binary>_<build>.<config>}, such as
 * {@code pg1023_def.cx9a2a_c32r128} (Postgres 10.23, build {@code def}, configuration
 * {@code cx9a2a_c32r128}). Older reports put more before the binary ({@code 400m.fbmy5635_rel.cy9c}),
 * so the configuration is what follows the LAST dot and the binary is the last dotted piece before it.
 *
 * <p>The version is derived only where the naming leaves no doubt:
 * <ul>
 *   <li>{@code pg} + digits from 10 on: the first two digits are the major version, the rest the
 *       minor ({@code pg1023} → 10.23, {@code pg1122} → 11.22, {@code pg157} → 15.7, {@code pg160} →
 *       16.0, {@code pg12} → 12);</li>
 *   <li>{@code pg} + digits + {@code alpha|beta|rc} + digits: a pre-release of that major
 *       ({@code pg16beta1} → 16beta1, {@code pg16rc1} → 16rc1);</li>
 *   <li>{@code my} + three or more digits: MySQL, one digit each for major and minor and the rest
 *       for the patch, as the report's introduction explains ({@code my8020} → 8.0.20).</li>
 * </ul>
 * Anything else (Postgres before 10, whose {@code 9624} could be read more than one way, other
 * products) gets no version rather than a guess.
 *
 * @param version null when it cannot be derived
 * @param build   the build flavour after the version ({@code def}, {@code o3_native_lto}), or null
 * @param config  the configuration name after the last dot, or null
 */
record DbmsName(String full, String version, String build, String config) {

    private static final Pattern POSTGRES = Pattern.compile("pg(\\d{1,6})((?:alpha|beta|rc)\\d{1,3})?");
    private static final Pattern MYSQL = Pattern.compile("my(\\d)(\\d)(\\d{1,4})");

    static DbmsName parse(String name) {
        String full = name.strip();
        int lastDot = full.lastIndexOf('.');
        String config = lastDot < 0 || lastDot == full.length() - 1 ? null : full.substring(lastDot + 1);
        String binary = lastDot < 0 ? full : full.substring(0, lastDot);
        binary = binary.substring(binary.lastIndexOf('.') + 1);
        int underscore = binary.indexOf('_');
        String product = underscore < 0 ? binary : binary.substring(0, underscore);
        String build = underscore < 0 || underscore == binary.length() - 1 ? null : binary.substring(underscore + 1);
        return new DbmsName(full, versionOf(product), build, config);
    }

    private static String versionOf(String product) {
        Matcher postgres = POSTGRES.matcher(product);
        if (postgres.matches()) {
            String digits = postgres.group(1);
            String preRelease = postgres.group(2);
            if (preRelease != null) {
                return Integer.parseInt(digits) + preRelease;
            }
            if (digits.length() < 2 || digits.charAt(0) != '1') {
                return null;
            }
            String major = digits.substring(0, 2);
            String minor = digits.substring(2);
            return minor.isEmpty() ? major : major + "." + Integer.parseInt(minor);
        }
        Matcher mysql = MYSQL.matcher(product);
        if (mysql.matches()) {
            return mysql.group(1) + "." + mysql.group(2) + "." + Integer.parseInt(mysql.group(3));
        }
        return null;
    }
}
