DROP INDEX "coaches_search_trgm_idx";--> statement-breakpoint
DROP INDEX "coaches_specializations_idx";--> statement-breakpoint
DROP INDEX "coaches_availability_idx";--> statement-breakpoint
DROP INDEX "coaches_languages_idx";--> statement-breakpoint
DROP INDEX "coaches_certifications_idx";--> statement-breakpoint
DROP INDEX "coaches_insurance_idx";--> statement-breakpoint
ALTER TABLE "coaches" DROP COLUMN "search_document";