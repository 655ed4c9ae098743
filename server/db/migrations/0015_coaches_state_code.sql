-- The state a coach's location names, stored (kindred_state_code takes a fraction of a millisecond
-- a call, too slow to run on every row a filter checks), and one state's active coaches in the
-- directory's order. See docs/decisions/005.
DROP INDEX "coaches_state_code_idx";--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "state_code" text GENERATED ALWAYS AS (kindred_state_code(location)) STORED;--> statement-breakpoint
CREATE INDEX "coaches_active_state_order_idx" ON "coaches" USING btree ("state_code","rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "coaches"."is_active";