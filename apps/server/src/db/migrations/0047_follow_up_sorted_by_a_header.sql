-- The follow-up sorted by a header (docs/decisions.md "A header sorts from an index"). The
-- candidate's name was computed per row from the candidates, so a page sorted by it computed and
-- sorted 200,000 names (2.4 s): it is kept on the assignment now, by the triggers that keep its
-- search text (migration 0006), in the names' order (migration 0045) and indexed.
ALTER TABLE "requeriment_candidates" ADD COLUMN IF NOT EXISTS "candidate_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- "last_name second_name names" with empty parts left out: the SQL of `candidateFullNameSql`
-- (resources/names.ts), which a test checks the kept name agrees with
create or replace function requeriment_candidate_name(candidate_id integer) returns text language sql stable as $$
  select concat_ws(' ', nullif(c.last_name, ''), nullif(c.second_name, ''), nullif(c.names, ''))
    from candidates c where c.id = candidate_id
$$;
--> statement-breakpoint
create or replace function requeriment_candidates_search_fill() returns trigger language plpgsql as $$
begin
  new.search_text := coalesce(requeriment_candidate_search_text(new.candidate, new.requeriment_id), '');
  new.candidate_name := coalesce(requeriment_candidate_name(new.candidate), '');
  return new;
end $$;
--> statement-breakpoint
create or replace function candidates_search_follow() returns trigger language plpgsql as $$
begin
  update requeriment_candidates rc set search_text = coalesce(requeriment_candidate_search_text(rc.candidate, rc.requeriment_id), ''),
         candidate_name = coalesce(requeriment_candidate_name(rc.candidate), '')
   where rc.candidate = new.id;
  return null;
end $$;
--> statement-breakpoint
UPDATE "requeriment_candidates" rc SET "candidate_name" = coalesce(requeriment_candidate_name(rc."candidate"), '');
--> statement-breakpoint
create index if not exists requeriment_candidates_candidate_name_idx on requeriment_candidates (candidate_name collate rp_names, id desc);
--> statement-breakpoint
-- the stored headers: each order's index with `id desc` breaking ties, empty values last either way
-- (the status's and the interview date's plain indexes made way for them: they serve the filters too)
drop index if exists requeriment_candidates_status_idx;
--> statement-breakpoint
create index if not exists requeriment_candidates_status_sort_idx on requeriment_candidates (status, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_status_sort_desc_idx on requeriment_candidates (status desc, id desc);
--> statement-breakpoint
drop index if exists requeriment_candidates_interview_date_idx;
--> statement-breakpoint
create index if not exists requeriment_candidates_interview_date_sort_idx on requeriment_candidates (interview_date, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_interview_date_sort_desc_idx on requeriment_candidates (interview_date desc nulls last, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_hired_at_sort_idx on requeriment_candidates (hired_at, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_hired_at_sort_desc_idx on requeriment_candidates (hired_at desc nulls last, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_medical_status_sort_idx on requeriment_candidates (medical_status, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_medical_status_sort_desc_idx on requeriment_candidates (medical_status desc nulls last, id desc);
