ALTER TABLE "coaches" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', kindred_coach_search_text(first_name, last_name, title, bio, specializations))) STORED;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "specializations_lc" text[] GENERATED ALWAYS AS (kindred_lower_array(specializations)) STORED;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "availability_lc" text[] GENERATED ALWAYS AS (kindred_lower_array(availability)) STORED;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "languages_lc" text[] GENERATED ALWAYS AS (kindred_lower_array(languages)) STORED;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "certifications_lc" text[] GENERATED ALWAYS AS (kindred_lower_array(certifications)) STORED;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "insurance_lc" text[] GENERATED ALWAYS AS (kindred_lower_array(insurance_accepted)) STORED;--> statement-breakpoint
CREATE INDEX "coaches_search_vector_idx" ON "coaches" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "coaches_specializations_idx" ON "coaches" USING gin ("specializations_lc");--> statement-breakpoint
CREATE INDEX "coaches_availability_idx" ON "coaches" USING gin ("availability_lc");--> statement-breakpoint
CREATE INDEX "coaches_languages_idx" ON "coaches" USING gin ("languages_lc");--> statement-breakpoint
CREATE INDEX "coaches_certifications_idx" ON "coaches" USING gin ("certifications_lc");--> statement-breakpoint
CREATE INDEX "coaches_insurance_idx" ON "coaches" USING gin ("insurance_lc");