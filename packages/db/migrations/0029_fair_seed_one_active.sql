-- One active seed pair per player. A race (a rotation while a round was looking up the pair) could leave two: the
-- older ones are retired and revealed, as a rotation does, so their rounds stay verifiable.
UPDATE "fair_seeds" f SET "is_active" = false, "revealed_at" = coalesce(f."revealed_at", now())
 WHERE f."is_active" AND EXISTS (SELECT 1 FROM "fair_seeds" g WHERE g."user_id" = f."user_id" AND g."is_active" AND g."id" > f."id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active_idx" ON "fair_seeds" USING btree ("user_id") WHERE is_active;
