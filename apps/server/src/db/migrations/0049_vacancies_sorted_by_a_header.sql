-- The vacancies sorted by a header (docs/decisions.md "A header sorts from an index"): each sortable
-- header's order has its index, live vacancies only, as the list reads them (a page sorted by
-- position, quantity, expected date, requester or plant sorted 100,000 vacancies: 43–52 ms at one
-- connection). The screens list one type of vacancy at a time and a code is its type's (`CLI-…`,
-- `SHE-…`), so each index starts with the type: without it a descending page of codes walked the
-- other types' 66,667 first (213 ms). The days open count from today and cannot be indexed.
create index if not exists vacancies_code_sort_idx on vacancies (vacancy_type, code, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_code_sort_desc_idx on vacancies (vacancy_type, code desc nulls last, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_position_sort_idx on vacancies (vacancy_type, position, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_position_sort_desc_idx on vacancies (vacancy_type, position desc, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_status_sort_idx on vacancies (vacancy_type, status, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_status_sort_desc_idx on vacancies (vacancy_type, status desc, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_quantity_sort_idx on vacancies (vacancy_type, quantity, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_quantity_sort_desc_idx on vacancies (vacancy_type, quantity desc, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_expected_date_sort_idx on vacancies (vacancy_type, expected_date, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_expected_date_sort_desc_idx on vacancies (vacancy_type, expected_date desc nulls last, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_requisitor_name_sort_idx on vacancies (vacancy_type, requisitor_name collate rp_names, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_requisitor_name_sort_desc_idx on vacancies (vacancy_type, requisitor_name collate rp_names desc nulls last, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_plant_sort_idx on vacancies (vacancy_type, plant, id desc) where is_deleted = false;
--> statement-breakpoint
create index if not exists vacancies_plant_sort_desc_idx on vacancies (vacancy_type, plant desc nulls last, id desc) where is_deleted = false;
