-- One row per input stored whole, keyed by its first run and written as the import's last row
-- (decision 0104): H2 commits a long transaction row by row in the order written, and a kill in the
-- middle keeps the rows done so far; runs of an input without this row are such a part.
-- Safe to run again after a kill midway (H2 commits each statement on its own).
create table if not exists whole_input (
    first_run_id bigint      primary key,
    source_hash  varchar(64) not null
);
insert into whole_input (first_run_id, source_hash)
    select min(r.id), r.source_hash from run r
    where r.source_hash is not null
      and not exists (select 1 from whole_input w where w.source_hash = r.source_hash)
    group by r.source_hash;
