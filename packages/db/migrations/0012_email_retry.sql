ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "retry_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" IS NULL AND "email_outbox"."next_attempt_at" IS NOT NULL;--> statement-breakpoint
-- Mail that was tried before this migration counts one attempt; none of it is retried.
UPDATE "email_outbox" SET "attempts" = 1 WHERE "sent_at" IS NOT NULL OR "error" IS NOT NULL;
