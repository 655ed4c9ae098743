CREATE TABLE "coach_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"licence_type" text NOT NULL,
	"licence_number" text NOT NULL,
	"issuing_state" text NOT NULL,
	"expires_on" date NOT NULL,
	"check_method" text NOT NULL,
	"verified_by_id" uuid,
	"verified_by_email" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder_30_sent_at" timestamp with time zone,
	"reminder_7_sent_at" timestamp with time zone,
	CONSTRAINT "coach_licences_state_check" CHECK ("coach_licences"."issuing_state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "coach_licences_number_check" CHECK ("coach_licences"."licence_number" <> '')
);
--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "license_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "verified_license_state" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "verified_license_expires_on" text;--> statement-breakpoint
ALTER TABLE "coaches" DROP COLUMN "public_json";--> statement-breakpoint
DROP FUNCTION kindred_coach_public_json(id uuid, first_name text, last_name text, title text, bio text, specializations text[], experience integer, hourly_rate_cents integer, rating numeric, total_reviews integer, is_active boolean, availability text[], session_types text[], languages text[], location text, certifications text[], gender text, professional_type text, insurance_accepted text[], profile_image_url text, email text, phone_number text, website text, created_at timestamp with time zone, updated_at timestamp with time zone);--> statement-breakpoint
CREATE FUNCTION kindred_coach_public_json(id uuid, first_name text, last_name text, title text, bio text, specializations text[], experience integer, hourly_rate_cents integer, rating numeric, total_reviews integer, is_active boolean, availability text[], session_types text[], languages text[], location text, certifications text[], gender text, professional_type text, insurance_accepted text[], profile_image_url text, email text, phone_number text, website text, license_verified boolean, verified_license_state text, verified_license_expires_on text, created_at timestamp with time zone, updated_at timestamp with time zone) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', id,
    'firstName', first_name,
    'lastName', last_name,
    'title', title,
    'bio', bio,
    'specializations', specializations,
    'experience', experience,
    'hourlyRate', (hourly_rate_cents / 100.0)::numeric(10, 2)::text,
    'rating', rating::float8,
    'totalReviews', total_reviews,
    'isActive', is_active,
    'availability', availability,
    'sessionTypes', session_types,
    'languages', languages,
    'location', location,
    'certifications', certifications,
    'gender', gender,
    'professionalType', professional_type,
    'insuranceAccepted', insurance_accepted,
    'profileImageUrl', profile_image_url,
    'email', email,
    'phoneNumber', phone_number,
    'website', website,
    'licenseVerified', license_verified,
    'verifiedLicenseState', verified_license_state,
    'verifiedLicenseExpiresOn', verified_license_expires_on,
    'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "public_json" text GENERATED ALWAYS AS (kindred_coach_public_json(id, first_name, last_name, title, bio, specializations, experience, hourly_rate_cents, rating, total_reviews, is_active, availability, session_types, languages, location, certifications, gender, professional_type, insurance_accepted, profile_image_url, email, phone_number, website, license_verified, verified_license_state, verified_license_expires_on, created_at, updated_at)) STORED;--> statement-breakpoint
ALTER TABLE "coach_licences" ADD CONSTRAINT "coach_licences_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_licences_coach_idx" ON "coach_licences" USING btree ("coach_id","expires_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_licences_expires_idx" ON "coach_licences" USING btree ("expires_on");