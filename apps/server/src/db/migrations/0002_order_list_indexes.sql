-- Indexes for listarPedidos at 1M orders (docs/performance.md, Orders):
-- week / year-week filters of a supplier, and the scheduling-date filter's join from load_orders.
DROP INDEX "load_orders_load_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_week_idx" ON "orders" USING btree ("supplier_id","commercial_week_id","id");--> statement-breakpoint
CREATE INDEX "load_orders_load_order_idx" ON "load_orders" USING btree ("load_id","order_id");