-- A coach's hourly rate is stored as it is held in code: whole cents in an integer column named for
-- them (hourly_rate_cents), so SQL that compares or orders by the rate reads the same unit as the
-- code around it. The public answer is unchanged: kindred_coach_public_json still writes
-- "hourlyRate" as dollars with two decimals ("125.50"). The stored JSON is made from the column, so
-- it is dropped while the column changes type, and made again with the function's new argument.
-- The other indexes on the rate (the rate filter, the covering order indexes) follow the column and
-- are rebuilt by the type change with the same names and keys.
ALTER TABLE "coaches" DROP COLUMN "public_json";--> statement-breakpoint
DROP FUNCTION kindred_coach_public_json(uuid, text, text, text, text, text[], integer, numeric, numeric, integer, boolean, text[], text[], text[], text, text[], text, text, text[], text, text, text, text, timestamptz, timestamptz);--> statement-breakpoint
ALTER TABLE "coaches" RENAME COLUMN "hourly_rate" TO "hourly_rate_cents";--> statement-breakpoint
ALTER TABLE "coaches" ALTER COLUMN "hourly_rate_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coaches" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE integer USING round("hourly_rate_cents" * 100)::integer;--> statement-breakpoint
ALTER TABLE "coaches" ALTER COLUMN "hourly_rate_cents" SET DEFAULT 0;--> statement-breakpoint
-- The type change rebuilds the price orders' indexes (and those within a state, 0024) with their old constant, now (0)::numeric, so
-- their expression would no longer be the statements' nullif(hourly_rate_cents, 0): made again.
DROP INDEX "coaches_active_price_asc_idx";--> statement-breakpoint
DROP INDEX "coaches_active_state_price_asc_idx";--> statement-breakpoint
DROP INDEX "coaches_active_state_price_desc_idx";--> statement-breakpoint
DROP INDEX "coaches_active_price_desc_idx";--> statement-breakpoint
CREATE INDEX "coaches_active_price_asc_idx" ON "coaches" USING btree ((nullif("hourly_rate_cents", 0)) asc nulls last,"rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate_cents","gender","professional_type","state_code") WHERE "coaches"."is_active";--> statement-breakpoint
CREATE INDEX "coaches_active_price_desc_idx" ON "coaches" USING btree ((nullif("hourly_rate_cents", 0)) desc nulls last,"rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate_cents","gender","professional_type","state_code") WHERE "coaches"."is_active";--> statement-breakpoint
CREATE INDEX "coaches_active_state_price_asc_idx" ON "coaches" USING btree ("state_code",(nullif("hourly_rate_cents", 0)) asc nulls last,"rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate_cents","gender","professional_type") WHERE "coaches"."is_active";--> statement-breakpoint
CREATE INDEX "coaches_active_state_price_desc_idx" ON "coaches" USING btree ("state_code",(nullif("hourly_rate_cents", 0)) desc nulls last,"rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate_cents","gender","professional_type") WHERE "coaches"."is_active";--> statement-breakpoint
CREATE FUNCTION kindred_coach_public_json(
  id uuid, first_name text, last_name text, title text, bio text, specializations text[], experience integer,
  hourly_rate_cents integer, rating numeric, total_reviews integer, is_active boolean, availability text[],
  session_types text[], languages text[], location text, certifications text[], gender text, professional_type text,
  insurance_accepted text[], profile_image_url text, email text, phone_number text, website text,
  created_at timestamptz, updated_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', id, 'firstName', first_name, 'lastName', last_name, 'title', title, 'bio', bio,
    'specializations', specializations, 'experience', experience,
    'hourlyRate', (hourly_rate_cents / 100.0)::numeric(10, 2)::text,
    'rating', rating::float8, 'totalReviews', total_reviews, 'isActive', is_active, 'availability', availability,
    'sessionTypes', session_types, 'languages', languages, 'location', location, 'certifications', certifications,
    'gender', gender, 'professionalType', professional_type, 'insuranceAccepted', insurance_accepted,
    'profileImageUrl', profile_image_url, 'email', email, 'phoneNumber', phone_number, 'website', website,
    'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "public_json" text GENERATED ALWAYS AS (kindred_coach_public_json(id, first_name, last_name, title, bio, specializations, experience, hourly_rate_cents, rating, total_reviews, is_active, availability, session_types, languages, location, certifications, gender, professional_type, insurance_accepted, profile_image_url, email, phone_number, website, created_at, updated_at)) STORED;
--> statement-breakpoint
-- A column whose type changed has no statistics until the next ANALYZE: without them the planner
-- guessed a budget filter matched 500 coaches instead of 45,000 at 100,000 (a bitmap and a sort, 110 ms).
ANALYZE "coaches";
