-- Issue 13: a 990-item invoice's upload, made shorter in its transaction (docs/performance.md, Conciliation).
--
-- 1. conciliation_items.order_item_id refers to order_items through triggers instead of a foreign key. The key
-- checked and locked (FOR KEY SHARE) each of the 990 order items one row at a time: 7.5 of the row insert's 18 ms.
-- The insert is checked once per statement instead (one anti-join against the new rows); the parent side keeps
-- what the key's NO ACTION did (an order item that rows refer to cannot be deleted or renumbered). The check runs
-- at the end of the statement, as the key's did.
ALTER TABLE "conciliation_items" DROP CONSTRAINT "conciliation_items_order_item_id_order_items_id_fk";--> statement-breakpoint
CREATE FUNCTION "conciliation_items_order_item_exists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "new_rows" n
    WHERE n."order_item_id" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "order_items" oi WHERE oi."id" = n."order_item_id")
  ) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'conciliation_items.order_item_id refers to an order item that does not exist',
      CONSTRAINT = 'conciliation_items_order_item_id_order_items_id_fk';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "conciliation_items_order_item_on_insert" AFTER INSERT ON "conciliation_items"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "conciliation_items_order_item_exists"();--> statement-breakpoint
CREATE FUNCTION "conciliation_items_order_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."order_item_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "order_items" WHERE "id" = NEW."order_item_id") THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'conciliation_items.order_item_id refers to an order item that does not exist',
      CONSTRAINT = 'conciliation_items_order_item_id_order_items_id_fk';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "conciliation_items_order_item_on_update" AFTER UPDATE OF "order_item_id" ON "conciliation_items"
  FOR EACH ROW WHEN (NEW."order_item_id" IS DISTINCT FROM OLD."order_item_id")
  EXECUTE FUNCTION "conciliation_items_order_item_changed"();--> statement-breakpoint
CREATE FUNCTION "order_items_still_referenced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "conciliation_items" WHERE "order_item_id" = OLD."id") THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'order item ' || OLD."id" || ' is still referred to by conciliation_items',
      CONSTRAINT = 'conciliation_items_order_item_id_order_items_id_fk';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_referenced_on_delete" AFTER DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_items_still_referenced"();--> statement-breakpoint
CREATE TRIGGER "order_items_referenced_on_update" AFTER UPDATE OF "id" ON "order_items"
  FOR EACH ROW WHEN (NEW."id" IS DISTINCT FROM OLD."id") EXECUTE FUNCTION "order_items_still_referenced"();--> statement-breakpoint
-- 2. Stored files (a 990-item NF-e is about 900 KB of XML) are compressed with lz4 where the server has it: pglz took
-- 5 ms of the upload's transaction for such an invoice, lz4 about 1.6 ms, for a similar size. PGlite is built
-- without lz4 (feature_not_supported): there the column keeps the default (pglz). Only new values are written with
-- lz4; stored ones read as before.
DO $$
BEGIN
  ALTER TABLE "stored_files" ALTER COLUMN "content" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: stored_files.content keeps the default compression';
END
$$;
