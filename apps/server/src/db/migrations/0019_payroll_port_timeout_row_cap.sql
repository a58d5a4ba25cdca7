-- Payroll databases (issue 15): a server's port (null: the engine's default), a query's timeout and row cap.
ALTER TABLE "queries" ADD COLUMN "timeout_seconds" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "row_cap" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "port" integer;