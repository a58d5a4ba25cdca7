-- The follow-up sorted by company, position or site (docs/decisions.md "A header sorts from an
-- index"): those names were looked up per row, so a page sorted by one looked up and sorted 200,000
-- of them (0.3–0.6 s). They are kept on the assignment now, as the lookups read them (NULL where
-- there is none), by triggers on every table they come from, and indexed in the names' order: a
-- name that may be empty has a second index, descending with the empty ones last (a descending
-- page of the company's name, never empty, reads its index backwards).
ALTER TABLE "requeriment_candidates" ADD COLUMN IF NOT EXISTS "company_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "requeriment_candidates" ADD COLUMN IF NOT EXISTS "company_name_en" text;
--> statement-breakpoint
ALTER TABLE "requeriment_candidates" ADD COLUMN IF NOT EXISTS "position_name" text;
--> statement-breakpoint
ALTER TABLE "requeriment_candidates" ADD COLUMN IF NOT EXISTS "position_name_en" text;
--> statement-breakpoint
ALTER TABLE "requeriment_candidates" ADD COLUMN IF NOT EXISTS "site_name" text;
--> statement-breakpoint
create or replace function requeriment_candidates_names_fill() returns trigger language plpgsql as $$
begin
  select c.name_es, c.name_en into new.company_name, new.company_name_en from companies c where c.id = new.company;
  if not found then new.company_name := ''; new.company_name_en := null; end if;
  select p.name_es, p.name_en into new.position_name, new.position_name_en from positions p where p.id = new.position;
  if not found then new.position_name := null; new.position_name_en := null; end if;
  new.site_name := (select s.name from requeriments r join sites s on s.id = r.site where r.id = new.requeriment_id);
  return new;
end $$;
--> statement-breakpoint
drop trigger if exists requeriment_candidates_names_fill on requeriment_candidates;
--> statement-breakpoint
create trigger requeriment_candidates_names_fill before insert or update of company, position, requeriment_id on requeriment_candidates
  for each row execute function requeriment_candidates_names_fill();
--> statement-breakpoint
create or replace function companies_names_follow() returns trigger language plpgsql as $$
begin
  update requeriment_candidates rc set company_name = new.name_es, company_name_en = new.name_en where rc.company = new.id;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists companies_names_follow on companies;
--> statement-breakpoint
create trigger companies_names_follow after update of name_es, name_en on companies
  for each row when (old.name_es is distinct from new.name_es or old.name_en is distinct from new.name_en)
  execute function companies_names_follow();
--> statement-breakpoint
create or replace function positions_names_follow() returns trigger language plpgsql as $$
begin
  update requeriment_candidates rc set position_name = new.name_es, position_name_en = new.name_en where rc.position = new.id;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists positions_names_follow on positions;
--> statement-breakpoint
create trigger positions_names_follow after update of name_es, name_en on positions
  for each row when (old.name_es is distinct from new.name_es or old.name_en is distinct from new.name_en)
  execute function positions_names_follow();
--> statement-breakpoint
create or replace function sites_names_follow() returns trigger language plpgsql as $$
begin
  update requeriment_candidates rc set site_name = new.name
    where rc.requeriment_id in (select r.id from requeriments r where r.site = new.id);
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists sites_names_follow on sites;
--> statement-breakpoint
create trigger sites_names_follow after update of name on sites
  for each row when (old.name is distinct from new.name) execute function sites_names_follow();
--> statement-breakpoint
create or replace function requeriments_site_follow() returns trigger language plpgsql as $$
begin
  update requeriment_candidates rc set site_name = (select s.name from sites s where s.id = new.site)
    where rc.requeriment_id = new.id;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists requeriments_site_follow on requeriments;
--> statement-breakpoint
create trigger requeriments_site_follow after update of site on requeriments
  for each row when (old.site is distinct from new.site) execute function requeriments_site_follow();
--> statement-breakpoint
-- one pass over the assignments (each pass leaves a new version of every row in every index)
UPDATE "requeriment_candidates" rc SET
  "company_name" = (select c.name_es from companies c where c.id = rc.company),
  "company_name_en" = (select c.name_en from companies c where c.id = rc.company),
  "position_name" = (select p.name_es from positions p where p.id = rc.position),
  "position_name_en" = (select p.name_en from positions p where p.id = rc.position),
  "site_name" = (select s.name from requeriments r join sites s on s.id = r.site where r.id = rc.requeriment_id);
--> statement-breakpoint
create index if not exists requeriment_candidates_company_name_idx on requeriment_candidates (company_name collate rp_names, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_company_name_en_idx on requeriment_candidates (company_name_en collate rp_names, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_company_name_en_desc_idx on requeriment_candidates (company_name_en collate rp_names desc nulls last, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_position_name_idx on requeriment_candidates (position_name collate rp_names, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_position_name_desc_idx on requeriment_candidates (position_name collate rp_names desc nulls last, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_position_name_en_idx on requeriment_candidates (position_name_en collate rp_names, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_position_name_en_desc_idx on requeriment_candidates (position_name_en collate rp_names desc nulls last, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_site_name_idx on requeriment_candidates (site_name collate rp_names, id desc);
--> statement-breakpoint
create index if not exists requeriment_candidates_site_name_desc_idx on requeriment_candidates (site_name collate rp_names desc nulls last, id desc);
