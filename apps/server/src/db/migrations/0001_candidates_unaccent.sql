-- Accent-insensitive candidate search (issue 5): unaccent() is only STABLE, so an IMMUTABLE
-- wrapper with its dictionary named explicitly lets an expression index use it.
create or replace function immutable_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
create index if not exists "candidates_names_unaccent_trgm" on "candidates" using gin (immutable_unaccent(lower(coalesce("names", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("second_name", ''))) gin_trgm_ops);
