-- Issue 13: the invoice item's ICMS situation (CST or CSOSN) and Simples Nacional credit rate (pCredSN), which decide
-- how the fiscal step compares the ICMS rate (docs/decisions.md). Null on older rows: compared as before (pICMS).
ALTER TABLE "conciliation_items" ADD COLUMN "icms_cst_nf" text;--> statement-breakpoint
ALTER TABLE "conciliation_items" ADD COLUMN "icms_credit_rate_nf" numeric;