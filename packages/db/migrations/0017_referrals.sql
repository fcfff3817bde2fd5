CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"referred_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"referrer_id" uuid NOT NULL,
	"ngr" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_commissions_referred_id_currency_cycle_start_pk" PRIMARY KEY("referred_id","currency","cycle_start"),
	CONSTRAINT "referral_commissions_amount" CHECK ("referral_commissions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer_idx" ON "referral_commissions" USING btree ("referrer_id","currency");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");