ALTER TABLE "cities" ADD COLUMN "latitute" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" numeric(10, 7);