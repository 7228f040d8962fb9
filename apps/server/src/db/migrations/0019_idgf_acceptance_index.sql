-- Issue 17 "Speed": the supplier's performance report (/idgf) reads the orders that reached a supplier in a period and
-- waited (or wait) for its acceptance, by the day they reached it (po_received_at, else the issue day). For the
-- largest supplier of the 1M-order data set (20,000 orders) that read took 120-320 ms walking the supplier's orders;
-- this index holds exactly those orders by that day, with what the report counts (1.5 ms; docs/performance.md).
CREATE INDEX "orders_supplier_acceptance_idx" ON "orders" USING btree ("supplier_id", (coalesce("po_received_at", "issued_at"))) INCLUDE ("accepted_at", "status") WHERE "accepted_at" IS NOT NULL OR "status" IN ('N', 'M');
