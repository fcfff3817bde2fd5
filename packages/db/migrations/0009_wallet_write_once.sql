DROP INDEX "wallet_transactions_round_idx";--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "balance_payload" jsonb;--> statement-breakpoint
CREATE INDEX "wallet_transactions_round_idx" ON "wallet_transactions" USING btree ("round_id","provider_id");