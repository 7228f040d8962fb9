-- Issue 16 "Speed": the sustainability certificates' and the producer declarations' lists at 1M orders
-- (docs/performance.md, "Sustainability certificates and producer declarations (issue 16)").
--
-- 1. The order-day filter is on the order's issue day, and both lists run newest registration first: the planner walked
-- the documents in that order and read each one's order until it had a page of the range's (a month in the middle of
-- the data: 158,299 declarations and their orders, 0.9 s; the certificates' first month 0.3 s), and the declarations'
-- CSV did that ten times over (8 s). As the origin certificates do (0016), each document now keeps its order's issue
-- day, and the lists' indexes hold it after their sort keys: the walk checks the range in the index and reads only
-- the range's rows. The database keeps the copy: a trigger fills it on insert (and on a change of order_id), another
-- follows a change of an order's issue day, so no writer names the column (the app's, the seed's, the tests').
DROP INDEX "producer_declarations_created_idx";--> statement-breakpoint
DROP INDEX "sustainability_certificates_created_idx";--> statement-breakpoint
ALTER TABLE "producer_declarations" ADD COLUMN "order_issued_at" date;--> statement-breakpoint
ALTER TABLE "sustainability_certificates" ADD COLUMN "order_issued_at" date;--> statement-breakpoint
UPDATE "producer_declarations" d SET "order_issued_at" = o."issued_at" FROM "orders" o WHERE o."id" = d."order_id";--> statement-breakpoint
UPDATE "sustainability_certificates" c SET "order_issued_at" = o."issued_at" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
CREATE FUNCTION "document_order_issued_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."order_issued_at" := (SELECT "issued_at" FROM "orders" WHERE "id" = NEW."order_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "producer_declarations_order_issued_at_on_write" BEFORE INSERT OR UPDATE OF "order_id", "order_issued_at"
  ON "producer_declarations" FOR EACH ROW EXECUTE FUNCTION "document_order_issued_at"();--> statement-breakpoint
CREATE TRIGGER "sustainability_certificates_order_issued_at_on_write" BEFORE INSERT OR UPDATE OF "order_id", "order_issued_at"
  ON "sustainability_certificates" FOR EACH ROW EXECUTE FUNCTION "document_order_issued_at"();--> statement-breakpoint
CREATE FUNCTION "orders_issued_at_to_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "producer_declarations" SET "order_issued_at" = NEW."issued_at" WHERE "order_id" = NEW."id";
  UPDATE "sustainability_certificates" SET "order_issued_at" = NEW."issued_at" WHERE "order_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_issued_at_to_documents_on_update" AFTER UPDATE OF "issued_at" ON "orders"
  FOR EACH ROW WHEN (NEW."issued_at" IS DISTINCT FROM OLD."issued_at")
  EXECUTE FUNCTION "orders_issued_at_to_documents"();--> statement-breakpoint
CREATE INDEX "producer_declarations_created_idx" ON "producer_declarations" USING btree ("created_at","id","order_issued_at");--> statement-breakpoint
CREATE INDEX "sustainability_certificates_created_idx" ON "sustainability_certificates" USING btree ("created_at","id","order_issued_at");--> statement-breakpoint
-- 2. Two sorts had no index: the certificates by last change (dataModificacao) and the declarations by validity
-- (validadeAsc, soonest first, none last, then the id descending) sorted every row for a page (0.44 s and 0.27 s).
CREATE INDEX "sustainability_certificates_updated_idx" ON "sustainability_certificates" USING btree ("updated_at","id","order_issued_at");--> statement-breakpoint
CREATE INDEX "producer_declarations_validity_idx" ON "producer_declarations" USING btree ("valid_until","id" DESC NULLS FIRST,"order_issued_at");
