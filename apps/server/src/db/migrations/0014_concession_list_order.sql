-- Issue 15 "Speed": listarTodasConcessoesFiltradas is newest first by registration (created_at desc, id desc). By id,
-- a date range walked the primary key backwards through every newer concession (one month 53 ms, one early day
-- 78 ms of the database's time at 100,000 concessions, docs/performance.md); (created_at, id) reads only the range.
-- The supplier index gains created_at so the supplier filter takes each named supplier's newest rows from it
-- instead of joining and sorting all of a busy supplier's concessions.
DROP INDEX "order_sample_concessions_supplier_idx";--> statement-breakpoint
CREATE INDEX "order_sample_concessions_created_idx" ON "order_sample_concessions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_sample_concessions_supplier_idx" ON "order_sample_concessions" USING btree ("supplier_id","created_at","id");
