-- Issue 18: the order list sorted by delivery (ordenacao 'entrega': the date and hour of the order's schedule, latest
-- first, unscheduled orders last, then the id descending). The sort read the schedule through load_orders: at 1M
-- orders the big supplier's 20,000 orders were hash-joined with all of load_orders and schedules and sorted for every
-- page (p95 92-140 ms; docs/performance.md, "Orders"). The order now keeps its schedule's date and hour, and indexes
-- hold the sort, per supplier (the supplier's list), over everyone's orders and per status (internal users), so a
-- page is the first 40 entries of an index.
--
-- The database keeps the copy, as it keeps the documents' order_issued_at (0016, 0017), so no writer names the columns
-- (the app's, the seed's, the tests'): a booking made, moved or cancelled, an order joining or leaving a load and a
-- load deleted (its load_orders and schedule go by cascade, which fires these triggers) each rewrite the orders they
-- touch, and a write naming the columns on an order (a copied order, an import) is replaced by the truth.
ALTER TABLE "orders" ADD COLUMN "scheduled_delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_delivery_time" time;--> statement-breakpoint
UPDATE "orders" o SET "scheduled_delivery_date" = s."delivery_date", "scheduled_delivery_time" = s."delivery_time"
  FROM "load_orders" lo JOIN "schedules" s ON s."load_id" = lo."load_id" WHERE o."id" = lo."order_id";--> statement-breakpoint
-- the truth: the schedule of the order's load (an order is in at most one load, a load has at most one schedule)
CREATE FUNCTION "orders_scheduled_delivery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."delivery_date", s."delivery_time" INTO NEW."scheduled_delivery_date", NEW."scheduled_delivery_time"
    FROM "load_orders" lo JOIN "schedules" s ON s."load_id" = lo."load_id" WHERE lo."order_id" = NEW."id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_scheduled_delivery_on_write" BEFORE INSERT OR UPDATE OF "scheduled_delivery_date", "scheduled_delivery_time"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_scheduled_delivery"();--> statement-breakpoint
-- an order joins a load (it takes the load's schedule, if any) or leaves it (unscheduled)
CREATE FUNCTION "load_orders_to_orders_delivery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "orders" SET "scheduled_delivery_date" = NULL, "scheduled_delivery_time" = NULL
      WHERE "id" = OLD."order_id" AND "scheduled_delivery_date" IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "orders" SET ("scheduled_delivery_date", "scheduled_delivery_time") =
        (SELECT "delivery_date", "delivery_time" FROM "schedules" WHERE "load_id" = NEW."load_id")
      WHERE "id" = NEW."order_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "load_orders_delivery_on_insert_or_delete" AFTER INSERT OR DELETE ON "load_orders"
  FOR EACH ROW EXECUTE FUNCTION "load_orders_to_orders_delivery"();--> statement-breakpoint
CREATE TRIGGER "load_orders_delivery_on_update" AFTER UPDATE OF "load_id", "order_id" ON "load_orders"
  FOR EACH ROW WHEN (NEW."load_id" IS DISTINCT FROM OLD."load_id" OR NEW."order_id" IS DISTINCT FROM OLD."order_id")
  EXECUTE FUNCTION "load_orders_to_orders_delivery"();--> statement-breakpoint
-- a load is booked, its booking moves to another day or hour, or is cancelled: the load's orders follow
CREATE FUNCTION "schedules_to_orders_delivery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW."load_id" IS DISTINCT FROM OLD."load_id") THEN
    UPDATE "orders" o SET "scheduled_delivery_date" = NULL, "scheduled_delivery_time" = NULL
      FROM "load_orders" lo WHERE lo."load_id" = OLD."load_id" AND o."id" = lo."order_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "orders" o SET "scheduled_delivery_date" = NEW."delivery_date", "scheduled_delivery_time" = NEW."delivery_time"
      FROM "load_orders" lo WHERE lo."load_id" = NEW."load_id" AND o."id" = lo."order_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "schedules_delivery_on_insert_or_delete" AFTER INSERT OR DELETE ON "schedules"
  FOR EACH ROW EXECUTE FUNCTION "schedules_to_orders_delivery"();--> statement-breakpoint
CREATE TRIGGER "schedules_delivery_on_update" AFTER UPDATE OF "load_id", "delivery_date", "delivery_time" ON "schedules"
  FOR EACH ROW WHEN (NEW."load_id" IS DISTINCT FROM OLD."load_id" OR NEW."delivery_date" IS DISTINCT FROM OLD."delivery_date"
    OR NEW."delivery_time" IS DISTINCT FROM OLD."delivery_time")
  EXECUTE FUNCTION "schedules_to_orders_delivery"();--> statement-breakpoint
-- the delivery sort of a supplier's orders (the supplier's list, the big supplier's 20,000 at 1M orders) ...
CREATE INDEX "orders_supplier_delivery_idx" ON "orders" USING btree ("supplier_id","scheduled_delivery_date" DESC NULLS LAST,"scheduled_delivery_time" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- ... and of everyone's (admin; logistics and company users walk it for their CD's or company's orders) ...
CREATE INDEX "orders_delivery_idx" ON "orders" USING btree ("scheduled_delivery_date" DESC NULLS LAST,"scheduled_delivery_time" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- ... and everyone's of one status. The status is the filter least like the rest: N and M orders (awaiting acceptance)
-- are never in a load, so walking orders_delivery_idx for them passed every scheduled order first (230 ms at 1M).
CREATE INDEX "orders_status_delivery_idx" ON "orders" USING btree ("status","scheduled_delivery_date" DESC NULLS LAST,"scheduled_delivery_time" DESC NULLS LAST,"id" DESC NULLS FIRST);
