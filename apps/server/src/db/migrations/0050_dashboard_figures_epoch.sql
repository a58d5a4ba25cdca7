-- A dashboard answer kept between writes (docs/decisions.md "A dashboard answer kept between
-- writes"): one counter raised by every transaction that changes what the direct board's figures
-- are made of — the kept requirement figures (migration 0027), and the companies' and sites' names
-- and regions. A server keeps an answer read at epoch N while the counter still reads N.
-- The counter is raised at commit (a deferred constraint trigger), once per transaction (a flag
-- local to it): the figures' rows are shared by every write of a company's day, and a counter
-- taken in the middle of a transaction, before more figure rows, could deadlock two of them; taken
-- last, it only makes commits of the direct process wait their turn on one row.
CREATE TABLE IF NOT EXISTS "dashboard_figures_epoch" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"epoch" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "dashboard_figures_epoch" ("id", "epoch") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
create or replace function raise_dashboard_figures_epoch() returns trigger language plpgsql as $$
begin
  if current_setting('rp.dashboard_figures_raised', true) is distinct from 'yes' then
    update dashboard_figures_epoch set epoch = epoch + 1 where id;
    perform set_config('rp.dashboard_figures_raised', 'yes', true);
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists dashboard_requirement_figures_epoch on dashboard_requirement_figures;
--> statement-breakpoint
create constraint trigger dashboard_requirement_figures_epoch after insert or update or delete on dashboard_requirement_figures
  deferrable initially deferred for each row execute function raise_dashboard_figures_epoch();
--> statement-breakpoint
drop trigger if exists companies_dashboard_figures_epoch on companies;
--> statement-breakpoint
create constraint trigger companies_dashboard_figures_epoch after insert or update or delete on companies
  deferrable initially deferred for each row execute function raise_dashboard_figures_epoch();
--> statement-breakpoint
drop trigger if exists sites_dashboard_figures_epoch on sites;
--> statement-breakpoint
create constraint trigger sites_dashboard_figures_epoch after insert or update or delete on sites
  deferrable initially deferred for each row execute function raise_dashboard_figures_epoch();
