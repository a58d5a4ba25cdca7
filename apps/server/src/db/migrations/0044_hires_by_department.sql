-- The headcount (hires by their vacancy's department) of a superuser read from the kept hire
-- figures, as the hired turnover is: the hire figures of the administrative process carry the
-- vacancy's department, and a vacancy moved to another department moves its hires with it
-- (docs/decisions.md "The headcount from the kept hire figures"). The direct process's rows have no
-- department. The vacancy side's figures are made again from the tables.
alter table dashboard_hire_figures add column department integer;
--> statement-breakpoint
alter table dashboard_hire_figures drop constraint dashboard_hire_figures_key;
--> statement-breakpoint
alter table dashboard_hire_figures add constraint dashboard_hire_figures_key
  unique nulls not distinct (month, source, company, category, site, assign_company, is_new, department);
--> statement-breakpoint
create or replace function dashboard_vacancy_hire_rows(vs vacancies[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', vc.hired_at)::date, 'v'::varchar, v.company, v.category, null::int, v.company,
         v.status = 'New', count(*)::int, v.department
    from unnest(vs) v join vacancy_candidates vc on vc.vacancy = v.id
   where not v.is_deleted and not vc.is_draft and vc.status = 'Hired' and vc.hired_at is not null
   group by 1, 3, 4, 7, 9
$$;
--> statement-breakpoint
create or replace function dashboard_vacancy_candidate_hire_rows(cs vacancy_candidates[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', c.hired_at)::date, 'v'::varchar, v.company, v.category, null::int, v.company,
         v.status = 'New', 1, v.department
    from unnest(cs) c join vacancies v on v.id = c.vacancy
   where not v.is_deleted and not c.is_draft and c.status = 'Hired' and c.hired_at is not null
$$;
--> statement-breakpoint
create or replace function dashboard_requirement_hire_rows(rs requeriments[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', rc.hired_at)::date, 'r'::varchar, r.company, r.category, r.site, rc.company,
         false, count(*)::int, null::int
    from unnest(rs) r join requeriment_candidates rc on rc.requeriment_id = r.id
   where not r.is_deleted and rc.status = 'Hired' and rc.hired_at is not null
   group by 1, 3, 4, 5, 6
$$;
--> statement-breakpoint
create or replace function dashboard_requirement_candidate_hire_rows(cs requeriment_candidates[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', c.hired_at)::date, 'r'::varchar, r.company, r.category, r.site, c.company, false, 1,
         null::int
    from unnest(cs) c join requeriments r on r.id = c.requeriment_id
   where not r.is_deleted and c.status = 'Hired' and c.hired_at is not null
$$;
--> statement-breakpoint
create or replace function dashboard_hire_add(rs dashboard_hire_figures[], sign int) returns void language sql as $$
  insert into dashboard_hire_figures as t (month, source, company, category, site, assign_company, is_new, department, hires)
  select r.month, r.source, r.company, r.category, r.site, r.assign_company, r.is_new, r.department, sign * sum(r.hires)
    from unnest(rs) r
   group by 1, 2, 3, 4, 5, 6, 7, 8
   order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (month, source, company, category, site, assign_company, is_new, department) do update set
    hires = t.hires + excluded.hires
$$;
--> statement-breakpoint
-- migration 0027's function with the department among the columns whose change moves the figures
create or replace function dashboard_vacancies_changed() returns trigger language plpgsql as $$
declare
  olds vacancies[];
  news vacancies[];
begin
  if tg_op = 'INSERT' then
    news := array(select n from new_table n);
  elsif tg_op = 'DELETE' then
    olds := array(select o from old_table o);
  else
    olds := array(select o from old_table o join new_table n on n.id = o.id
      where (o.created_at, o.company, o.recruiter, o.vacancy_type, o.status, o.is_deleted, o.quantity, o.hired,
             o.approved_at, o.approvals_sent_at, o.closed_at, o.category, o.department)
            is distinct from (n.created_at, n.company, n.recruiter, n.vacancy_type, n.status, n.is_deleted, n.quantity,
             n.hired, n.approved_at, n.approvals_sent_at, n.closed_at, n.category, n.department));
    news := array(select n from new_table n where n.id = any(array(select (o).id from unnest(olds) o)));
  end if;
  if cardinality(olds) > 0 then
    perform dashboard_vacancy_add(array(select dashboard_vacancy_rows(olds)), -1);
    perform dashboard_hire_add(array(select dashboard_vacancy_hire_rows(olds)), -1);
  end if;
  if cardinality(news) > 0 then
    perform dashboard_vacancy_add(array(select dashboard_vacancy_rows(news)), 1);
    perform dashboard_hire_add(array(select dashboard_vacancy_hire_rows(news)), 1);
  end if;
  return null;
end $$;
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
