package org.benchlens.imports.ibench;

import java.util.regex.Pattern;

/** The plain decimal numbers reports print; no NaN, infinity or hexadecimal sneaks in through parseDouble. */
final class ReportNumbers {

    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d{1,3})?");

    private ReportNumbers() {
    }

    static boolean isNumber(String text) {
        return NUMBER.matcher(text).matches();
    }
}
