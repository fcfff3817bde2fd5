ALTER TABLE "races" ADD COLUMN "participants" integer;--> statement-breakpoint
-- The races' (bucket_start, currency) index serves the rakeback worker's range scan too.
DROP INDEX IF EXISTS "player_play_buckets_bucket_start_idx";
