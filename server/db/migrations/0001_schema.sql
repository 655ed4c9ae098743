CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(500) NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"read_time" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"coach_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"session_type" text NOT NULL,
	"session_format" text DEFAULT 'video' NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"duration" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "bookings_session_format_check" CHECK ("bookings"."session_format" in ('video', 'in-person')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('pending', 'processing', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "bookings_duration_check" CHECK ("bookings"."duration" > 0),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coach_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"hourly_rate" text NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"session_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"insurance_accepted" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text NOT NULL,
	"current_practice" text NOT NULL,
	"motivation" text NOT NULL,
	"approach" text NOT NULL,
	"experience_description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_status" text,
	"coach_id" uuid,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_applications_status_check" CHECK ("coach_applications"."status" in ('pending', 'under_review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"hourly_rate" numeric(10, 2) DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"session_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"professional_type" text DEFAULT '' NOT NULL,
	"insurance_accepted" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_image_url" text,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"search_document" text GENERATED ALWAYS AS (kindred_coach_search_text(first_name, last_name, title, bio, specializations)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_experience_check" CHECK ("coaches"."experience" >= 0),
	CONSTRAINT "coaches_hourly_rate_check" CHECK ("coaches"."hourly_rate" >= 0),
	CONSTRAINT "coaches_rating_check" CHECK ("coaches"."rating" >= 0 and "coaches"."rating" <= 5),
	CONSTRAINT "coaches_total_reviews_check" CHECK ("coaches"."total_reviews" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consultation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"session_type" text NOT NULL,
	"location" text NOT NULL,
	"session_format" text DEFAULT 'virtual' NOT NULL,
	"reason_for_visit" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_requests_format_check" CHECK ("consultation_requests"."session_format" in ('virtual', 'in-person')),
	CONSTRAINT "consultation_requests_status_check" CHECK ("consultation_requests"."status" in ('pending', 'contacted', 'scheduled', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"client_id" uuid,
	"coach_id" uuid NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length_check" CHECK (char_length("reviews"."comment") <= 150)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text,
	"byte_size" integer,
	"uploader_address" text DEFAULT '' NOT NULL,
	"stored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"profile_image_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_applications" ADD CONSTRAINT "coach_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_applications" ADD CONSTRAINT "coach_applications_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_key" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST) WHERE "blog_posts"."is_published";--> statement-breakpoint
CREATE INDEX "bookings_client_id_idx" ON "bookings" USING btree ("client_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "bookings_email_lower_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_coach_id_idx" ON "bookings" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "bookings_reminder_idx" ON "bookings" USING btree ("scheduled_date") WHERE "bookings"."status" = 'confirmed' and "bookings"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "coach_applications_created_at_idx" ON "coach_applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_applications_subscription_idx" ON "coach_applications" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "coaches_active_order_idx" ON "coaches" USING btree ("rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "coaches"."is_active";--> statement-breakpoint
CREATE INDEX "coaches_search_trgm_idx" ON "coaches" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coaches_location_trgm_idx" ON "coaches" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coaches_specializations_idx" ON "coaches" USING gin (kindred_lower_array("specializations"));--> statement-breakpoint
CREATE INDEX "coaches_availability_idx" ON "coaches" USING gin (kindred_lower_array("availability"));--> statement-breakpoint
CREATE INDEX "coaches_languages_idx" ON "coaches" USING gin (kindred_lower_array("languages"));--> statement-breakpoint
CREATE INDEX "coaches_certifications_idx" ON "coaches" USING gin (kindred_lower_array("certifications"));--> statement-breakpoint
CREATE INDEX "coaches_insurance_idx" ON "coaches" USING gin (kindred_lower_array("insurance_accepted"));--> statement-breakpoint
CREATE INDEX "coaches_experience_idx" ON "coaches" USING btree ("experience");--> statement-breakpoint
CREATE INDEX "coaches_hourly_rate_idx" ON "coaches" USING btree ("hourly_rate");--> statement-breakpoint
CREATE INDEX "coaches_gender_idx" ON "coaches" USING btree (lower("gender"));--> statement-breakpoint
CREATE INDEX "coaches_professional_type_idx" ON "coaches" USING btree (lower("professional_type"));--> statement-breakpoint
CREATE INDEX "coaches_user_id_idx" ON "coaches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consultation_requests_created_at_idx" ON "consultation_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultation_requests_coach_id_idx" ON "consultation_requests" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_idx" ON "rate_limit_events" USING btree ("key","occurred_at");--> statement-breakpoint
CREATE INDEX "reviews_coach_id_idx" ON "reviews" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "uploaded_images_created_at_idx" ON "uploaded_images" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");