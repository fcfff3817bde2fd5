CREATE TABLE "player_limits" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text,
	"pending_amount" bigint,
	"is_pending_removal" boolean DEFAULT false NOT NULL,
	"pending_effective_at" timestamp with time zone,
	"last_changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "player_limits_kind" CHECK ("player_limits"."kind" IN ('loss', 'bet', 'maxBet', 'monthlyWinnings', 'sessionTime')),
	CONSTRAINT "player_limits_period" CHECK ("player_limits"."period" IN (0, 1, 2)),
	CONSTRAINT "player_limits_amount" CHECK ("player_limits"."amount" >= 0 AND ("player_limits"."pending_amount" IS NULL OR "player_limits"."pending_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "player_play_buckets" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"bet_cash" bigint DEFAULT 0 NOT NULL,
	"bet_bonus" bigint DEFAULT 0 NOT NULL,
	"win_cash" bigint DEFAULT 0 NOT NULL,
	"win_bonus" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_play_buckets_user_id_currency_bucket_start_pk" PRIMARY KEY("user_id","currency","bucket_start")
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frozen_until" timestamp with time zone,
	"reality_check_minutes" integer,
	"is_reward_calendar_opt_out" boolean DEFAULT false NOT NULL,
	"bonus_buy_exempt_game_id" text,
	"bonus_buy_exempt_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
