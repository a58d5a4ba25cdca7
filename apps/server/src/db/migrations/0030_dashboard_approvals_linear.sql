-- Pending vacancies whose "waiting for an approval" changed with a statement on vacancy_approvals
-- (migration 0027, docs/decisions.md "Dashboard figures kept by the database"): the same figures,
-- with the statement's old and new rows and the table's unanswered approvals counted once per
-- vacancy in grouped sets instead of once per vacancy and row — a statement over n approvals took n²
-- steps (the scale seed's 177,000 ran for hours; the table's own count, per vacancy, could scan the
-- whole table each time while its statistics still said it was empty).
create or replace function dashboard_approval_rows(olds vacancy_approvals[], news vacancy_approvals[]) returns setof dashboard_vacancy_figures language sql stable as $$
  with old_n as (
    select o.vacancy, count(*) filter (where o.approve_at is null) as n from unnest(olds) o group by o.vacancy
  ), new_n as (
    select n.vacancy, count(*) filter (where n.approve_at is null) as n from unnest(news) n group by n.vacancy
  ), touched as (
    select vacancy from old_n union select vacancy from new_n
  ), now_n as (
    select a.vacancy, count(*) as n from vacancy_approvals a
     where a.vacancy in (select vacancy from touched) and a.approve_at is null group by a.vacancy
  )
  select 'd'::varchar, v.created_at::date, v.company, v.recruiter, v.vacancy_type, false,
         0, 0, 0, 0, 0, 0, (w.now_n > 0)::int - ((w.now_n - w.new_n + w.old_n) > 0)::int, 0::numeric, 0, 0::numeric, 0,
         0, 0, 0, 0, 0, 0, 0, 0
    from touched t
    join vacancies v on v.id = t.vacancy
    left join old_n o on o.vacancy = t.vacancy
    left join new_n n on n.vacancy = t.vacancy
    left join now_n c on c.vacancy = t.vacancy
    cross join lateral (select coalesce(c.n, 0) as now_n, coalesce(n.n, 0) as new_n, coalesce(o.n, 0) as old_n) w
   where v.status = 'Pending' and not v.is_deleted
$$;
