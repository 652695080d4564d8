package org.benchlens.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import org.benchlens.analysis.changepoint.ChangePointSettings;

/** One line of the recording: a series, the settings and the indices Otava gave. */
public record OtavaRecord(String history, String series, ChangePointSettings settings, double[] values,
                          List<Integer> indices) {

    public static List<OtavaRecord> all() throws IOException {
        return Files.readAllLines(RealWorld.path("history/otava-change-points.tsv")).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank())
                .map(OtavaRecord::parse).toList();
    }

    static OtavaRecord parse(String line) {
        String[] f = line.split("\t", -1);
        ChangePointSettings settings = new ChangePointSettings(Integer.parseInt(f[2]), Double.parseDouble(f[3]),
                Double.parseDouble(f[4]));
        double[] values = Arrays.stream(f[5].split(" ")).mapToDouble(Double::parseDouble).toArray();
        List<Integer> indices = f[6].isEmpty() ? List.of() : Arrays.stream(f[6].split(" ")).map(Integer::valueOf).toList();
        return new OtavaRecord(f[0], f[1], settings, values, indices);
    }
}
