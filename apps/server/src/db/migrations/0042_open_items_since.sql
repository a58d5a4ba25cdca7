-- The company aging (get_company_aging; docs/performance.md "The company aging from the kept
-- figures"): each company's open items come from the kept figures, and only the items open for fewer
-- than 61 days (the bounded buckets) are read from the tables, by their date first. These replace
-- migration 0040's indexes, which led with the company to read every open item. The predicates are
-- the figure's own (`openVacancyStatuses`, `openRequirementStatuses`, not deleted).
DROP INDEX IF EXISTS "vacancies_open_age_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "requeriments_open_age_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vacancies_open_since_idx" ON "vacancies" ("created_at", "company") WHERE NOT "is_deleted" AND "status" IN ('New', 'Pending');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "requeriments_open_since_idx" ON "requeriments" ("requeriment_date", "company") WHERE NOT "is_deleted" AND "status" IN ('New', 'Approved', 'Recruiting');
