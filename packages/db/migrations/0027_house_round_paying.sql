ALTER TABLE "house_rounds" ADD COLUMN "pay_token" text;--> statement-breakpoint
CREATE INDEX "house_rounds_paying_idx" ON "house_rounds" USING btree ("created_at") WHERE status = 'paying';