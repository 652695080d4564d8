package org.benchlens.analysis.changepoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The TigerBeetle throughput series of Apache Otava's own tests (365 nightly values with a drop,
 * a step up, an outlier and a slope), and the indices Otava's tests expect for each setting.
 */
class TigerBeetleChangePointsTest {

    @ParameterizedTest(name = "p {0}, magnitude {1}")
    @CsvSource(delimiter = ';', value = {
            "0.001;0;15 61 71 95 117 131 142 148 192 212 260",
            "0.01;0.05;15 71",
            "0.05;0.05;15 71",
            "0.1;0.05;10 11 15 71 363",
            "0.2;0.05;10 11 15 71",
            "0.1;0;3 6 10 11 15 16 28 29 35 37 39 41 44 48 49 61 71 95 117 131 142 148 165 169 192 206 212 260 265 268"
                    + " 278 282 288 305 363",
            "0.01;0;15 26 61 71 95 117 131 142 148 165 169 192 212 260",
            "0.0001;0;71 95 117 131 142 148 192 212",
            "0.00001;0;71 95 131 192 212",
            "0.2;0;3 6 7 10 11 13 15 16 28 29 35 37 39 41 44 48 49 56 58 61 65 66 69 71 74 76 82 95 108 117 125 126 129"
                    + " 131 136 137 142 148 165 169 187 190 192 197 200 212 220 241 243 246 247 249 250 260 265 266 268 278"
                    + " 282 288 305 306 325 330 337 338 340 347 349 363"})
    void windowOf30GivesOtavasIndices(double maxPValue, double minMagnitude, String expected) throws IOException {
        List<ChangePoint> found = ChangePoints.find(tigerBeetle(), new ChangePointSettings(30, maxPValue, minMagnitude));

        assertThat(found).extracting(ChangePoint::index)
                .containsExactlyElementsOf(List.of(expected.split(" ")).stream().map(Integer::valueOf).toList());
    }

    static double[] tigerBeetle() throws IOException {
        try (InputStream in = TigerBeetleChangePointsTest.class.getResourceAsStream("/changepoint/tigerbeetle.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().mapToDouble(Double::parseDouble).toArray();
        }
    }
}
