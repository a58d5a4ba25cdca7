-- Approvals answered by key (docs/decisions.md#administrative-process-issue-13): the approver's language, declines, mailing and reminders.
DROP INDEX "tech_resources_vacancy_idx";--> statement-breakpoint
ALTER TABLE "vacancy_approvals" ADD COLUMN "lang" varchar(2) DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancy_approvals" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_approvals" ADD COLUMN "decline_comment" text;--> statement-breakpoint
ALTER TABLE "vacancy_approvals" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_approvals" ADD COLUMN "reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- one tech-resources row per vacancy (docs/decisions.md#administrative-process-issue-13): the newest one stays
DELETE FROM "tech_resources" t USING "tech_resources" n WHERE n."vacancy" = t."vacancy" AND n."id" > t."id";--> statement-breakpoint
CREATE UNIQUE INDEX "tech_resources_vacancy_uq" ON "tech_resources" USING btree ("vacancy");