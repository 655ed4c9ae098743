CREATE TABLE "coach_availability" (
	"coach_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"minimum_notice_hours" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"overrides" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_coach_id_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "overlap_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_availability" ADD CONSTRAINT "coach_availability_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending' and "bookings"."hold_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_completion_idx" ON "bookings" USING btree ("scheduled_date") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_coach_id_idx" ON "bookings" USING btree ("coach_id","scheduled_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_status_check" CHECK ("bookings"."refund_status" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" in ('client', 'coach', 'staff', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buffer_check" CHECK ("bookings"."buffer_minutes" >= 0);--> statement-breakpoint
-- No two open sessions of one coach overlap, the coach's buffer after each included (docs/decisions/081).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- A session's time with its buffer, as a range. IMMUTABLE is true here although timestamptz + interval
-- is only STABLE in general: an interval of minutes alone (no days, no months) adds the same elapsed
-- time in every time zone, so the answer never depends on the session's TimeZone setting.
CREATE OR REPLACE FUNCTION kindred_booking_range(start timestamptz, minutes integer) RETURNS tstzrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT tstzrange(start, start + make_interval(mins => minutes), '[)') $$;
--> statement-breakpoint
-- Sessions that already overlap an earlier-made open session of the same coach (arranged by staff
-- before this rule existed) are kept as they are and left out of the rule.
UPDATE "bookings" AS later SET "overlap_allowed" = true
WHERE later."status" IN ('pending', 'confirmed')
  AND EXISTS (
    SELECT 1 FROM "bookings" AS earlier
    WHERE earlier."coach_id" = later."coach_id"
      AND earlier."id" <> later."id"
      AND earlier."status" IN ('pending', 'confirmed')
      AND (earlier."created_at", earlier."id") < (later."created_at", later."id")
      AND kindred_booking_range(earlier."scheduled_date", earlier."duration" + earlier."buffer_minutes")
          && kindred_booking_range(later."scheduled_date", later."duration" + later."buffer_minutes")
  );
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "coach_id" WITH =,
  kindred_booking_range("scheduled_date", "duration" + "buffer_minutes") WITH &&
) WHERE ("status" IN ('pending', 'confirmed') AND NOT "overlap_allowed");
