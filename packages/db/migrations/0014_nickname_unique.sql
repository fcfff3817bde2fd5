-- Nicknames are public names now, unique regardless of case. Under a lock that lets readers on but no writer between
-- the clean-up and the index (a server still running the old code during the deploy), a later player's copy of an
-- earlier player's nickname is cleared (they can choose another on the profile page).
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE "users" SET "nickname" = NULL
 WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY lower("nickname") ORDER BY "created_at", "id") AS n
                                  FROM "users" WHERE "nickname" IS NOT NULL) AS d
                 WHERE d.n > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_lower_uq" ON "users" USING btree (lower("nickname"));
