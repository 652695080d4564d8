-- Runs by tag (a filter such as tag:baseline) are found through this index rather than by reading
-- every run's tags; the primary key (run_id, tag) serves only lookups by run.
create index run_tag_tag on run_tag (tag);
