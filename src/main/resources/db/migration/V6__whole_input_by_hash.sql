-- Whether an input was stored whole is asked by its hash each time an H2 store opens (decision 0124).
create index if not exists whole_input_hash on whole_input (source_hash, first_run_id);
