-- Issue 16 "Speed": two filters of the origin certificates' list read every certificate at 1M orders (about 100,000
-- certificates; docs/performance.md, "Origin certificates (issue 16)").
--
-- 1. The code filter is "contains, ignoring case" (ilike '%text%'), which the btree on lower(code) never served: a code
-- read all the certificates (64 ms of the database's time). A trigram GIN index (pg_trgm, created by 0013) reads only
-- the matches (2-3 ms). The btree had no other use (one code per order is origin_certificates_order_code_key).
DROP INDEX "origin_certificates_code_idx";--> statement-breakpoint
-- 2. The order-day filter is on the order's issue day, and the list runs newest update first: the planner walked the
-- certificates in that order and read each one's order until it had a page of the range's. Certificates follow their
-- orders, so for a month in the middle of the data that was 46,699 certificates and their orders (167 ms). The
-- certificate now keeps its order's issue day, as it keeps the order's supplier for the scope (A5), and the list's
-- index holds it after (updated_at, id): the walk checks the range in the index and reads only the range's rows
-- (2-4 ms for any range). The database keeps the copy: a trigger fills it on insert (and on a change of order_id),
-- another follows a change of an order's issue day, so no writer names the column (the app's, the seed's, the tests').
DROP INDEX "origin_certificates_updated_idx";--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD COLUMN "order_issued_at" date;--> statement-breakpoint
UPDATE "origin_certificates" c SET "order_issued_at" = o."issued_at" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
CREATE FUNCTION "origin_certificates_order_issued_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."order_issued_at" := (SELECT "issued_at" FROM "orders" WHERE "id" = NEW."order_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "origin_certificates_order_issued_at_on_write" BEFORE INSERT OR UPDATE OF "order_id", "order_issued_at"
  ON "origin_certificates" FOR EACH ROW EXECUTE FUNCTION "origin_certificates_order_issued_at"();--> statement-breakpoint
CREATE FUNCTION "orders_issued_at_to_origin_certificates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "origin_certificates" SET "order_issued_at" = NEW."issued_at" WHERE "order_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_issued_at_on_update" AFTER UPDATE OF "issued_at" ON "orders"
  FOR EACH ROW WHEN (NEW."issued_at" IS DISTINCT FROM OLD."issued_at")
  EXECUTE FUNCTION "orders_issued_at_to_origin_certificates"();--> statement-breakpoint
CREATE INDEX "origin_certificates_code_trgm_idx" ON "origin_certificates" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "origin_certificates_updated_idx" ON "origin_certificates" USING btree ("updated_at","id","order_issued_at");
