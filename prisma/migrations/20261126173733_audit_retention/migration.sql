-- CreateTable
CREATE TABLE "AuditRetention" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "years" SMALLINT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" UUID,

    CONSTRAINT "AuditRetention_pkey" PRIMARY KEY ("id")
);


-- The trail keeps its entries for the owner's retention (six years, HMRC's record rule, until
-- they set otherwise): an UPDATE is still always refused, a DELETE of a younger entry too. The
-- app takes 1 to 20 years; whatever the row says, nothing younger than a year can go.
CREATE OR REPLACE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keep_years integer := GREATEST(COALESCE((SELECT "years" FROM "AuditRetention" WHERE "id" = 1), 6), 1);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'The audit trail cannot be changed.' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD."at" > now() - make_interval(years => keep_years) THEN
    RAISE EXCEPTION 'Audit entries are kept for % %.', keep_years, CASE WHEN keep_years = 1 THEN 'year' ELSE 'years' END USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
