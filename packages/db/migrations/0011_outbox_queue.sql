-- The outbox is a queue (docs/decisions/0014): rows already published go, the rest are published and deleted by the relay.
DELETE FROM "outbox_events" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "outbox_events_unpublished_idx";--> statement-breakpoint
ALTER TABLE "outbox_events" DROP COLUMN "published_at";
