-- The hires of a vacancy or a requirement (docs/performance.md "Hires read by their parents"): a
-- scoped user's hires per month or by department were read from the hires' date index, every hire of
-- every company (67,000 at 1,000,000 candidates), and the user's kept: 23–47 ms for a user of three
-- companies. Given the user's vacancies' and requirements' ids (`fewIdsCondition`), these read only
-- their hires: 3–7 ms.
CREATE INDEX IF NOT EXISTS "vacancy_candidates_vacancy_hired_idx" ON "vacancy_candidates" ("vacancy", "hired_at") WHERE "status" = 'Hired';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "requeriment_candidates_requeriment_hired_idx" ON "requeriment_candidates" ("requeriment_id", "hired_at") WHERE "status" = 'Hired';
