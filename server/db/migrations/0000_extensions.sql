-- Extensions and functions the schema relies on; drizzle-kit does not emit these.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower-cases every element, so list filters compare case-insensitively through a GIN index.
CREATE OR REPLACE FUNCTION kindred_lower_array(items text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(lower(item) ORDER BY ordinality), '{}'::text[]) FROM unnest(items) WITH ORDINALITY AS u(item, ordinality) $$;
--> statement-breakpoint
-- The text the directory's free-text search runs over (name, title, bio, specializations).
CREATE OR REPLACE FUNCTION kindred_coach_search_text(first_name text, last_name text, title text, bio text, specializations text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(title, '') || ' ' || coalesce(bio, '') || ' ' || coalesce(array_to_string(specializations, ' | '), '')) $$;
