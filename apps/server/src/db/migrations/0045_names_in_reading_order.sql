-- Names are ordered as people read them (docs/decisions.md "Names in the order people read them"):
-- the database's own collation is the byte order on a default install (C.UTF-8, and PGlite's C),
-- which puts "Álvarez" after "Zapata" and "álvarez" after every capital. `rp_names` is ICU's
-- Spanish order (accents and case second to the letters); a PostgreSQL built without ICU keeps the
-- byte order under the same name. The candidates' last-name index is made in that order, so a list
-- sorted by last name still reads it instead of sorting 1,000,000 rows.
do $$
begin
  create collation if not exists rp_names (provider = icu, locale = 'es');
exception when feature_not_supported or invalid_parameter_value or undefined_object then
  create collation if not exists rp_names from "C";
end $$;
--> statement-breakpoint
drop index if exists candidates_last_name_idx;
--> statement-breakpoint
create index candidates_last_name_idx on candidates (last_name collate rp_names, id desc);
