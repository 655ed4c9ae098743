CREATE TABLE "coach_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_profile_views" (
	"coach_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coach_profile_views_coach_id_day_pk" PRIMARY KEY("coach_id","day")
);
--> statement-breakpoint
CREATE TABLE "profile_view_visitors" (
	"day" date NOT NULL,
	"coach_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "profile_view_visitors_day_coach_id_visitor_hash_pk" PRIMARY KEY("day","coach_id","visitor_hash")
);
--> statement-breakpoint
DROP INDEX "coaches_user_id_idx";--> statement-breakpoint
DROP INDEX "consultation_requests_coach_id_idx";--> statement-breakpoint
ALTER TABLE "coach_applications" ADD COLUMN "subscription_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_applications" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "coach_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "overdue_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_profile_views" ADD CONSTRAINT "coach_profile_views_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_view_visitors" ADD CONSTRAINT "profile_view_visitors_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_invitations_token_digest_key" ON "coach_invitations" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "coach_invitations_coach_id_idx" ON "coach_invitations" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Links made before addresses were verified are dropped (the coach can be invited again), and an
-- account linked to several coaches keeps the oldest, so one account runs at most one workspace.
UPDATE "coaches" SET "user_id" = NULL WHERE "user_id" IN (SELECT "id" FROM "users" WHERE NOT "email_verified");--> statement-breakpoint
UPDATE "coaches" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("user_id") "id" FROM "coaches" WHERE "user_id" IS NOT NULL ORDER BY "user_id", "created_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_user_id_key" ON "coaches" USING btree ("user_id") WHERE "coaches"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "consultation_requests_overdue_idx" ON "consultation_requests" USING btree ("created_at") WHERE "consultation_requests"."status" = 'pending' and "consultation_requests"."overdue_reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "consultation_requests_coach_id_idx" ON "consultation_requests" USING btree ("coach_id","created_at" DESC NULLS LAST);