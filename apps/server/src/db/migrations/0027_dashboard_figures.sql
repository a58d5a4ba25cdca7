CREATE TABLE "dashboard_hire_figures" (
	"month" date NOT NULL,
	"source" varchar(1) NOT NULL,
	"company" integer NOT NULL,
	"category" integer NOT NULL,
	"site" integer,
	"assign_company" integer NOT NULL,
	"is_new" boolean NOT NULL,
	"hires" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_hire_figures_key" UNIQUE NULLS NOT DISTINCT("month","source","company","category","site","assign_company","is_new")
);
--> statement-breakpoint
CREATE TABLE "dashboard_requirement_figures" (
	"grain" varchar(1) NOT NULL,
	"day" date,
	"year" integer,
	"week" integer,
	"company" integer NOT NULL,
	"site" integer,
	"assign_company" integer NOT NULL,
	"requirements_open" integer DEFAULT 0 NOT NULL,
	"positions_open" integer DEFAULT 0 NOT NULL,
	"positions_total" integer DEFAULT 0 NOT NULL,
	"positions_accepted" integer DEFAULT 0 NOT NULL,
	"positions_hired" integer DEFAULT 0 NOT NULL,
	"positions_pending" integer DEFAULT 0 NOT NULL,
	"positions_canceled" integer DEFAULT 0 NOT NULL,
	"candidates_pending" integer DEFAULT 0 NOT NULL,
	"candidates_accepted" integer DEFAULT 0 NOT NULL,
	"candidates_rejected" integer DEFAULT 0 NOT NULL,
	"candidates_hired" integer DEFAULT 0 NOT NULL,
	"candidates_not_attend" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_requirement_figures_key" UNIQUE NULLS NOT DISTINCT("grain","day","year","week","company","site","assign_company")
);
--> statement-breakpoint
CREATE TABLE "dashboard_vacancy_figures" (
	"grain" varchar(1) NOT NULL,
	"day" date,
	"company" integer NOT NULL,
	"recruiter" integer,
	"vacancy_type" varchar(20) NOT NULL,
	"is_new" boolean NOT NULL,
	"vacancies_new" integer DEFAULT 0 NOT NULL,
	"vacancies_pending" integer DEFAULT 0 NOT NULL,
	"vacancies_complete" integer DEFAULT 0 NOT NULL,
	"vacancies_cancel" integer DEFAULT 0 NOT NULL,
	"positions_requested" integer DEFAULT 0 NOT NULL,
	"positions_hired" integer DEFAULT 0 NOT NULL,
	"approvals_waiting" integer DEFAULT 0 NOT NULL,
	"approve_seconds" numeric DEFAULT '0' NOT NULL,
	"approve_count" integer DEFAULT 0 NOT NULL,
	"fill_seconds" numeric DEFAULT '0' NOT NULL,
	"fill_count" integer DEFAULT 0 NOT NULL,
	"candidates_pending" integer DEFAULT 0 NOT NULL,
	"candidates_accepted" integer DEFAULT 0 NOT NULL,
	"candidates_rejected" integer DEFAULT 0 NOT NULL,
	"candidates_hired" integer DEFAULT 0 NOT NULL,
	"candidates_not_attend" integer DEFAULT 0 NOT NULL,
	"candidates_viable" integer DEFAULT 0 NOT NULL,
	"candidates_not_viable" integer DEFAULT 0 NOT NULL,
	"candidates_unanswered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_vacancy_figures_key" UNIQUE NULLS NOT DISTINCT("grain","day","company","recruiter","vacancy_type","is_new")
);
--> statement-breakpoint
CREATE INDEX "dashboard_requirement_figures_company_idx" ON "dashboard_requirement_figures" USING btree ("grain","company","year","week");--> statement-breakpoint
CREATE INDEX "dashboard_vacancy_figures_company_idx" ON "dashboard_vacancy_figures" USING btree ("grain","company","day");--> statement-breakpoint
-- The dashboard figures kept by the database (docs/decisions.md#dashboard-figures-kept-by-the-database).
-- Each base table has three statement-level triggers (insert, update, delete) with transition tables:
-- the rows a statement removed are subtracted and the rows it wrote are added, in one upsert per
-- figures table, so every write path (API, scripts, plain SQL) keeps the sums exact inside its own
-- transaction. The `*_rows` functions give one day-grain figure row per vacancy, requirement or
-- assignment (the read side uses the vacancy one for the New vacancies it reads from the base table);
-- the `*_add` functions roll them up to every grain and upsert them. The status lists are the
-- contract's (openVacancyStatuses, openRequirementStatuses, requestedRequirementStatuses).
create function dashboard_vacancy_rows(vs vacancies[]) returns setof dashboard_vacancy_figures language sql stable as $$
  select 'd'::varchar, v.created_at::date, v.company, v.recruiter, v.vacancy_type, v.status = 'New',
         (v.status = 'New')::int, (v.status = 'Pending')::int, (v.status = 'Complete')::int, (v.status = 'Cancel')::int,
         case when v.status <> 'Cancel' then v.quantity else 0 end,
         case when v.status <> 'Cancel' then v.hired else 0 end,
         (v.status = 'Pending' and exists (select from vacancy_approvals a where a.vacancy = v.id and a.approve_at is null))::int,
         coalesce(extract(epoch from v.approved_at - v.approvals_sent_at), 0)::numeric,
         (v.approved_at is not null and v.approvals_sent_at is not null)::int,
         case when v.status = 'Complete' and v.closed_at is not null then extract(epoch from v.closed_at - v.created_at) else 0 end::numeric,
         (v.status = 'Complete' and v.closed_at is not null)::int,
         coalesce(c.pending, 0), coalesce(c.accepted, 0), coalesce(c.rejected, 0), coalesce(c.hired, 0),
         coalesce(c.not_attend, 0), coalesce(c.viable, 0), coalesce(c.not_viable, 0), coalesce(c.unanswered, 0)
    from unnest(vs) v
    left join lateral (
      select (count(*) filter (where vc.status = 'Pending'))::int as pending,
             (count(*) filter (where vc.status = 'Accepted'))::int as accepted,
             (count(*) filter (where vc.status = 'Rejected'))::int as rejected,
             (count(*) filter (where vc.status = 'Hired'))::int as hired,
             (count(*) filter (where vc.status = 'NotAttend'))::int as not_attend,
             (count(*) filter (where vc.is_viable))::int as viable,
             (count(*) filter (where not vc.is_viable))::int as not_viable,
             (count(*) filter (where vc.is_viable is null))::int as unanswered
        from vacancy_candidates vc where vc.vacancy = v.id and not vc.is_draft
    ) c on true
   where not v.is_deleted
$$;
--> statement-breakpoint
create function dashboard_vacancy_candidate_rows(cs vacancy_candidates[]) returns setof dashboard_vacancy_figures language sql stable as $$
  select 'd'::varchar, v.created_at::date, v.company, v.recruiter, v.vacancy_type, v.status = 'New',
         0, 0, 0, 0, 0, 0, 0, 0::numeric, 0, 0::numeric, 0,
         (c.status = 'Pending')::int, (c.status = 'Accepted')::int, (c.status = 'Rejected')::int,
         (c.status = 'Hired')::int, (c.status = 'NotAttend')::int,
         (c.is_viable is true)::int, (c.is_viable is false)::int, (c.is_viable is null)::int
    from unnest(cs) c join vacancies v on v.id = c.vacancy
   where not v.is_deleted and not c.is_draft
$$;
--> statement-breakpoint
-- Pending vacancies whose "waiting for an approval" changed with a statement on vacancy_approvals:
-- before it, the unanswered approvals were those of the table now, less the statement's new rows,
-- plus its old ones.
create function dashboard_approval_rows(olds vacancy_approvals[], news vacancy_approvals[]) returns setof dashboard_vacancy_figures language sql stable as $$
  select 'd'::varchar, v.created_at::date, v.company, v.recruiter, v.vacancy_type, false,
         0, 0, 0, 0, 0, 0, (w.now_n > 0)::int - ((w.now_n - w.new_n + w.old_n) > 0)::int, 0::numeric, 0, 0::numeric, 0,
         0, 0, 0, 0, 0, 0, 0, 0
    from vacancies v
    cross join lateral (
      select (select count(*) from vacancy_approvals a where a.vacancy = v.id and a.approve_at is null) as now_n,
             (select count(*) from unnest(news) n where n.vacancy = v.id and n.approve_at is null) as new_n,
             (select count(*) from unnest(olds) o where o.vacancy = v.id and o.approve_at is null) as old_n
    ) w
   where v.id in (select o.vacancy from unnest(olds) o union select n.vacancy from unnest(news) n)
     and v.status = 'Pending' and not v.is_deleted
$$;
--> statement-breakpoint
create function dashboard_vacancy_add(rs dashboard_vacancy_figures[], sign int) returns void language sql as $$
  insert into dashboard_vacancy_figures as t
  select g.grain, g.day, r.company, r.recruiter, r.vacancy_type, r.is_new,
         sign * sum(r.vacancies_new), sign * sum(r.vacancies_pending), sign * sum(r.vacancies_complete),
         sign * sum(r.vacancies_cancel), sign * sum(r.positions_requested), sign * sum(r.positions_hired),
         sign * sum(r.approvals_waiting), sign * sum(r.approve_seconds), sign * sum(r.approve_count),
         sign * sum(r.fill_seconds), sign * sum(r.fill_count), sign * sum(r.candidates_pending),
         sign * sum(r.candidates_accepted), sign * sum(r.candidates_rejected), sign * sum(r.candidates_hired),
         sign * sum(r.candidates_not_attend), sign * sum(r.candidates_viable), sign * sum(r.candidates_not_viable),
         sign * sum(r.candidates_unanswered)
    from unnest(rs) r
    cross join lateral (values ('d', r.day), ('m', date_trunc('month', r.day)::date),
                               ('y', date_trunc('year', r.day)::date), ('c', null::date)) g(grain, day)
   group by 1, 2, 3, 4, 5, 6
   order by 1, 2, 3, 4, 5, 6
  on conflict (grain, day, company, recruiter, vacancy_type, is_new) do update set
    vacancies_new = t.vacancies_new + excluded.vacancies_new,
    vacancies_pending = t.vacancies_pending + excluded.vacancies_pending,
    vacancies_complete = t.vacancies_complete + excluded.vacancies_complete,
    vacancies_cancel = t.vacancies_cancel + excluded.vacancies_cancel,
    positions_requested = t.positions_requested + excluded.positions_requested,
    positions_hired = t.positions_hired + excluded.positions_hired,
    approvals_waiting = t.approvals_waiting + excluded.approvals_waiting,
    approve_seconds = t.approve_seconds + excluded.approve_seconds,
    approve_count = t.approve_count + excluded.approve_count,
    fill_seconds = t.fill_seconds + excluded.fill_seconds,
    fill_count = t.fill_count + excluded.fill_count,
    candidates_pending = t.candidates_pending + excluded.candidates_pending,
    candidates_accepted = t.candidates_accepted + excluded.candidates_accepted,
    candidates_rejected = t.candidates_rejected + excluded.candidates_rejected,
    candidates_hired = t.candidates_hired + excluded.candidates_hired,
    candidates_not_attend = t.candidates_not_attend + excluded.candidates_not_attend,
    candidates_viable = t.candidates_viable + excluded.candidates_viable,
    candidates_not_viable = t.candidates_not_viable + excluded.candidates_not_viable,
    candidates_unanswered = t.candidates_unanswered + excluded.candidates_unanswered
$$;
--> statement-breakpoint
create function dashboard_requirement_rows(rs requeriments[]) returns setof dashboard_requirement_figures language sql stable as $$
  select 'd'::varchar, r.requeriment_date, r.year, r.week, r.company, r.site, r.company,
         (r.status in ('New', 'Approved', 'Recruiting'))::int,
         case when r.status in ('New', 'Approved', 'Recruiting') then r.open_positions else 0 end,
         case when r.status in ('New', 'Approved', 'Recruiting', 'Closed') then r.total_positions else 0 end,
         case when r.status in ('New', 'Approved', 'Recruiting', 'Closed') then r.accepted_positions else 0 end,
         case when r.status in ('New', 'Approved', 'Recruiting', 'Closed') then r.hired_positions else 0 end,
         case when r.status in ('New', 'Approved', 'Recruiting', 'Closed') then r.total_positions - r.accepted_positions else 0 end,
         case when r.status in ('New', 'Approved', 'Recruiting', 'Closed') then 0 else r.total_positions end,
         0, 0, 0, 0, 0
    from unnest(rs) r
   where not r.is_deleted
  union all
  select 'd'::varchar, r.requeriment_date, r.year, r.week, r.company, r.site, rc.company, 0, 0, 0, 0, 0, 0, 0,
         (count(*) filter (where rc.status = 'Pending'))::int, (count(*) filter (where rc.status = 'Accepted'))::int,
         (count(*) filter (where rc.status = 'Rejected'))::int, (count(*) filter (where rc.status = 'Hired'))::int,
         (count(*) filter (where rc.status = 'NotAttend'))::int
    from unnest(rs) r join requeriment_candidates rc on rc.requeriment_id = r.id
   where not r.is_deleted
   group by r.id, r.requeriment_date, r.year, r.week, r.company, r.site, rc.company
$$;
--> statement-breakpoint
create function dashboard_requirement_candidate_rows(cs requeriment_candidates[]) returns setof dashboard_requirement_figures language sql stable as $$
  select 'd'::varchar, r.requeriment_date, r.year, r.week, r.company, r.site, c.company, 0, 0, 0, 0, 0, 0, 0,
         (c.status = 'Pending')::int, (c.status = 'Accepted')::int, (c.status = 'Rejected')::int,
         (c.status = 'Hired')::int, (c.status = 'NotAttend')::int
    from unnest(cs) c join requeriments r on r.id = c.requeriment_id
   where not r.is_deleted
$$;
--> statement-breakpoint
create function dashboard_requirement_add(rs dashboard_requirement_figures[], sign int) returns void language sql as $$
  insert into dashboard_requirement_figures as t
  select g.grain, g.day, g.year, g.week, r.company, r.site, r.assign_company,
         sign * sum(r.requirements_open), sign * sum(r.positions_open), sign * sum(r.positions_total),
         sign * sum(r.positions_accepted), sign * sum(r.positions_hired), sign * sum(r.positions_pending),
         sign * sum(r.positions_canceled), sign * sum(r.candidates_pending), sign * sum(r.candidates_accepted),
         sign * sum(r.candidates_rejected), sign * sum(r.candidates_hired), sign * sum(r.candidates_not_attend)
    from unnest(rs) r
    cross join lateral (values ('d', r.day, r.year, r.week), ('m', date_trunc('month', r.day)::date, r.year, r.week),
                               ('w', null::date, r.year, r.week), ('y', null::date, r.year, null::int),
                               ('c', null::date, null::int, null::int)) g(grain, day, year, week)
   group by 1, 2, 3, 4, 5, 6, 7
   order by 1, 2, 3, 4, 5, 6, 7
  on conflict (grain, day, year, week, company, site, assign_company) do update set
    requirements_open = t.requirements_open + excluded.requirements_open,
    positions_open = t.positions_open + excluded.positions_open,
    positions_total = t.positions_total + excluded.positions_total,
    positions_accepted = t.positions_accepted + excluded.positions_accepted,
    positions_hired = t.positions_hired + excluded.positions_hired,
    positions_pending = t.positions_pending + excluded.positions_pending,
    positions_canceled = t.positions_canceled + excluded.positions_canceled,
    candidates_pending = t.candidates_pending + excluded.candidates_pending,
    candidates_accepted = t.candidates_accepted + excluded.candidates_accepted,
    candidates_rejected = t.candidates_rejected + excluded.candidates_rejected,
    candidates_hired = t.candidates_hired + excluded.candidates_hired,
    candidates_not_attend = t.candidates_not_attend + excluded.candidates_not_attend
$$;
--> statement-breakpoint
create function dashboard_vacancy_hire_rows(vs vacancies[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', vc.hired_at)::date, 'v'::varchar, v.company, v.category, null::int, v.company,
         v.status = 'New', count(*)::int
    from unnest(vs) v join vacancy_candidates vc on vc.vacancy = v.id
   where not v.is_deleted and vc.status = 'Hired' and vc.hired_at is not null
   group by 1, 3, 4, 7
$$;
--> statement-breakpoint
create function dashboard_vacancy_candidate_hire_rows(cs vacancy_candidates[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', c.hired_at)::date, 'v'::varchar, v.company, v.category, null::int, v.company,
         v.status = 'New', 1
    from unnest(cs) c join vacancies v on v.id = c.vacancy
   where not v.is_deleted and c.status = 'Hired' and c.hired_at is not null
$$;
--> statement-breakpoint
create function dashboard_requirement_hire_rows(rs requeriments[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', rc.hired_at)::date, 'r'::varchar, r.company, r.category, r.site, rc.company,
         false, count(*)::int
    from unnest(rs) r join requeriment_candidates rc on rc.requeriment_id = r.id
   where not r.is_deleted and rc.status = 'Hired' and rc.hired_at is not null
   group by 1, 3, 4, 5, 6
$$;
--> statement-breakpoint
create function dashboard_requirement_candidate_hire_rows(cs requeriment_candidates[]) returns setof dashboard_hire_figures language sql stable as $$
  select date_trunc('month', c.hired_at)::date, 'r'::varchar, r.company, r.category, r.site, c.company, false, 1
    from unnest(cs) c join requeriments r on r.id = c.requeriment_id
   where not r.is_deleted and c.status = 'Hired' and c.hired_at is not null
$$;
--> statement-breakpoint
create function dashboard_hire_add(rs dashboard_hire_figures[], sign int) returns void language sql as $$
  insert into dashboard_hire_figures as t
  select r.month, r.source, r.company, r.category, r.site, r.assign_company, r.is_new, sign * sum(r.hires)
    from unnest(rs) r
   group by 1, 2, 3, 4, 5, 6, 7
   order by 1, 2, 3, 4, 5, 6, 7
  on conflict (month, source, company, category, site, assign_company, is_new) do update set
    hires = t.hires + excluded.hires
$$;
--> statement-breakpoint
-- An update counts only the rows whose figures can change (a vacancy's edit of its salary, an
-- assignment's search text leave them alone).
create function dashboard_vacancies_changed() returns trigger language plpgsql as $$
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
             o.approved_at, o.approvals_sent_at, o.closed_at, o.category)
            is distinct from (n.created_at, n.company, n.recruiter, n.vacancy_type, n.status, n.is_deleted, n.quantity,
             n.hired, n.approved_at, n.approvals_sent_at, n.closed_at, n.category));
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
create function dashboard_vacancy_candidates_changed() returns trigger language plpgsql as $$
declare
  olds vacancy_candidates[];
  news vacancy_candidates[];
begin
  if tg_op = 'INSERT' then
    news := array(select n from new_table n);
  elsif tg_op = 'DELETE' then
    olds := array(select o from old_table o);
  else
    olds := array(select o from old_table o join new_table n on n.id = o.id
      where (o.vacancy, o.status, o.is_draft, o.is_viable, o.hired_at)
            is distinct from (n.vacancy, n.status, n.is_draft, n.is_viable, n.hired_at));
    news := array(select n from new_table n where n.id = any(array(select (o).id from unnest(olds) o)));
  end if;
  if cardinality(olds) > 0 then
    perform dashboard_vacancy_add(array(select dashboard_vacancy_candidate_rows(olds)), -1);
    perform dashboard_hire_add(array(select dashboard_vacancy_candidate_hire_rows(olds)), -1);
  end if;
  if cardinality(news) > 0 then
    perform dashboard_vacancy_add(array(select dashboard_vacancy_candidate_rows(news)), 1);
    perform dashboard_hire_add(array(select dashboard_vacancy_candidate_hire_rows(news)), 1);
  end if;
  return null;
end $$;
--> statement-breakpoint
create function dashboard_vacancy_approvals_changed() returns trigger language plpgsql as $$
declare
  olds vacancy_approvals[] := '{}';
  news vacancy_approvals[] := '{}';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    news := array(select n from new_table n);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    olds := array(select o from old_table o);
  end if;
  perform dashboard_vacancy_add(array(select dashboard_approval_rows(olds, news)), 1);
  return null;
end $$;
--> statement-breakpoint
create function dashboard_requeriments_changed() returns trigger language plpgsql as $$
declare
  olds requeriments[];
  news requeriments[];
begin
  if tg_op = 'INSERT' then
    news := array(select n from new_table n);
  elsif tg_op = 'DELETE' then
    olds := array(select o from old_table o);
  else
    olds := array(select o from old_table o join new_table n on n.id = o.id
      where (o.requeriment_date, o.year, o.week, o.company, o.site, o.status, o.is_deleted, o.open_positions,
             o.total_positions, o.accepted_positions, o.hired_positions, o.category)
            is distinct from (n.requeriment_date, n.year, n.week, n.company, n.site, n.status, n.is_deleted,
             n.open_positions, n.total_positions, n.accepted_positions, n.hired_positions, n.category));
    news := array(select n from new_table n where n.id = any(array(select (o).id from unnest(olds) o)));
  end if;
  if cardinality(olds) > 0 then
    perform dashboard_requirement_add(array(select dashboard_requirement_rows(olds)), -1);
    perform dashboard_hire_add(array(select dashboard_requirement_hire_rows(olds)), -1);
  end if;
  if cardinality(news) > 0 then
    perform dashboard_requirement_add(array(select dashboard_requirement_rows(news)), 1);
    perform dashboard_hire_add(array(select dashboard_requirement_hire_rows(news)), 1);
  end if;
  return null;
end $$;
--> statement-breakpoint
create function dashboard_requeriment_candidates_changed() returns trigger language plpgsql as $$
declare
  olds requeriment_candidates[];
  news requeriment_candidates[];
begin
  if tg_op = 'INSERT' then
    news := array(select n from new_table n);
  elsif tg_op = 'DELETE' then
    olds := array(select o from old_table o);
  else
    olds := array(select o from old_table o join new_table n on n.id = o.id
      where (o.requeriment_id, o.company, o.status, o.hired_at)
            is distinct from (n.requeriment_id, n.company, n.status, n.hired_at));
    news := array(select n from new_table n where n.id = any(array(select (o).id from unnest(olds) o)));
  end if;
  if cardinality(olds) > 0 then
    perform dashboard_requirement_add(array(select dashboard_requirement_candidate_rows(olds)), -1);
    perform dashboard_hire_add(array(select dashboard_requirement_candidate_hire_rows(olds)), -1);
  end if;
  if cardinality(news) > 0 then
    perform dashboard_requirement_add(array(select dashboard_requirement_candidate_rows(news)), 1);
    perform dashboard_hire_add(array(select dashboard_requirement_candidate_hire_rows(news)), 1);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger dashboard_vacancies_insert after insert on vacancies referencing new table as new_table
  for each statement execute function dashboard_vacancies_changed();--> statement-breakpoint
create trigger dashboard_vacancies_update after update on vacancies referencing old table as old_table new table as new_table
  for each statement execute function dashboard_vacancies_changed();--> statement-breakpoint
create trigger dashboard_vacancies_delete after delete on vacancies referencing old table as old_table
  for each statement execute function dashboard_vacancies_changed();--> statement-breakpoint
create trigger dashboard_vacancy_candidates_insert after insert on vacancy_candidates referencing new table as new_table
  for each statement execute function dashboard_vacancy_candidates_changed();--> statement-breakpoint
create trigger dashboard_vacancy_candidates_update after update on vacancy_candidates referencing old table as old_table new table as new_table
  for each statement execute function dashboard_vacancy_candidates_changed();--> statement-breakpoint
create trigger dashboard_vacancy_candidates_delete after delete on vacancy_candidates referencing old table as old_table
  for each statement execute function dashboard_vacancy_candidates_changed();--> statement-breakpoint
create trigger dashboard_vacancy_approvals_insert after insert on vacancy_approvals referencing new table as new_table
  for each statement execute function dashboard_vacancy_approvals_changed();--> statement-breakpoint
create trigger dashboard_vacancy_approvals_update after update on vacancy_approvals referencing old table as old_table new table as new_table
  for each statement execute function dashboard_vacancy_approvals_changed();--> statement-breakpoint
create trigger dashboard_vacancy_approvals_delete after delete on vacancy_approvals referencing old table as old_table
  for each statement execute function dashboard_vacancy_approvals_changed();--> statement-breakpoint
create trigger dashboard_requeriments_insert after insert on requeriments referencing new table as new_table
  for each statement execute function dashboard_requeriments_changed();--> statement-breakpoint
create trigger dashboard_requeriments_update after update on requeriments referencing old table as old_table new table as new_table
  for each statement execute function dashboard_requeriments_changed();--> statement-breakpoint
create trigger dashboard_requeriments_delete after delete on requeriments referencing old table as old_table
  for each statement execute function dashboard_requeriments_changed();--> statement-breakpoint
create trigger dashboard_requeriment_candidates_insert after insert on requeriment_candidates referencing new table as new_table
  for each statement execute function dashboard_requeriment_candidates_changed();--> statement-breakpoint
create trigger dashboard_requeriment_candidates_update after update on requeriment_candidates referencing old table as old_table new table as new_table
  for each statement execute function dashboard_requeriment_candidates_changed();--> statement-breakpoint
create trigger dashboard_requeriment_candidates_delete after delete on requeriment_candidates referencing old table as old_table
  for each statement execute function dashboard_requeriment_candidates_changed();--> statement-breakpoint
-- The backfill: the figures of the rows there are, in batches of ids (bounded memory).
do $$
declare
  lo int;
  hi int;
  step constant int := 5000;
begin
  select min(id), max(id) into lo, hi from vacancies;
  while lo <= hi loop
    perform dashboard_vacancy_add(array(select dashboard_vacancy_rows(array(select v from vacancies v where v.id >= lo and v.id < lo + step))), 1);
    perform dashboard_hire_add(array(select dashboard_vacancy_hire_rows(array(select v from vacancies v where v.id >= lo and v.id < lo + step))), 1);
    lo := lo + step;
  end loop;
  select min(id), max(id) into lo, hi from requeriments;
  while lo <= hi loop
    perform dashboard_requirement_add(array(select dashboard_requirement_rows(array(select r from requeriments r where r.id >= lo and r.id < lo + step))), 1);
    perform dashboard_hire_add(array(select dashboard_requirement_hire_rows(array(select r from requeriments r where r.id >= lo and r.id < lo + step))), 1);
    lo := lo + step;
  end loop;
end $$;
--> statement-breakpoint
analyze dashboard_vacancy_figures, dashboard_requirement_figures, dashboard_hire_figures;
