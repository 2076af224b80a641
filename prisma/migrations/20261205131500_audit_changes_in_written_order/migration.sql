-- The audit trail keeps a change's fields in the order they were written (decision 086): `jsonb`
-- stores an object's keys shortest first, so a new zone read "name, feePence, isActive, …".
-- Entries already written keep the order `jsonb` gave them. Changing a column's type rewrites the
-- table without firing row triggers, so the append-only trigger does not stand in the way.
ALTER TABLE "AuditEntry" ALTER COLUMN "before" SET DATA TYPE JSON,
ALTER COLUMN "after" SET DATA TYPE JSON;
