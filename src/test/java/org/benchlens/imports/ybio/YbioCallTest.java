package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class YbioCallTest {

    @Test
    void argumentsOfACallAtAPsqlPrompt() {
        YbioCall call = YbioCall.parse("postgres=# call runit(tab_prefix=>'bench',tab_num=>1,tab_rows=>1e6::int,"
                + "run_duration=>interval '3 seconds',pct_update=>42,batch_size=>1e5::int,initial_count=>true,"
                + "comments=>'readme-like run');");

        assertThat(call.procedure()).isEqualTo("runit");
        assertThat(call.arguments()).containsEntry("tab_prefix", "bench").containsEntry("tab_num", "1")
                .containsEntry("tab_rows", "1000000").containsEntry("run_duration", "3 seconds")
                .containsEntry("pct_update", "42").containsEntry("batch_size", "100000")
                .containsEntry("initial_count", "true").containsEntry("comments", "readme-like run")
                .hasSize(8);
        assertThat(call.ignored()).isEmpty();
    }

    @Test
    void callInAShellHereStringWithSettingsAndQuotes() {
        YbioCall call = YbioCall.parse("[opc@C ~]$ psql <<<\"set statement_timeout to '2s'; call runit("
                + "tab_rows=>100000000, comments=>'it''s (still) running, really', run_duration=>'60 minutes')\"");

        assertThat(call.arguments()).containsEntry("statement_timeout", "2s")
                .containsEntry("tab_rows", "100000000").containsEntry("comments", "it's (still) running, really")
                .containsEntry("run_duration", "60 minutes");
    }

    @Test
    void callOverSeveralLinesIsIncompleteUntilItsParenthesisCloses() {
        assertThat(YbioCall.parse("postgres=# call setup(tab_rows=>1e6::int,")).isNull();
        YbioCall call = YbioCall.parse("postgres=# call setup(tab_rows=>1e6::int,\npostgres(# batch_size=>100000);");
        assertThat(call.arguments()).containsEntry("tab_rows", "1000000").containsEntry("batch_size", "100000");
    }

    @Test
    void elidedAndPositionalArguments() {
        YbioCall call = YbioCall.parse("call runit(... run_duration=>interval '1 minute', 'bench', batch_size=>500)");

        assertThat(call.arguments()).containsOnlyKeys("run_duration", "batch_size");
        assertThat(call.ignored()).containsExactly("'bench'");
    }
}
