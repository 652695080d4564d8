package org.benchlens.imports.k6.text;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Patterns of the lines around and inside a k6 summary. */
final class K6TextPatterns {
    static final Pattern ANSI = Pattern.compile("\u001B(?:\\[[0-?]*[ -/]*[@-~]|[@-Z\\\\-_])");
    static final Pattern BLOCK_TITLE = Pattern.compile("^(\\s*)█\\s+(.+?)\\s*$");
    static final Pattern NESTED_GROUP = Pattern.compile("^(\\s*)↳\\s+(GROUP: .+?)\\s*$");
    static final Pattern CHECK_COUNTS =
            Pattern.compile("^\\s*↳\\s+\\d+(?:\\.\\d+)?%\\s+[—–-]\\s+✓\\s+(\\d+)\\s+/\\s+✗\\s+(\\d+)\\s*$");
    static final Pattern MARKED = Pattern.compile("^(\\s*)([✓✗])\\s+(.+?)\\s*$");
    static final Pattern RUNNING = Pattern.compile(
            "^\\s*running\\s+\\(([^)]+)\\),\\s+(\\d{1,9})/(\\d{1,9})\\s+VUs,\\s+(\\d{1,18})\\s+complete\\s+and\\s+\\d+\\s+interrupted\\s+iterations.*$");
    /** {@code default ✓ [======] 10 VUs  30s}, {@code constant_request_rate ✓ [ 100% ] 230/230 VUs}, {@code Init [---]}. */
    static final Pattern PROGRESS = Pattern.compile("^\\s*([\\w-]+)\\s+(?:([✓✗↓])\\s+)?\\[[\\s=>\\-\\d.%]*\\].*$");
    static final Pattern SCENARIOS = Pattern.compile(
            "^\\s*scenarios:\\s+\\(\\d+(?:\\.\\d+)?%\\)\\s+\\d+\\s+(?:scenarios?|executors?),\\s+(\\d{1,9})\\s+max\\s+VUs.*$");
    static final Pattern EXECUTOR = Pattern.compile("^\\s*\\*\\s+([\\w-]+):\\s+(.+?)\\s*$");
    static final Pattern PREAMBLE = Pattern.compile("^\\s*(execution|script|output|web dashboard):\\s*(.*?)\\s*$");
    static final Pattern INIT = Pattern.compile("^\\s*[Ii]nit\\s+\\[.*$");
    static final Pattern LOG = Pattern.compile("^\\s*(?:(?:INFO|WARN|ERRO|DEBU|FATA)\\[\\d+\\]|time=\"[^\"]*\"\\s+level=).*$");
    static final Pattern CATEGORY = Pattern.compile("^\\s+[A-Z][A-Z_ ]*$");
    /** What a v1 threshold line prints after its mark: {@code 'p(95)<2000' p(95)=21.44ms}. */
    static final Pattern THRESHOLD_FIGURE = Pattern.compile("^'[^']*'\\s+([^\\s=]+)=(\\S+)$");
    /** A metric or sub-metric named alone on its line, in the thresholds block of v1. */
    static final Pattern BARE_NAME = Pattern.compile("^\\s+(\\{[^}]*}|[^\\s:'✓✗][^:]*?)\\s*$");

    private K6TextPatterns() {
    }


    static String withoutAnsi(String line) {
        return line.indexOf('\u001B') < 0 ? line : ANSI.matcher(line).replaceAll("");
    }

    /** The k6 logo, with or without "Grafana", drawn with slashes, bars and overlines. */
    static boolean isBanner(String line) {
        String rest = line.replace("Grafana", "").replace(".io", "");
        return rest.matches("[\\s/\\\\|‾_()\\-]*") && rest.matches(".*[/\\\\‾].*");
    }

    static Matcher match(Pattern pattern, String line) {
        Matcher m = pattern.matcher(line);
        return m.matches() ? m : null;
    }
}
