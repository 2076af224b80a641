-- Promotions and printers name menu categories in uuid arrays, which no foreign key guards: a
-- deleted category stayed in them, so an offer still linked to it and its admin form could no
-- longer be saved ("Choose categories of the menu." beside a list that looked right). A deleted
-- category now leaves them, as a foreign key's ON DELETE would. A printer keeps the id when it was
-- its only category: an empty list means "every line", which would start printing the whole
-- order where the kitchen asked for one category (its list says "a deleted category").
CREATE FUNCTION "category_leaves_references"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Promotion"
     SET "categoryIds" = array_remove("categoryIds", OLD."id"),
         "linkCategoryId" = NULLIF("linkCategoryId", OLD."id")
   WHERE OLD."id" = ANY("categoryIds") OR "linkCategoryId" = OLD."id";
  UPDATE "Printer"
     SET "categoryIds" = array_remove("categoryIds", OLD."id")
   WHERE OLD."id" = ANY("categoryIds") AND cardinality("categoryIds") > 1;
  RETURN OLD;
END;
$$;

CREATE TRIGGER "Category_leaves_references"
  AFTER DELETE ON "Category"
  FOR EACH ROW EXECUTE FUNCTION "category_leaves_references"();

-- What categories deleted before this left behind.
UPDATE "Promotion" p
   SET "categoryIds" = ARRAY(SELECT c FROM unnest(p."categoryIds") AS c WHERE EXISTS (SELECT 1 FROM "Category" k WHERE k."id" = c)),
       "linkCategoryId" = CASE WHEN EXISTS (SELECT 1 FROM "Category" k WHERE k."id" = p."linkCategoryId") THEN p."linkCategoryId" END
 WHERE "linkCategoryId" IS NOT NULL OR cardinality("categoryIds") > 0;
UPDATE "Printer" p
   SET "categoryIds" = ARRAY(SELECT c FROM unnest(p."categoryIds") AS c WHERE EXISTS (SELECT 1 FROM "Category" k WHERE k."id" = c))
 WHERE EXISTS (SELECT 1 FROM unnest(p."categoryIds") AS c WHERE EXISTS (SELECT 1 FROM "Category" k WHERE k."id" = c))
   AND EXISTS (SELECT 1 FROM unnest(p."categoryIds") AS c WHERE NOT EXISTS (SELECT 1 FROM "Category" k WHERE k."id" = c));
