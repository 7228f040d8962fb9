-- Issue 15 "Speed": listarSubcontratadosFiltrados' four filters are "contains, ignoring case" (ilike '%text%'), which
-- a btree cannot serve: at 20,000 subcontractors each filter read every row (20-130 ms of the database's time in the
-- bench, docs/performance.md). A trigram GIN index per filtered column (pg_trgm, a trusted extension: the database
-- owner may create it) lets ilike read only the rows that match. PGlite loads the extension too (platform/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "subcontractors_cnpj_trgm_idx" ON "subcontractors" USING gin ("cnpj" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subcontractors_email_trgm_idx" ON "subcontractors" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subcontractors_trade_name_trgm_idx" ON "subcontractors" USING gin ("trade_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subcontractors_legal_name_trgm_idx" ON "subcontractors" USING gin ("legal_name" gin_trgm_ops);