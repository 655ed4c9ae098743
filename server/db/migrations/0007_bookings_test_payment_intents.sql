CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payment_intents_amount_check" CHECK ("test_payment_intents"."amount" > 0),
	CONSTRAINT "test_payment_intents_status_check" CHECK ("test_payment_intents"."status" in ('requires_payment_method', 'processing', 'succeeded', 'canceled'))
);
