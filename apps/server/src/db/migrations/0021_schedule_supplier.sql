-- Issue 17 "Free places stay fast": with pre-schedulings, free places sum a week's bookings per reserving supplier
-- (decision A15), and the occupation read joined every booking of the CD's week to its load for the supplier: 7 ms of
-- database time against 3 ms without it (docs/performance.md, "Scheduling with pre-schedulings (A15)"). Each booking
-- now keeps its load's supplier, and the covering index holds it, so the occupation is read from the index alone again.
-- The database keeps the copy: a trigger fills it on insert (and on a change of load_id), another follows a change of a
-- load's supplier (none is made today), so no writer names the column (the app's, the seed's, the generators').
ALTER TABLE "schedules" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "schedules" s SET "supplier_id" = l."supplier_id" FROM "loads" l WHERE l."id" = s."load_id";--> statement-breakpoint
CREATE FUNCTION "schedule_supplier"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."supplier_id" := (SELECT "supplier_id" FROM "loads" WHERE "id" = NEW."load_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "schedules_supplier_on_write" BEFORE INSERT OR UPDATE OF "load_id", "supplier_id"
  ON "schedules" FOR EACH ROW EXECUTE FUNCTION "schedule_supplier"();--> statement-breakpoint
CREATE FUNCTION "loads_supplier_to_schedules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "schedules" SET "supplier_id" = NEW."supplier_id" WHERE "load_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "loads_supplier_to_schedules_on_update" AFTER UPDATE OF "supplier_id" ON "loads"
  FOR EACH ROW WHEN (NEW."supplier_id" IS DISTINCT FROM OLD."supplier_id")
  EXECUTE FUNCTION "loads_supplier_to_schedules"();--> statement-breakpoint
DROP INDEX "schedules_gate_date_idx";--> statement-breakpoint
CREATE INDEX "schedules_gate_date_idx" ON "schedules" USING btree ("gate_id","delivery_date","delivery_time","load_id","volumes","supplier_id");
