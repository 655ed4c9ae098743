CREATE TABLE "profile_view_keys" (
	"day" date PRIMARY KEY NOT NULL,
	"key" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arranged_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "counts_in_rating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_arranged_by_check" CHECK ("bookings"."arranged_by" in ('client', 'coach', 'staff'));--> statement-breakpoint
-- Reviews of verified sessions (docs/decisions/104). Who arranged the existing bookings was never
-- recorded, so an existing client review counts only when its session was paid through Kindred; the
-- others are kept, unlabelled and out of the rating, and the ratings they were part of are recomputed.
UPDATE "reviews" SET "verified_session" = true
  FROM "bookings"
  WHERE "reviews"."booking_id" = "bookings"."id" AND "bookings"."amount" > 0 AND "bookings"."payment_status" = 'succeeded';--> statement-breakpoint
UPDATE "reviews" SET "counts_in_rating" = "verified_session" WHERE "booking_id" IS NOT NULL OR "client_id" IS NOT NULL;--> statement-breakpoint
UPDATE "coaches" SET
  "rating" = (SELECT coalesce(round(avg("rating")::numeric, 2), 0) FROM "reviews" WHERE "coach_id" = "coaches"."id" AND "counts_in_rating"),
  "total_reviews" = (SELECT count(*)::int FROM "reviews" WHERE "coach_id" = "coaches"."id" AND "counts_in_rating")
  WHERE "id" IN (SELECT "coach_id" FROM "reviews" WHERE NOT "counts_in_rating");
