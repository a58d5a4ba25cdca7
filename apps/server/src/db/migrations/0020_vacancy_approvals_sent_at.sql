ALTER TABLE "vacancies" ADD COLUMN "approvals_sent_at" timestamp with time zone;--> statement-breakpoint
-- the vacancies sent before this column: their current approvals' creation time (docs/domain.md#dashboards)
UPDATE "vacancies" v SET "approvals_sent_at" = a."sent"
  FROM (SELECT "vacancy", min("created_at") AS "sent" FROM "vacancy_approvals" GROUP BY "vacancy") a
 WHERE a."vacancy" = v."id";
