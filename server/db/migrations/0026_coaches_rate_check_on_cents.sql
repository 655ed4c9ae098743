-- The type change of migration 0025 rebuilt the rate's check from its old text, so it compared the
-- integer cents as numeric ((hourly_rate_cents)::numeric >= (0)::numeric). Made again as the schema
-- declares it (coaches_hourly_rate_check in server/db/schema/coaches.ts), on integers.
ALTER TABLE "coaches" DROP CONSTRAINT "coaches_hourly_rate_check";--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_hourly_rate_check" CHECK ("coaches"."hourly_rate_cents" >= 0);
