package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DbmsNameTest {

    @ParameterizedTest
    @CsvSource({
            "pg1023_def.cx9a2a_c32r128, 10.23",
            "pg1122_def.cx9a2a_c32r128, 11.22",
            "pg157_def.cx9a2a_c32r128, 15.7",
            "pg163_def.cx9a2a_c32r128, 16.3",
            "pg160_o3_native_lto.cx7a27_gcp_c2s30, 16.0",
            "pg152_o3_native_lto.cx7a27_gcp_c2s30, 15.2",
            "pg16beta1_o3_native_lto.cx7a27_gcp_c2s30, 16beta1",
            "pg17beta1_def_hack100.cx9a2a_c32r128, 17beta1",
            "pg16rc1_o3_native_lto.cx7a27_gcp_c2s30, 16rc1",
            "pg12.c7b40, 12",
            "my8020.c10b40, 8.0.20",
            "400m.fbmy5635_rel.cy9c_gcp_c2s60, ''",
            "pg9624_def.c1, ''",
            "rx56.c7b40, ''",
            "pg1234567890123_def.c1, ''",
    })
    void derivesTheVersionOnlyWhereTheNamingLeavesNoDoubt(String name, String version) {
        assertThat(DbmsName.parse(name).version()).isEqualTo(version.isEmpty() ? null : version);
    }

    @Test
    void splitsBuildAndConfiguration() {
        DbmsName hack = DbmsName.parse("pg17beta1_def_hack100.cx9a2a_c32r128");
        assertThat(hack.build()).isEqualTo("def_hack100");
        assertThat(hack.config()).isEqualTo("cx9a2a_c32r128");
        DbmsName old = DbmsName.parse("400m.fbmy5635_rel.cy9c_gcp_c2s60");
        assertThat(old.build()).isEqualTo("rel");
        assertThat(old.config()).isEqualTo("cy9c_gcp_c2s60");
        DbmsName bare = DbmsName.parse("pg163");
        assertThat(bare.version()).isEqualTo("16.3");
        assertThat(bare.build()).isNull();
        assertThat(bare.config()).isNull();
    }
}
