package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The program itself, on a real X server (Xvfb) under a real window manager (openbox), driven
 * with xdotool: the secondary windows open at their size, centred on the main window, close with
 * Ctrl+W and Escape, and open again at the size the user left them. Monocle, where the other GUI
 * tests run, has no window manager to disagree with the sizes a window asks for.
 */
class WindowSizesUnderWindowManagerTest {

    private static final Duration PATIENCE = Duration.ofSeconds(90);
    private static final Pattern GEOMETRY = Pattern.compile(
            "Position: (-?\\d+),(-?\\d+).*?Geometry: (\\d+)x(\\d+)", Pattern.DOTALL);

    @TempDir
    Path home;

    private final List<Process> started = new ArrayList<>();
    private String display;

    @AfterEach
    void stop() throws InterruptedException {
        for (int i = started.size() - 1; i >= 0; i--) {
            started.get(i).destroy();
            // the program writes its preferences into the temporary home as it ends: that home is
            // deleted after this method, so it must have ended by then
            started.get(i).waitFor(20, TimeUnit.SECONDS);
        }
    }

    @Test
    void secondaryWindowsOpenAtTheirSizeCentredOnTheMainWindowAndRememberIt() throws Exception {
        assumeTrue(onPath("Xvfb"), "skipped: Xvfb is not installed, so the window sizes under a window manager "
                + "cannot be checked (.ci/run installs it when run as root)");
        assertThat(onPath("openbox") && onPath("xdotool"))
                .as("openbox and xdotool are needed beside Xvfb (.ci/run installs them)").isTrue();
        startDisplay();

        Window main = waitForWindow("BenchLens — ");
        assertThat(main.width()).as("main window " + main).isGreaterThan(1000);

        // Compare (Ctrl+K): its default size, centred on the main window
        key(main, "ctrl+k");
        Window compare = waitForWindow("BenchLens — Compare");
        assertOpenedAround(compare, 1180, 770, main);

        // Ctrl+W closes it; resized, it comes back at the new size
        xdotool("windowsize", compare.id(), "900", "600");
        waitUntil(() -> find("BenchLens — Compare").filter(w -> w.width() == 900).isPresent(), "compare resized");
        key(compare, "ctrl+w");
        waitUntil(() -> find("BenchLens — Compare").isEmpty(), "compare closed by Ctrl+W");
        key(main, "ctrl+k");
        Window again = waitForWindow("BenchLens — Compare");
        assertOpenedAround(again, 900, 600, main);
        key(again, "Escape");
        waitUntil(() -> find("BenchLens — Compare").isEmpty(), "compare closed by Escape");

        // Chart (Ctrl+G) and the runner (Ctrl+R)
        key(main, "ctrl+g");
        Window chart = waitForWindow("Chart of ");
        assertOpenedAround(chart, 1180, 760, main);
        key(chart, "Escape");
        waitUntil(() -> find("Chart of ").isEmpty(), "chart closed by Escape");

        key(main, "ctrl+r");
        Window runner = waitForWindow("BenchLens runner");
        assertOpenedAround(runner, 1100, 700, main);
        key(runner, "ctrl+w");
        waitUntil(() -> find("BenchLens runner").isEmpty(), "runner hidden by Ctrl+W");
        key(main, "ctrl+r");
        assertOpenedAround(waitForWindow("BenchLens runner"), 1100, 700, main);

        // the Import dialog (Ctrl+O): whole and centred each time, not 200 by 200 in a corner
        for (int time = 1; time <= 3; time++) {
            key(main, "ctrl+o");
            Window dialog = waitForWindow("Import results");
            assertThat(dialog.width()).as("Import dialog, time " + time + ": " + dialog).isGreaterThan(700);
            assertThat(dialog.height()).as("Import dialog, time " + time + ": " + dialog).isGreaterThan(300);
            assertThat(Math.abs(dialog.centreX() - main.centreX())).as(dialog + " centred").isLessThan(40);
            key(dialog, "Escape");
            waitUntil(() -> find("Import results").isEmpty(), "Import dialog closed by Escape");
        }

        // the main window's help (F1), which lists Ctrl+W
        key(main, "F1");
        Window help = waitForWindow("Help — The main window");
        assertOpenedAround(help, 760, 560, main);
    }

    /** Under openbox a window's frame takes a few pixels; the content is what the user was given. */
    private static void assertOpenedAround(Window window, int width, int height, Window owner) {
        assertThat(window.width()).as("width of " + window).isBetween(width - 40, width + 4);
        assertThat(window.height()).as("height of " + window).isBetween(height - 60, height + 4);
        assertThat(Math.abs(window.centreX() - owner.centreX())).as(window + " centred on " + owner).isLessThan(40);
        assertThat(Math.abs(window.centreY() - owner.centreY())).as(window + " centred on " + owner).isLessThan(60);
    }

    private void startDisplay() throws IOException, InterruptedException {
        // -displayfd picks a free display number and writes it, so that parallel builds do not collide
        Process xvfb = start(List.of("Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"),
                Map.of());
        BufferedReader out = new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.UTF_8));
        String number = out.readLine();
        assertThat(number).as("Xvfb's display number").isNotBlank();
        display = ":" + number.strip();
        start(List.of("openbox"), Map.of("DISPLAY", display));
        Path empty = Files.createDirectories(home.resolve("no-sample-data"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        start(List.of(java, "-cp", System.getProperty("java.class.path"), "-Duser.home=" + home,
                "-Djava.util.prefs.userRoot=" + home.resolve("prefs"), "-Dbenchlens.sampleData=" + empty,
                "org.benchlens.Main", "--store", home.resolve("store").toString()), Map.of("DISPLAY", display));
    }

    private Process start(List<String> command, Map<String, String> environment) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        if (command.get(0).equals("openbox")) {
            builder.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        } else if (!command.get(0).equals("Xvfb")) {
            builder.redirectErrorStream(true).redirectOutput(home.resolve("program.log").toFile());
        }
        builder.environment().putAll(environment);
        Process process = builder.start();
        started.add(process);
        return process;
    }

    private void key(Window window, String keys) throws Exception {
        xdotool("windowactivate", "--sync", window.id());
        xdotool("key", "--clearmodifiers", keys);
    }

    private Window waitForWindow(String titleStart) throws Exception {
        Instant end = Instant.now().plus(PATIENCE);
        while (Instant.now().isBefore(end)) {
            Optional<Window> window = find(titleStart);
            // the first geometry of a window being mapped is the platform's; its own comes just after
            if (window.isPresent()) {
                Thread.sleep(1500);
                return find(titleStart).orElseThrow();
            }
            Thread.sleep(300);
        }
        throw new AssertionError("no window titled \"" + titleStart + "…\" within " + PATIENCE.toSeconds()
                + " s; the program said: " + Files.readString(home.resolve("program.log")));
    }

    private void waitUntil(Check check, String what) throws Exception {
        Instant end = Instant.now().plus(PATIENCE);
        while (!check.holds()) {
            if (Instant.now().isAfter(end)) {
                throw new AssertionError("not within " + PATIENCE.toSeconds() + " s: " + what);
            }
            Thread.sleep(300);
        }
    }

    /** The visible window whose title starts with {@code titleStart}, with where it is. */
    private Optional<Window> find(String titleStart) throws Exception {
        for (String id : xdotool("search", "--onlyvisible", "--name", "^" + posixQuoted(titleStart)).lines().toList()) {
            String name = xdotool("getwindowname", id).strip();
            if (!name.startsWith(titleStart)) {
                continue;
            }
            Matcher geometry = GEOMETRY.matcher(xdotool("getwindowgeometry", id));
            if (geometry.find()) {
                return Optional.of(new Window(id, name, Integer.parseInt(geometry.group(1)),
                        Integer.parseInt(geometry.group(2)), Integer.parseInt(geometry.group(3)),
                        Integer.parseInt(geometry.group(4))));
            }
        }
        return Optional.empty();
    }

    private String xdotool(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(false)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("DISPLAY", display);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor();
        return out;
    }

    /** xdotool takes a POSIX regular expression, which knows no \\Q…\\E. */
    private static String posixQuoted(String text) {
        return text.replaceAll("[.^$*+?()\\[\\]{}|\\\\]", "\\\\$0");
    }

    private static boolean onPath(String program) {
        return Pattern.compile(java.io.File.pathSeparator).splitAsStream(System.getenv().getOrDefault("PATH", ""))
                .anyMatch(folder -> Files.isExecutable(Path.of(folder, program)));
    }

    @FunctionalInterface
    private interface Check {
        boolean holds() throws Exception;
    }

    private record Window(String id, String title, int x, int y, int width, int height) {
        int centreX() {
            return x + width / 2;
        }

        int centreY() {
            return y + height / 2;
        }

        @Override
        public String toString() {
            return "\"" + title + "\" " + width + "x" + height + " at " + x + "," + y;
        }
    }
}
