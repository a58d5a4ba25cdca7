-- The auth epoch said as it is raised (docs/decisions.md "The auth epoch told by the database
-- (issue 28)"): every raise also notifies channel "auth_epoch" with the new value, delivered to the
-- listening servers when the transaction commits, so a PostgreSQL server reads the counter only
-- after a write of its own or while its listening connection is down, instead of once a request.
CREATE OR REPLACE FUNCTION "raise_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	raised bigint;
BEGIN
	UPDATE "auth_epoch" SET "epoch" = "epoch" + 1 WHERE "id" RETURNING "epoch" INTO raised;
	PERFORM pg_notify('auth_epoch', raised::text);
	RETURN NULL;
END
$$;
