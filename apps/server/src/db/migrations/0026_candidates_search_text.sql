-- One search text per candidate (issue 28, docs/decisions.md "One search text per candidate (issue 28)"):
-- names, e-mail, CURP and RFC lower-cased and without accents, stored, so every word of a search is
-- one `like` on one trigram index (the words are AND-ed inside one index scan) and a row is
-- rechecked or filtered without calling unaccent again.
ALTER TABLE "candidates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce("candidates"."names", '') || ' ' || coalesce("candidates"."last_name", '') || ' ' || coalesce("candidates"."second_name", '') || ' ' || coalesce("candidates"."email", '') || ' ' || coalesce("candidates"."curp", '') || ' ' || coalesce("candidates"."rfc", '')))) STORED;--> statement-breakpoint
CREATE INDEX "candidates_search_text_trgm" ON "candidates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- the planner sees how common a word is (a surname in 3 % of the rows, two of them in 0.1 %), so a
-- broad term walks created_at backwards and a narrow one takes the index (docs/decisions.md,
-- "Search at a million candidates")
ALTER TABLE "candidates" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
-- a rewritten table counts no changes for autovacuum: without this the planner would guess at the
-- new column until the next ANALYZE
ANALYZE "candidates" ("search_text");
