-- The vacancy list search (issue 13's benchmark): one lower-cased, accent-free text per vacancy
-- (code, position, the company's names, requisitor, plant) with a trigram index, kept by triggers so
-- that every path that writes vacancies or companies (API, demo data, benchmark) keeps it right.
ALTER TABLE "vacancies" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
create or replace function vacancy_search_text(code text, vposition text, company_id integer, requisitor text, plant text) returns text language sql stable as $$
  select immutable_unaccent(lower(concat_ws(' ', code, vposition,
    (select concat_ws(' ', c.name_es, c.name_en) from companies c where c.id = company_id), requisitor, plant)))
$$;--> statement-breakpoint
create or replace function vacancies_search_fill() returns trigger language plpgsql as $$
begin
  new.search_text := coalesce(vacancy_search_text(new.code, new.position, new.company, new.requisitor_name, new.plant), '');
  return new;
end $$;--> statement-breakpoint
create trigger vacancies_search_fill before insert or update of code, position, company, requisitor_name, plant on vacancies
  for each row execute function vacancies_search_fill();--> statement-breakpoint
create or replace function companies_vacancy_search_follow() returns trigger language plpgsql as $$
begin
  update vacancies v set search_text = coalesce(vacancy_search_text(v.code, v.position, v.company, v.requisitor_name, v.plant), '')
   where v.company = new.id;
  return null;
end $$;--> statement-breakpoint
create trigger companies_vacancy_search_follow after update of name_es, name_en on companies
  for each row when (old.name_es is distinct from new.name_es or old.name_en is distinct from new.name_en)
  execute function companies_vacancy_search_follow();--> statement-breakpoint
UPDATE "vacancies" v SET "search_text" = coalesce(vacancy_search_text(v."code", v."position", v."company", v."requisitor_name", v."plant"), '');--> statement-breakpoint
CREATE INDEX "vacancies_search_trgm" ON "vacancies" USING gin ("search_text" gin_trgm_ops);
