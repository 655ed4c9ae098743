CREATE TABLE "conversation_links" (
	"digest" text PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"client_id" uuid,
	"client_email" text NOT NULL,
	"client_name" text NOT NULL,
	"started_by" text NOT NULL,
	"consultation_id" uuid,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_client_message_at" timestamp with time zone,
	"coach_first_reply_at" timestamp with time zone,
	"reply_by" timestamp with time zone,
	"reply_reminder_sent_at" timestamp with time zone,
	"suggestions_sent_at" timestamp with time zone,
	"client_read_seq" bigint DEFAULT 0 NOT NULL,
	"coach_read_seq" bigint DEFAULT 0 NOT NULL,
	"client_unread" integer DEFAULT 0 NOT NULL,
	"coach_unread" integer DEFAULT 0 NOT NULL,
	"client_notified_at" timestamp with time zone,
	"coach_notified_at" timestamp with time zone,
	"client_blocked_at" timestamp with time zone,
	"coach_blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_started_by_check" CHECK ("conversations"."started_by" in ('consultation', 'booking', 'message')),
	CONSTRAINT "conversations_unread_check" CHECK ("conversations"."client_unread" >= 0 and "conversations"."coach_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"conversation_id" uuid,
	"reporter_user_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"context" jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" uuid,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" in ('client', 'coach')),
	CONSTRAINT "messages_body_check" CHECK ("messages"."body" is null or char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_links_conversation_idx" ON "conversation_links" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_coach_client_key" ON "conversations" USING btree ("coach_id","client_id") WHERE "conversations"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_coach_pending_email_key" ON "conversations" USING btree ("coach_id",lower("client_email")) WHERE "conversations"."client_id" is null and "conversations"."client_email" <> '';--> statement-breakpoint
CREATE INDEX "conversations_client_activity_idx" ON "conversations" USING btree ("client_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_coach_activity_idx" ON "conversations" USING btree ("coach_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_reply_by_idx" ON "conversations" USING btree ("reply_by") WHERE "conversations"."reply_by" is not null;--> statement-breakpoint
CREATE INDEX "conversations_client_unmailed_idx" ON "conversations" USING btree ("last_activity_at") WHERE "conversations"."client_unread" > 0 and "conversations"."client_notified_at" is null;--> statement-breakpoint
CREATE INDEX "conversations_coach_unmailed_idx" ON "conversations" USING btree ("last_activity_at") WHERE "conversations"."coach_unread" > 0 and "conversations"."coach_notified_at" is null;--> statement-breakpoint
CREATE INDEX "conversations_unanswered_request_idx" ON "conversations" USING btree ("first_client_message_at") WHERE "conversations"."started_by" = 'consultation' and "conversations"."coach_first_reply_at" is null and "conversations"."suggestions_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_key" ON "message_reports" USING btree ("message_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "message_reports_created_at_idx" ON "message_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "messages_sender_user_idx" ON "messages" USING btree ("sender_user_id");