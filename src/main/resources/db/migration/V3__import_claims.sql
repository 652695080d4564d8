-- One row per input being stored, for as long as its transaction runs: a second writer storing the
-- same bytes waits on this primary key, then finds the first writer's runs and reports the duplicate.
-- (A check-then-insert on run alone let two processes store the same file twice on PostgreSQL.)
create table import_claim (
    source_hash varchar(64) primary key
);
