CREATE TABLE "live_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"table_id" text NOT NULL,
	"round_number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"game_session_id" uuid NOT NULL,
	"session_token" text NOT NULL,
	"game_id" text NOT NULL,
	"is_demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"chips" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"status" text NOT NULL,
	"failure" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"round_number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"pocket" smallint,
	"spun_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_seats" (
	"table_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"game_session_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_action_at" timestamp with time zone NOT NULL,
	"away_since" timestamp with time zone,
	"is_away_manual" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "live_seats_table_id_user_id_pk" PRIMARY KEY("table_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "live_bets_round_user_idx" ON "live_bets" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "live_bets_user_idx" ON "live_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_bets_open_idx" ON "live_bets" USING btree ("created_at") WHERE status IN ('pending', 'placed', 'voiding');--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_table_round_idx" ON "live_rounds" USING btree ("table_id","round_number");--> statement-breakpoint
CREATE INDEX "live_rounds_unspun_idx" ON "live_rounds" USING btree ("closes_at") WHERE spun_at IS NULL;--> statement-breakpoint
CREATE INDEX "live_seats_seen_idx" ON "live_seats" USING btree ("table_id","last_seen_at");