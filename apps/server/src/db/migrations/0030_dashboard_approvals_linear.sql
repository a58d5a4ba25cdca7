-- Pending vacancies whose "waiting for an approval" changed with a statement on vacancy_approvals
-- (migration 0027, docs/decisions.md "Dashboard figures kept by the database"): the same figures,
-- with the statement's old and new rows grouped once per vacancy instead of counted again for every
-- vacancy: a statement over n approvals took n² steps (the scale seed's 177,000 ran for hours).
create or replace function dashboard_approval_rows(olds vacancy_approvals[], news vacancy_approvals[]) returns setof dashboard_vacancy_figures language sql stable as $$
  -- one pass over the statement's rows: each vacancy with its unanswered approvals among the new and
  -- the old rows (no join between two sets the planner cannot size: it guesses ten rows for each)
  with touched as (
    select x.vacancy, sum(x.new_n) as new_n, sum(x.old_n) as old_n
      from (select n.vacancy, (n.approve_at is null)::int as new_n, 0 as old_n from unnest(news) n
            union all
            select o.vacancy, 0, (o.approve_at is null)::int from unnest(olds) o) x
     group by x.vacancy
  )
  select 'd'::varchar, v.created_at::date, v.company, v.recruiter, v.vacancy_type, false,
         0, 0, 0, 0, 0, 0, (w.now_n > 0)::int - ((w.now_n - t.new_n + t.old_n) > 0)::int, 0::numeric, 0, 0::numeric, 0,
         0, 0, 0, 0, 0, 0, 0, 0
    from touched t
    join vacancies v on v.id = t.vacancy
    -- the table's unanswered approvals of each touched vacancy: one lookup in vacancy_approvals_vacancy_idx
    cross join lateral (
      select count(*) as now_n from vacancy_approvals a where a.vacancy = t.vacancy and a.approve_at is null
    ) w
   where v.status = 'Pending' and not v.is_deleted
$$;
