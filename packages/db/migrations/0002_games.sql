CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_category_members" (
	"category_id" text NOT NULL,
	"game_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_category_members_category_id_game_id_pk" PRIMARY KEY("category_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_details" (
	"game_id" text PRIMARY KEY NOT NULL,
	"engine_id" text,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rtp" numeric(7, 4) NOT NULL,
	"max_multiplier" numeric(14, 2) NOT NULL,
	"volatility" text DEFAULT 'medium' NOT NULL,
	"has_bonus_buy" boolean DEFAULT false NOT NULL,
	"is_bonus_compatible" boolean DEFAULT true NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" text,
	"release_date" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"game_session_id" uuid NOT NULL,
	"is_demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"multiplier" numeric(18, 6) NOT NULL,
	"mode" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_ghost_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_members" ADD CONSTRAINT "game_category_members_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_members" ADD CONSTRAINT "game_category_members_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_details" ADD CONSTRAINT "game_details_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","is_active");--> statement-breakpoint
CREATE INDEX "game_category_members_game_idx" ON "game_category_members" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_details_release_idx" ON "game_details" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "game_details_popularity_idx" ON "game_details" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "house_rounds_user_idx" ON "house_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_game_idx" ON "house_rounds" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_win_idx" ON "house_rounds" USING btree ("created_at","win");