-- A draft vacancy candidate is not counted (docs/domain.md, "A vacancy candidate may be a draft"),
-- hired or not: the hire figures of migration 0027 counted a hired draft, the hired turnover did
-- not. The hire figures now leave drafts out as every other figure does, so the hired turnover can
-- read them (docs/decisions.md "The hires a dashboard counts"). The vacancy side's figures are
-- made again from the tables.
create or replace function dashboard_vacancy_hire_rows(vs vacancies[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', vc.hired_at)::date, 'v'::varchar, v.company, v.category, null::int, v.company,
         v.status = 'New', count(*)::int
    from unnest(vs) v join vacancy_candidates vc on vc.vacancy = v.id
   where not v.is_deleted and not vc.is_draft and vc.status = 'Hired' and vc.hired_at is not null
   group by 1, 3, 4, 7
$$;
--> statement-breakpoint
create or replace function dashboard_vacancy_candidate_hire_rows(cs vacancy_candidates[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', c.hired_at)::date, 'v'::varchar, v.company, v.category, null::int, v.company,
         v.status = 'New', 1
    from unnest(cs) c join vacancies v on v.id = c.vacancy
   where not v.is_deleted and not c.is_draft and c.status = 'Hired' and c.hired_at is not null
$$;
--> statement-breakpoint
delete from dashboard_hire_figures where source = 'v';
--> statement-breakpoint
do $$
declare
  lo int;
  hi int;
  step constant int := 5000;
begin
  select min(id), max(id) into lo, hi from vacancies;
  while lo <= hi loop
    perform dashboard_hire_add(array(select dashboard_vacancy_hire_rows(array(select v from vacancies v where v.id >= lo and v.id < lo + step))), 1);
    lo := lo + step;
  end loop;
end $$;
--> statement-breakpoint
analyze dashboard_hire_figures;
