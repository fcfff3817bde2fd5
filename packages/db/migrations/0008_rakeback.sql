CREATE TABLE "rakeback_cycles" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"bonus_id" text,
	"percent" numeric(8, 4) NOT NULL,
	"ngr" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"can_claim_date" date NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rakeback_cycles_user_id_currency_cycle_start_pk" PRIMARY KEY("user_id","currency","cycle_start"),
	CONSTRAINT "rakeback_cycles_payout" CHECK ("rakeback_cycles"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rakeback_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bonus_id" text NOT NULL,
	"currency" text NOT NULL,
	"can_claim_date" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_amount" bigint,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rakeback_days_amount" CHECK ("rakeback_days"."amount" >= 0 AND ("rakeback_days"."paid_amount" IS NULL OR "rakeback_days"."paid_amount" = "rakeback_days"."amount")),
	CONSTRAINT "rakeback_days_paid" CHECK (("rakeback_days"."paid_at" IS NULL) = ("rakeback_days"."paid_amount" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "rakeback_player_zones" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"claim_zone" text NOT NULL,
	"claim_zone_seen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rakeback_days_user_bonus_currency_day_uq" ON "rakeback_days" USING btree ("user_id","bonus_id","currency","can_claim_date");--> statement-breakpoint
CREATE INDEX "rakeback_days_user_day_idx" ON "rakeback_days" USING btree ("user_id","can_claim_date");--> statement-breakpoint
-- The cycle worker reads the play buckets of the cycles that just ended, across players: an index by cycle start
-- (written here by hand: player_play_buckets is protection-schema's table; only a new bucket row pays for it).
CREATE INDEX IF NOT EXISTS "player_play_buckets_bucket_start_idx" ON "player_play_buckets" USING btree ("bucket_start");
