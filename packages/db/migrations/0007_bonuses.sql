CREATE TABLE "bonus_coupon_redemptions" (
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"bonus_id" text NOT NULL,
	"player_bonus_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_coupon_redemptions_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "bonus_currency_amounts" (
	"bonus_id" text NOT NULL,
	"currency" text NOT NULL,
	"fixed_amount" bigint DEFAULT 0 NOT NULL,
	"max_bonus" bigint,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"max_cashout" bigint,
	"free_spin_bet" bigint DEFAULT 0 NOT NULL,
	"min_loss" bigint DEFAULT 0 NOT NULL,
	"max_cashback" bigint,
	CONSTRAINT "bonus_currency_amounts_bonus_id_currency_pk" PRIMARY KEY("bonus_id","currency"),
	CONSTRAINT "bonus_currency_amounts_non_negative" CHECK ("bonus_currency_amounts"."fixed_amount" >= 0 AND "bonus_currency_amounts"."min_deposit" >= 0 AND "bonus_currency_amounts"."free_spin_bet" >= 0 AND "bonus_currency_amounts"."min_loss" >= 0 AND coalesce("bonus_currency_amounts"."max_bonus", 0) >= 0 AND coalesce("bonus_currency_amounts"."max_bet", 0) >= 0 AND coalesce("bonus_currency_amounts"."max_cashout", 0) >= 0 AND coalesce("bonus_currency_amounts"."max_cashback", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_deposit_claims" (
	"deposit_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bonus_id" text NOT NULL,
	"confirm_replace" boolean DEFAULT false NOT NULL,
	"time_zone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_code" text,
	"player_bonus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bonus_free_spin_grants" (
	"player_bonus_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"bet" bigint NOT NULL,
	"spins_total" integer NOT NULL,
	"spins_used" integer DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"converted_total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bonus_free_spin_grants_spins" CHECK ("bonus_free_spin_grants"."spins_used" >= 0 AND "bonus_free_spin_grants"."spins_used" <= "bonus_free_spin_grants"."spins_total")
);
--> statement-breakpoint
CREATE TABLE "bonus_participation" (
	"bonus_id" text PRIMARY KEY NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text,
	"wagering_type" text DEFAULT 'REAL_TO_FUN' NOT NULL,
	"wager_multiplier" numeric(10, 2) DEFAULT '0' NOT NULL,
	"wager_base" text DEFAULT 'BONUS' NOT NULL,
	"percent" numeric(8, 2) DEFAULT '0' NOT NULL,
	"eligible_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"days_valid" integer,
	"valid_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_time" text,
	"end_time" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"registration_window_days" integer,
	"max_participants" integer,
	"retry_period_hours" integer,
	"deposit_number" integer,
	"required_deposits" integer DEFAULT 0 NOT NULL,
	"allowed_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"coupon_code" text,
	"requires_email_verification" boolean DEFAULT false NOT NULL,
	"free_spins" integer DEFAULT 0 NOT NULL,
	"free_spin_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"win_boost" numeric(8, 2) DEFAULT '1' NOT NULL,
	"cashback_percent" numeric(8, 2) DEFAULT '0' NOT NULL,
	"cashback_period_hours" integer DEFAULT 168 NOT NULL,
	"cashback_requires_deposit" boolean DEFAULT false NOT NULL,
	"cashback_payout" text DEFAULT 'INSTANT' NOT NULL,
	"rakeback_percent" numeric(8, 4) DEFAULT '0' NOT NULL,
	"rakeback_percent_by_level" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_type" CHECK ("bonuses"."type" IN ('NO_DEPOSIT', 'FREE_SPINS', 'INSTANT_CASHBACK', 'DEPOSIT', 'RAKEBACK')),
	CONSTRAINT "bonuses_wagering_type" CHECK ("bonuses"."wagering_type" IN ('REAL_TO_FUN', 'REAL_MONEY_ONLY')),
	CONSTRAINT "bonuses_wager_base" CHECK ("bonuses"."wager_base" IN ('BONUS', 'BONUS_DEPOSIT')),
	CONSTRAINT "bonuses_cashback_payout" CHECK ("bonuses"."cashback_payout" IN ('INSTANT', 'CALENDAR'))
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bonus_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"slot" text,
	"currency" text NOT NULL,
	"wagering_type" text NOT NULL,
	"wager_multiplier" numeric(10, 2) DEFAULT '0' NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"deposit_id" uuid,
	"wager_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"max_cashout" bigint,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eligible_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"win_boost" numeric(8, 2) DEFAULT '1' NOT NULL,
	"cash_paid" bigint DEFAULT 0 NOT NULL,
	"forfeited" bigint DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"cashback_loss" bigint,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" IN ('pending', 'active', 'completed', 'lost', 'cancelled', 'expired', 'paid')),
	CONSTRAINT "player_bonuses_slot" CHECK ("player_bonuses"."slot" IS NULL OR "player_bonuses"."slot" IN ('money', 'spins')),
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."bonus_amount" >= 0 AND "player_bonuses"."wager_required" >= 0 AND "player_bonuses"."wagered" >= 0 AND "player_bonuses"."cash_paid" >= 0 AND "player_bonuses"."forfeited" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_coupon_redemptions" ADD CONSTRAINT "bonus_coupon_redemptions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_currency_amounts" ADD CONSTRAINT "bonus_currency_amounts_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_deposit_claims" ADD CONSTRAINT "bonus_deposit_claims_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_free_spin_grants" ADD CONSTRAINT "bonus_free_spin_grants_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_participation" ADD CONSTRAINT "bonus_participation_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_deposit_claims_user_idx" ON "bonus_deposit_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_free_spin_grants_user_idx" ON "bonus_free_spin_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_coupon_uq" ON "bonuses" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "bonuses_type_idx" ON "bonuses" USING btree ("type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_active_slot_uq" ON "player_bonuses" USING btree ("user_id","slot") WHERE "player_bonuses"."status" = 'active' AND "player_bonuses"."slot" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_bonus_idx" ON "player_bonuses" USING btree ("bonus_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" = 'active';