-- One state's order index carries the same filter columns as the directory's order index (INCLUDE,
-- migration 0016), so a location narrowed by a category, search topic or list filter walks that
-- state's coaches in the index alone instead of fetching each walked coach's row from the table
-- (about 350 rows for a broad category in one state at 100,000 coaches). Same name and key as
-- before. See docs/decisions/097.
DROP INDEX "coaches_active_state_order_idx";--> statement-breakpoint
CREATE INDEX "coaches_active_state_order_idx" ON "coaches" USING btree ("state_code","rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate","gender","professional_type") WHERE "coaches"."is_active";
