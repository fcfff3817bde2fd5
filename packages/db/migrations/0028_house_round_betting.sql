DROP INDEX "house_rounds_paying_idx";--> statement-breakpoint
CREATE INDEX "house_rounds_open_idx" ON "house_rounds" USING btree ("created_at") WHERE status IN ('betting', 'paying');