package org.benchlens.imports.k6.text;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.benchlens.model.AttributeKeys;

/**
 * A shell command line kept beside k6 output, such as
 * {@code nixops ssh -d bench client k6 run --summary-export=t3anano/reads/singleObject.json -e HOST=t3anano - < reads/singleObject.js}
 * or a wrapper script's {@code pgrbench-k6-varied-vus k6/GETSingle.js > results/K6_GET_SINGLE.txt}:
 * what it says about the runs that follow.
 */
final class K6CommandLine {

    static final String COMMAND = "command";
    static final String SCRIPT = "script";
    static final String SUMMARY_EXPORT = "summary_export";
    static final String ENV_PREFIX = "env.";

    private static final int MAX_ENV_NAME = 100;
    private static final Pattern SCRIPT_FILE = Pattern.compile(".+\\.(?:js|mjs|cjs|ts|tar)");
    private static final Pattern PROGRAM = Pattern.compile("[\\w./~-]+");

    private final String command;
    private final List<String> tokens;

    private K6CommandLine(String command, List<String> tokens) {
        this.command = command;
        this.tokens = tokens;
    }

    /**
     * The command {@code line} holds, or null. A line is a command when it runs k6
     * ({@code k6 run}, {@code k6 cloud}) or names a script file and reads as a shell line
     * rather than a sentence: a prompt, a redirection or pipe, or a program name with a
     * dash, dot or slash in it.
     */
    static K6CommandLine match(String line) {
        String text = line.strip();
        if (text.startsWith("$ ")) {
            text = text.substring(2).strip();
        }
        List<String> tokens = tokenize(text);
        if (tokens.isEmpty() || text.length() > 4000) {
            return null;
        }
        if (k6RunAt(tokens) >= 0) {
            return new K6CommandLine(text, tokens);
        }
        boolean namesScript = tokens.stream().anyMatch(t -> SCRIPT_FILE.matcher(t).matches());
        boolean shellLike = line.strip().startsWith("$ ") || tokens.contains(">") || tokens.contains("<")
                || tokens.contains("|") || tokens.get(0).matches(".*[-./].*");
        boolean sentence = text.endsWith(".") || text.endsWith(":") || text.endsWith(",");
        if (namesScript && shellLike && !sentence && PROGRAM.matcher(tokens.get(0)).matches()) {
            return new K6CommandLine(text, tokens);
        }
        return null;
    }

    /** command, script, scenario (the script's base name), env.KEY and summary_export. */
    Map<String, String> attributes() {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put(COMMAND, command);
        int run = k6RunAt(tokens);
        List<String> args = run >= 0 ? tokens.subList(run + 2, tokens.size()) : tokens;
        String script = null;
        String stdin = null;
        for (int i = 0; i < args.size(); i++) {
            String token = args.get(i);
            String next = i + 1 < args.size() ? args.get(i + 1) : null;
            if (token.equals("<") && next != null) {
                stdin = next;
                i++;
            } else if (token.equals(">") || token.equals(">>") || token.equals("|")) {
                i = token.equals("|") ? args.size() : i + 1;
            } else if ((token.equals("-e") || token.equals("--env")) && next != null && next.contains("=")) {
                env(attributes, next);
                i++;
            } else if (token.startsWith("--env=") || token.startsWith("-e=")) {
                env(attributes, token.substring(token.indexOf('=') + 1));
            } else if (token.equals("--summary-export") && next != null) {
                attributes.put(SUMMARY_EXPORT, next);
                i++;
            } else if (token.startsWith("--summary-export=")) {
                attributes.put(SUMMARY_EXPORT, token.substring("--summary-export=".length()));
            } else if (SCRIPT_FILE.matcher(token).matches() || (run >= 0 && token.equals("-"))) {
                script = token;
            }
        }
        if ((script == null || script.equals("-")) && stdin != null) {
            script = stdin;
        }
        if (script != null && !script.equals("-")) {
            attributes.put(SCRIPT, script);
            attributes.put(AttributeKeys.SCENARIO, scenarioOf(script));
        }
        return attributes;
    }

    /** The base name of a script path without its extension: {@code reads/singleObject.js} → singleObject. */
    static String scenarioOf(String script) {
        String name = script.substring(Math.max(script.lastIndexOf('/'), script.lastIndexOf('\\')) + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    private static void env(Map<String, String> attributes, String assignment) {
        int equals = assignment.indexOf('=');
        // an odd, very long name stays in the command attribute only
        if (equals > 0 && equals <= MAX_ENV_NAME) {
            attributes.put(ENV_PREFIX + assignment.substring(0, equals), assignment.substring(equals + 1));
        }
    }

    /** Index of the {@code k6} token that {@code run} or {@code cloud} follows, or -1. */
    private static int k6RunAt(List<String> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            String program = tokens.get(i);
            boolean k6 = program.equals("k6") || program.endsWith("/k6") || program.equals("k6.exe");
            if (k6 && (tokens.get(i + 1).equals("run") || tokens.get(i + 1).equals("cloud"))) {
                return i;
            }
        }
        return -1;
    }

    /** Words separated by blanks; single or double quotes keep blanks inside a word and are removed. */
    private static List<String> tokenize(String text) {
        List<String> tokens = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    tokens.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            tokens.add(word.toString());
        }
        return tokens;
    }
}
