-- Vacancy candidates (docs/decisions.md#vacancy-candidates-issue-14): the interview appointment, the integration and one draft per pair.
ALTER TABLE "vacancy_candidates" ADD COLUMN "interview_date" date;--> statement-breakpoint
ALTER TABLE "vacancy_candidates" ADD COLUMN "interview_time" varchar(5);--> statement-breakpoint
ALTER TABLE "vacancy_candidates" ADD COLUMN "integration_date" date;--> statement-breakpoint
ALTER TABLE "vacancy_candidates" ADD COLUMN "integration_notes" text;--> statement-breakpoint
-- one draft per candidate and vacancy (docs/decisions.md#vacancy-candidates-issue-14): the newest one stays
DELETE FROM "vacancy_candidates" t USING "vacancy_candidates" n WHERE t."is_draft" AND n."is_draft" AND n."vacancy" = t."vacancy" AND n."candidate" = t."candidate" AND n."id" > t."id";--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_candidates_draft_uq" ON "vacancy_candidates" USING btree ("vacancy","candidate") WHERE "vacancy_candidates"."is_draft";