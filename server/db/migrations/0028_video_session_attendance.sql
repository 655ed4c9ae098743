CREATE TABLE "video_session_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "video_session_attendance_role_check" CHECK ("video_session_attendance"."role" in ('client', 'coach'))
);
--> statement-breakpoint
ALTER TABLE "video_session_attendance" ADD CONSTRAINT "video_session_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_session_attendance" ADD CONSTRAINT "video_session_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_session_attendance_booking_id_idx" ON "video_session_attendance" USING btree ("booking_id");