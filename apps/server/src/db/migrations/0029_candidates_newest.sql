-- The newest candidates with their search text, in the list's default order (issue 28 item 3,
-- docs/decisions.md "One search text per candidate (issue 28)"): a search's window of the 2,000
-- newest is one index-only scan that matches each row's words without visiting the table, and the
-- first page of the list reads it without a sort. Not declared in the drizzle schema: its builder
-- has no INCLUDE.
CREATE INDEX IF NOT EXISTS "candidates_newest_idx" ON "candidates" ("created_at" DESC, "id" DESC) INCLUDE ("search_text") WHERE "is_deleted" = false;
