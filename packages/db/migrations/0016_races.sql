CREATE TABLE "race_results" (
	"race_id" text NOT NULL,
	"rank" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"wagered" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"prize" bigint NOT NULL,
	"transfer_id" bigint,
	CONSTRAINT "race_results_race_id_rank_pk" PRIMARY KEY("race_id","rank"),
	CONSTRAINT "race_results_prize" CHECK ("race_results"."prize" >= 0)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" text PRIMARY KEY NOT NULL,
	"series" text,
	"content" jsonb NOT NULL,
	"currency" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"repeat_hours" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "races_window" CHECK ("races"."ends_at" > "races"."starts_at"),
	CONSTRAINT "races_half_hours" CHECK (mod(extract(epoch from "races"."starts_at")::bigint, 1800) = 0 AND mod(extract(epoch from "races"."ends_at")::bigint, 1800) = 0),
	CONSTRAINT "races_repeat" CHECK ("races"."repeat_hours" IS NULL OR "races"."repeat_hours" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "race_results_race_user_uq" ON "race_results" USING btree ("race_id","user_id");--> statement-breakpoint
CREATE INDEX "races_ends_at_idx" ON "races" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "player_play_buckets_start_idx" ON "player_play_buckets" USING btree ("bucket_start","currency");