-- The candidates sorted by a header (docs/decisions.md "A header sorts from an index"): the list
-- orders by the header's column, empty values last either way, then by `id desc`; an index in each
-- of those orders lets a page read its 25 rows from it instead of sorting 1,000,000 candidates
-- (610–790 ms a page before). Live candidates only, as the list reads them.
create index if not exists candidates_curp_sort_idx on candidates (curp, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists candidates_curp_sort_desc_idx on candidates (curp desc nulls last, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists candidates_phone_sort_idx on candidates (phone_number, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists candidates_phone_sort_desc_idx on candidates (phone_number desc nulls last, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists candidates_email_sort_idx on candidates (email, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists candidates_email_sort_desc_idx on candidates (email desc nulls last, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists candidates_birthdate_sort_idx on candidates (birthdate, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists candidates_birthdate_sort_desc_idx on candidates (birthdate desc nulls last, id desc) where is_deleted = false;
--> statement-breakpoint
-- the last name descending: read backwards, migration 0045's index gives each surname's rows
-- oldest first, and re-sorting the last surname's (a common one has thousands) took 20–30 ms
create index if not exists candidates_last_name_desc_idx on candidates (last_name collate rp_names desc, id desc) where is_deleted = false;
