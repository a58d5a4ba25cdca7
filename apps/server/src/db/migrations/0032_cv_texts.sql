-- CV full-text search (issue 30, docs/decisions.md "CV search"): the text of each stored CV or
-- candidate document, page by page, searched through the `rp_cv` configuration: PostgreSQL's Spanish
-- stemming after `unaccent` (the extension is created before the migrations run, db/migrate.ts).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'rp_cv') THEN
    CREATE TEXT SEARCH CONFIGURATION rp_cv (COPY = pg_catalog.spanish);
    ALTER TEXT SEARCH CONFIGURATION rp_cv ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
END $$;
--> statement-breakpoint
CREATE TABLE "file_text_pages" (
	"file_id" integer NOT NULL,
	"page" integer NOT NULL,
	"content" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('rp_cv'::regconfig, content)) STORED,
	CONSTRAINT "file_text_pages_file_id_page_pk" PRIMARY KEY("file_id","page")
);
--> statement-breakpoint
CREATE TABLE "file_texts" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"method" varchar(10),
	"reason" varchar(20),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"extracted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_text_pages" ADD CONSTRAINT "file_text_pages_file_id_file_texts_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_texts"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_texts" ADD CONSTRAINT "file_texts_file_id_file_records_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_text_pages_search_gin" ON "file_text_pages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "file_texts_pending_idx" ON "file_texts" USING btree ("next_attempt_at","file_id") WHERE status = 'pending';