-- What the store remembers about itself, such as whether the sample data was offered once.
create table store_setting (
    setting_key   varchar(128)  primary key,
    setting_value varchar(4096) not null
);
