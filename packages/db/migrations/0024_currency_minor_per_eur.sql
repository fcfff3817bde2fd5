ALTER TABLE "currencies" ADD COLUMN "minor_per_eur" bigint;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_minor_per_eur_positive" CHECK ("currencies"."minor_per_eur" IS NULL OR "currencies"."minor_per_eur" BETWEEN 1 AND 100000000);--> statement-breakpoint
-- Minor units worth about one euro (DEFAULT_MINOR_PER_EUR in contracts/src/money.ts): game bet limits, set in euro cents, are scaled by it.
UPDATE "currencies" SET "minor_per_eur" = v.minor FROM (VALUES ('EUR', 100), ('USD', 110), ('TRY', 4000), ('INR', 9000), ('BRL', 600), ('BTC', 1700), ('ETH', 35000), ('USDT', 1100000)) AS v(code, minor) WHERE "currencies"."code" = v.code;
