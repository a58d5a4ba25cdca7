-- A company's requirements and vacancies in their lists' order (docs/performance.md "A user of
-- several companies"): a user of several companies reads an unsearched page company by company from
-- these indexes (`ResourceDef.scopeCompany`), as the follow-up list does from migration 0036's. Through
-- the lists' own newest-first indexes, a user of three new client companies read every requirement
-- (50,000, 143 ms) and every vacancy (100,000, 944 ms) to fill nothing.
CREATE INDEX IF NOT EXISTS "requeriments_company_newest_idx" ON "requeriments" ("company", "requeriment_date" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vacancies_company_newest_idx" ON "vacancies" ("company", "created_at" DESC, "id" DESC);
