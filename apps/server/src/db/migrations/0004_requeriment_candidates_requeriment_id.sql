ALTER TABLE "requeriment_candidates" ADD COLUMN "requeriment_id" integer;--> statement-breakpoint
UPDATE "requeriment_candidates" rc SET "requeriment_id" = i."requeriment" FROM "requeriment_items" i WHERE i."id" = rc."requeriment";--> statement-breakpoint
ALTER TABLE "requeriment_candidates" ALTER COLUMN "requeriment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "requeriment_candidates" ADD CONSTRAINT "requeriment_candidates_requeriment_id_requeriments_id_fk" FOREIGN KEY ("requeriment_id") REFERENCES "public"."requeriments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requeriment_candidates_requeriment_id_status_idx" ON "requeriment_candidates" USING btree ("requeriment_id","status");
