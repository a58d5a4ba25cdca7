-- The signed-in user's cache (docs/decisions.md "The signed-in user, cached by the database's word"):
-- one counter raised in the same transaction as every change to what a signed-in user is made of —
-- the account, its roles, permissions, companies and sites, the roles and permissions themselves,
-- and the revocation of a session's refresh tokens. A server keeps a user read at epoch N while the
-- counter still reads N; one row, so a reader never sees a change without the raised counter.
CREATE TABLE "auth_epoch" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"epoch" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "epoch") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "raise_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "auth_epoch" SET "epoch" = "epoch" + 1 WHERE "id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "user_companies_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_companies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "user_sites_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_sites" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "roles_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "permissions_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
--> statement-breakpoint
-- a new refresh token only adds a session (nothing cached is wrong); revoking or removing one may end one
CREATE TRIGGER "refresh_tokens_auth_epoch" AFTER UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "raise_auth_epoch"();
