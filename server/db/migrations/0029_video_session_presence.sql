ALTER TABLE "video_session_attendance" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "video_session_attendance" SET "seen_at" = coalesce("left_at", "joined_at");--> statement-breakpoint
ALTER TABLE "video_session_attendance" ALTER COLUMN "seen_at" SET NOT NULL;
