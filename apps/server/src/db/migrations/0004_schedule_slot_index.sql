DROP INDEX "schedules_gate_date_idx";--> statement-breakpoint
CREATE INDEX "schedules_gate_date_idx" ON "schedules" USING btree ("gate_id","delivery_date","delivery_time","load_id","volumes");