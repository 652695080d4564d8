package org.benchlens.imports.hammerdb;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;

/**
 * The result of a TPROC-C test: {@code TEST RESULT : System achieved 11400 NOPM from 26163
 * PostgreSQL TPM} since HammerDB 4.0, {@code TEST RESULT : System achieved 1093316 SQL Server TPM
 * at 237758 NOPM} before; the database is the one the TPM are counted by.
 */
record TpccResult(double nopm, double tpm, String database) {

    static final String PREFIX = "TEST RESULT : System achieved ";
    private static final Pattern CURRENT = Pattern.compile(Pattern.quote(PREFIX) + "(\\S+) NOPM from (\\S+) (.+?) TPM");
    private static final Pattern OLDER = Pattern.compile(Pattern.quote(PREFIX) + "(\\S+) (.+?) TPM at (\\S+) NOPM");

    static Optional<TpccResult> parse(String line, VuserLine message, long lineNumber) throws ImportFailure {
        if (!message.message().startsWith(PREFIX)) {
            return Optional.empty();
        }
        Matcher current = CURRENT.matcher(message.message());
        Matcher older = OLDER.matcher(message.message());
        Matcher m = current.matches() ? current : older.matches() ? older : null;
        if (m != null) {
            int nopm = m == current ? 1 : 3;
            int tpm = m == current ? 2 : 1;
            return Optional.of(new TpccResult(number(line, message, m, nopm, lineNumber, "a number of new orders per minute"),
                    number(line, message, m, tpm, lineNumber, "a number of transactions per minute"),
                    m.group(m == current ? 3 : 2)));
        }
        throw LineNumbers.failure(line, lineNumber, message.at() + PREFIX.length(),
                message.message().substring(PREFIX.length()), "'N NOPM from N <database> TPM' or '<N> <database> TPM at N NOPM'");
    }

    private static double number(String line, VuserLine message, Matcher m, int group, long lineNumber, String expected)
            throws ImportFailure {
        return LineNumbers.number(line, lineNumber, message.at() + m.start(group), m.group(group), expected);
    }
}
