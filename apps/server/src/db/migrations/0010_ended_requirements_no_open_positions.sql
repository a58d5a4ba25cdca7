-- A closed or cancelled requirement has no open positions (docs/domain.md#counters-and-formulas).
UPDATE "requeriments" SET "open_positions" = 0 WHERE "status" IN ('Closed', 'Cancel') AND "open_positions" <> 0;
