CREATE TABLE "deposit_limits" (
	"user_id" uuid NOT NULL,
	"period" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "deposit_limits_period" CHECK ("deposit_limits"."period" IN (0, 1, 2)),
	CONSTRAINT "deposit_limits_amount" CHECK ("deposit_limits"."amount" >= 0 AND ("deposit_limits"."pending_amount" IS NULL OR "deposit_limits"."pending_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_method_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bonus_id" text,
	"request_id" uuid,
	"request_fingerprint" text,
	"provider_reference" text,
	"action" jsonb,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"retry_of" uuid,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payment_method" text NOT NULL,
	"title" text NOT NULL,
	"raw_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"is_card_form" boolean DEFAULT false NOT NULL,
	"deposit_exist" boolean DEFAULT true NOT NULL,
	"withdrawal_exist" boolean DEFAULT false NOT NULL,
	"sort_priority" integer DEFAULT 0 NOT NULL,
	"allowed_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_restricted_countries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allowed_currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"restricted_currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"allow_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"allow_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"provider_id" text NOT NULL,
	"networks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requires_phone" boolean DEFAULT false NOT NULL,
	"requires_email_verification" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_provider_limits" (
	"provider_id" text NOT NULL,
	"currency" text NOT NULL,
	"deposit_min" bigint NOT NULL,
	"deposit_max" bigint NOT NULL,
	"withdrawal_min" bigint NOT NULL,
	"withdrawal_max" bigint NOT NULL,
	"withdrawal_fee_bps" integer DEFAULT 0 NOT NULL,
	"withdrawal_fee_fixed" bigint DEFAULT 0 NOT NULL,
	"auto_withdrawal_limit" bigint DEFAULT 0 NOT NULL,
	"auto_withdrawal_period" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_provider_limits_provider_id_currency_pk" PRIMARY KEY("provider_id","currency"),
	CONSTRAINT "payment_provider_limits_range" CHECK ("payment_provider_limits"."deposit_min" >= 0 AND "payment_provider_limits"."deposit_max" >= "payment_provider_limits"."deposit_min" AND "payment_provider_limits"."withdrawal_min" >= 0 AND "payment_provider_limits"."withdrawal_max" >= "payment_provider_limits"."withdrawal_min"),
	CONSTRAINT "payment_provider_limits_period" CHECK ("payment_provider_limits"."auto_withdrawal_period" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"adapter" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_payment_stats" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"total_deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_wager_required" bigint DEFAULT 0 NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"last_deposit_at" timestamp with time zone,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"total_withdrawn" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_payment_stats_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_method_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"destination" jsonb NOT NULL,
	"destination_masked" text NOT NULL,
	"is_automatic" boolean NOT NULL,
	"hold_transfer_id" bigint,
	"request_id" uuid,
	"request_fingerprint" text,
	"provider_reference" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0 AND "withdrawals"."fee" >= 0 AND "withdrawals"."fee" <= "withdrawals"."amount")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_limits" ADD CONSTRAINT "payment_provider_limits_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_user_request_uq" ON "deposits" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "payment_methods_sort_idx" ON "payment_methods" USING btree ("sort_priority");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_provider_event_uq" ON "payment_webhook_events" USING btree ("provider_id","event_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_order_idx" ON "payment_webhook_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_request_uq" ON "withdrawals" USING btree ("user_id","request_id");