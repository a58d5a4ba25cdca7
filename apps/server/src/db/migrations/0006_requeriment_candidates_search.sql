-- The follow-up search (issue 6): one lower-cased, accent-free text per assignment (the candidate's
-- names and CURP, the requirement code) with a trigram index, kept by triggers so that every path
-- that writes assignments or candidates (API, demo data, benchmark) keeps it right.
ALTER TABLE "requeriment_candidates" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
create or replace function requeriment_candidate_search_text(candidate_id integer, requeriment_id integer) returns text language sql stable as $$
  select immutable_unaccent(lower(concat_ws(' ', c.names, c.last_name, c.second_name, c.curp, (select r.code from requeriments r where r.id = requeriment_id))))
    from candidates c where c.id = candidate_id
$$;--> statement-breakpoint
create or replace function requeriment_candidates_search_fill() returns trigger language plpgsql as $$
begin
  new.search_text := coalesce(requeriment_candidate_search_text(new.candidate, new.requeriment_id), '');
  return new;
end $$;--> statement-breakpoint
create trigger requeriment_candidates_search_fill before insert or update of candidate, requeriment_id on requeriment_candidates
  for each row execute function requeriment_candidates_search_fill();--> statement-breakpoint
create or replace function candidates_search_follow() returns trigger language plpgsql as $$
begin
  update requeriment_candidates rc set search_text = coalesce(requeriment_candidate_search_text(rc.candidate, rc.requeriment_id), '')
   where rc.candidate = new.id;
  return null;
end $$;--> statement-breakpoint
create trigger candidates_search_follow after update of names, last_name, second_name, curp on candidates
  for each row when (old.names is distinct from new.names or old.last_name is distinct from new.last_name
    or old.second_name is distinct from new.second_name or old.curp is distinct from new.curp)
  execute function candidates_search_follow();--> statement-breakpoint
create or replace function requeriments_search_follow() returns trigger language plpgsql as $$
begin
  update requeriment_candidates rc set search_text = coalesce(requeriment_candidate_search_text(rc.candidate, rc.requeriment_id), '')
   where rc.requeriment_id = new.id;
  return null;
end $$;--> statement-breakpoint
create trigger requeriments_search_follow after update of code on requeriments
  for each row when (old.code is distinct from new.code) execute function requeriments_search_follow();--> statement-breakpoint
UPDATE "requeriment_candidates" rc SET "search_text" = coalesce(requeriment_candidate_search_text(rc."candidate", rc."requeriment_id"), '');--> statement-breakpoint
CREATE INDEX "requeriment_candidates_search_trgm" ON "requeriment_candidates" USING gin ("search_text" gin_trgm_ops);
