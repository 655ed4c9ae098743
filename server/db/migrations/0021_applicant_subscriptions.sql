CREATE TABLE "applicant_subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"link_digest" text,
	"reminder_link_digest" text,
	"reminder_sent_at" timestamp with time zone,
	"application_id" uuid,
	"cancel_reason" text,
	"claimed_until" timestamp with time zone,
	"subscription_cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_id" text,
	"refunded_cents" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_subscriptions_state_check" CHECK ("applicant_subscriptions"."state" in ('unpaid', 'open', 'submitted', 'cancelling', 'cancelled')),
	CONSTRAINT "applicant_subscriptions_cancel_reason_check" CHECK ("applicant_subscriptions"."cancel_reason" is null or "applicant_subscriptions"."cancel_reason" in ('abandoned', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "applicant_subscriptions" ADD CONSTRAINT "applicant_subscriptions_application_id_coach_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."coach_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_subscriptions_link_digest_key" ON "applicant_subscriptions" USING btree ("link_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_subscriptions_reminder_link_digest_key" ON "applicant_subscriptions" USING btree ("reminder_link_digest");--> statement-breakpoint
CREATE INDEX "applicant_subscriptions_state_idx" ON "applicant_subscriptions" USING btree ("state","paid_at");