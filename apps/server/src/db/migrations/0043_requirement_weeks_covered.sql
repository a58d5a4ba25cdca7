-- The direct board's weeks and its weekly table (get_direct_status_weeks, get_direct_status_page,
-- get_direct_status; docs/performance.md "The company aging from the kept figures"): a year's
-- week rows of the requirement figures are read with the five candidate counts they sum, from the
-- index alone, instead of fetching each of the year's ~7,800 rows from the table (half of the page's
-- statement at full scale). Only the week rows (grain 'w', no day) are indexed.
CREATE INDEX IF NOT EXISTS "dashboard_requirement_figures_weeks_idx" ON "dashboard_requirement_figures" ("year", "week", "company", "site") INCLUDE ("assign_company", "candidates_pending", "candidates_accepted", "candidates_rejected", "candidates_hired", "candidates_not_attend") WHERE "grain" = 'w' AND "day" IS NULL;
