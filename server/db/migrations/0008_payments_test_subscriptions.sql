CREATE TABLE "test_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"last_error" text,
	"current_period_end" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_subscriptions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_subscriptions_amount_check" CHECK ("test_subscriptions"."amount" > 0),
	CONSTRAINT "test_subscriptions_status_check" CHECK ("test_subscriptions"."status" in ('incomplete', 'active', 'past_due', 'canceled', 'unpaid'))
);
