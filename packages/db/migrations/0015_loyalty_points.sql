ALTER TABLE "currencies" ADD COLUMN "loyalty_minor_per_point" bigint;--> statement-breakpoint
-- One point per euro of real-money stakes or its equivalent (DEFAULT_LOYALTY_MINOR_PER_POINT in contracts/src/loyalty.ts).
UPDATE "currencies" SET "loyalty_minor_per_point" = v.minor FROM (VALUES ('EUR', 100), ('USD', 110), ('TRY', 4000), ('INR', 9000), ('BRL', 600), ('BTC', 1700), ('ETH', 35000), ('USDT', 1100000)) AS v(code, minor) WHERE "currencies"."code" = v.code AND "currencies"."loyalty_minor_per_point" IS NULL;
