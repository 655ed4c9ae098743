-- The directory's order index carries the columns its filters test (INCLUDE), so a filtered page
-- walks the index alone (an index-only scan) instead of fetching every walked coach's row from the
-- table: about 1,500 rows for a narrow filter at 100,000 coaches, 16 times fewer pages read. Same
-- name and key as before. See docs/decisions/097.
DROP INDEX "coaches_active_order_idx";--> statement-breakpoint
CREATE INDEX "coaches_active_order_idx" ON "coaches" USING btree ("rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate","gender","professional_type") WHERE "coaches"."is_active";
