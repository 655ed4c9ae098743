-- The coach as the public API answers it (PublicCoach in common/coaches.ts: the same fields and
-- values as toPublicCoach() in server/modules/coaches/service.ts), kept as JSON text with the row.
-- A stored generated column is computed again by every insert and update of the row, in the same
-- statement, so it can never disagree with the columns it is made of; a directory page joins 24
-- of these texts instead of building each object on every request (docs/decisions/099).
-- IMMUTABLE holds for these arguments: the timestamps are written in UTC with a numeric pattern,
-- and no other output depends on a setting.
CREATE OR REPLACE FUNCTION kindred_coach_public_json(
  id uuid, first_name text, last_name text, title text, bio text, specializations text[], experience integer,
  hourly_rate numeric, rating numeric, total_reviews integer, is_active boolean, availability text[],
  session_types text[], languages text[], location text, certifications text[], gender text, professional_type text,
  insurance_accepted text[], profile_image_url text, email text, phone_number text, website text,
  created_at timestamptz, updated_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', id, 'firstName', first_name, 'lastName', last_name, 'title', title, 'bio', bio,
    'specializations', specializations, 'experience', experience, 'hourlyRate', hourly_rate::text,
    'rating', rating::float8, 'totalReviews', total_reviews, 'isActive', is_active, 'availability', availability,
    'sessionTypes', session_types, 'languages', languages, 'location', location, 'certifications', certifications,
    'gender', gender, 'professionalType', professional_type, 'insuranceAccepted', insurance_accepted,
    'profileImageUrl', profile_image_url, 'email', email, 'phoneNumber', phone_number, 'website', website,
    'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "public_json" text GENERATED ALWAYS AS (kindred_coach_public_json(id, first_name, last_name, title, bio, specializations, experience, hourly_rate, rating, total_reviews, is_active, availability, session_types, languages, location, certifications, gender, professional_type, insurance_accepted, profile_image_url, email, phone_number, website, created_at, updated_at)) STORED;
