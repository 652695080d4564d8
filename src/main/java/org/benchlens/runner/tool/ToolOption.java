package org.benchlens.runner.tool;

import java.util.List;

/**
 * One option of a described workload (an external tool, YBIO, the Insert Benchmark), from which its
 * {@code benchlens run} option, its field in the dialog and, for a tool, its place in the stored
 * arguments are all made.
 *
 * @param names       the command line's names, the long one last (it is the one stored with a run)
 * @param type        what it holds
 * @param label       the dialog's row label, also the field's name in the problem sentences
 * @param id          the dialog field's id
 * @param paramLabel  the command line's placeholder (N, TIME, …); empty for a flag
 * @param cliDefault  the default on the command line, as typed
 * @param formDefault the default in the dialog, as typed
 * @param help        the command line's help; {@code ${DEFAULT-VALUE}} stands for the default
 * @param hint        the dialog field's prompt, or a flag's check box text
 * @param choices     the values a choice may take, the first the dialog's default; for numbers, the dialog's
 *                    check boxes
 * @param what        a choice named in its problem sentence ("the protocol")
 */
public record ToolOption(List<String> names, Type type, String label, String id, String paramLabel, String cliDefault,
                         String formDefault, String help, String hint, List<String> choices, String what) {

    /** What an option holds. */
    public enum Type {
        /** A whole number that fits an int; an external tool's is 1 or more. */
        NUMBER,
        /** A whole number as large as a count of rows. */
        COUNT,
        /** Whole numbers: separated by commas on the command line, a check box each of the choices in the dialog. */
        NUMBERS,
        /** A duration of at least one second: 30 (seconds), 30s, 2m. */
        DURATION,
        /** One of {@link #choices()}. */
        CHOICE,
        /** On or off. */
        FLAG
    }

    public ToolOption {
        names = List.copyOf(names);
        choices = List.copyOf(choices);
    }

    public static ToolOption number(List<String> names, String paramLabel, int byDefault, String label, String id,
                                    String help, String hint) {
        return new ToolOption(names, Type.NUMBER, label, id, paramLabel, "" + byDefault, "" + byDefault, help, hint,
                List.of(), "");
    }

    /** A count of rows: a whole number as large as a long. */
    public static ToolOption count(List<String> names, long byDefault, String label, String id, String help,
                                   String hint) {
        return new ToolOption(names, Type.COUNT, label, id, "N", "" + byDefault, "" + byDefault, help, hint, List.of(),
                "");
    }

    /** Whole numbers, {@code byDefault} of them; the dialog offers a check box for each of {@code choices}. */
    public static ToolOption numbers(List<String> names, List<Integer> byDefault, List<Integer> choices, String label,
                                     String id, String help) {
        String typed = String.join(",", byDefault.stream().map(String::valueOf).toList());
        return new ToolOption(names, Type.NUMBERS, label, id, "N", typed, typed, help, "",
                choices.stream().map(String::valueOf).toList(), "");
    }

    public static ToolOption duration(String byDefault, String help) {
        return duration(List.of("--duration"), "Duration", "duration", byDefault, help);
    }

    public static ToolOption duration(List<String> names, String label, String id, String byDefault, String help) {
        return new ToolOption(names, Type.DURATION, label, id, "TIME", byDefault, byDefault, help, "30s, 2m", List.of(),
                "");
    }

    public static ToolOption choice(List<String> names, String paramLabel, List<String> choices, String label,
                                    String id, String what, String help) {
        return new ToolOption(names, Type.CHOICE, label, id, paramLabel, choices.get(0), choices.get(0), help, "",
                choices, what);
    }

    /** A flag, off on the command line, {@code inDialog} in the dialog, on a row labelled {@code label}. */
    public static ToolOption flag(List<String> names, boolean inDialog, String label, String id, String help,
                                  String hint) {
        return new ToolOption(names, Type.FLAG, label, id, "", "false", "" + inDialog, help, hint, List.of(), "");
    }

    /**
     * A flag on unless turned off: {@code --no-NAME} on the command line, whose {@code help} it is (the names
     * given are the "on" ones, the stored name the last), a check box ticked in the dialog.
     */
    public static ToolOption onByDefault(List<String> names, String label, String id, String help, String hint) {
        return new ToolOption(names, Type.FLAG, label, id, "", "true", "true", help, hint, List.of(), "");
    }

    /** The long name, as stored with a run: {@code --scale}. */
    public String name() {
        return names.get(names.size() - 1);
    }
}
