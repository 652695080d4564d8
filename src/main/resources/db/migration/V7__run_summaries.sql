-- One row per run with what the runs list shows of it (decision 0131): the headline throughput (the
-- whole run's, step 'total', where measured, else the first step's), the failed share of that same
-- step, and the attributes and tags as text, so that the list reads one row per run instead of every
-- attribute row and two scans of the measurements. Written in the transaction that writes the run;
-- an attribute or tag edit rewrites its text. A null text means "read this run's own rows".
-- Text: each key, value or tag escaped (\ as \\, | as \|) and ended by |; keys and values alternate.
-- Safe to run again after a kill midway: each row is written whole, and only for runs without one.
create table if not exists run_summary (
    run_id          bigint primary key references run (id) on delete cascade,
    headline_step   varchar(512),
    headline        double precision,
    headline_unit   varchar(32),
    errors_rate     double precision,
    attributes_text varchar,
    tags_text       varchar
);
-- One statement that writes each row whole: rows written and then updated cost twice the writes.
insert into run_summary (run_id, headline_step, headline, headline_unit, errors_rate, attributes_text, tags_text)
    select x.id, x.headline_step,
           (select m.measured from measurement m
            where m.run_id = x.id and m.metric = 'throughput' and m.step = x.headline_step),
           (select m.unit from measurement m
            where m.run_id = x.id and m.metric = 'throughput' and m.step = x.headline_step),
           -- the failed share counts only where the errors' own headline step is the throughput's
           (select e.measured from measurement e
            where e.run_id = x.id and e.metric = 'errors.rate' and e.step = x.headline_step
              and e.step = x.errors_step),
           x.attributes_text, x.tags_text
    from (select r.id,
                 (select m.step from measurement m where m.run_id = r.id and m.metric = 'throughput'
                  order by case when m.step = 'total' then 0 else 1 end, m.ordinal
                  fetch first 1 row only) as headline_step,
                 (select e.step from measurement e where e.run_id = r.id and e.metric = 'errors.rate'
                  order by case when e.step = 'total' then 0 else 1 end, e.ordinal
                  fetch first 1 row only) as errors_step,
                 coalesce((select string_agg(replace(replace(a.attribute_key, '\', '\\'), '|', '\|') || '|'
                               || replace(replace(a.attribute_value, '\', '\\'), '|', '\|') || '|', '')
                           from run_attribute a where a.run_id = r.id), '') as attributes_text,
                 coalesce((select string_agg(replace(replace(t.tag, '\', '\\'), '|', '\|') || '|', '')
                           from run_tag t where t.run_id = r.id), '') as tags_text
          from run r
          where not exists (select 1 from run_summary s where s.run_id = r.id)) x;
