-- Each coach's next free 50-minute time, kept with the coach's hours (docs/decisions/109): computed
-- again in the transaction of every change of hours or sessions, and by a background pass once
-- next_available_due_at has passed. A new row is due at once ('-infinity'), whoever inserts it.
-- The directory orders by it (sort=next_available) through its own index, and by price through two
-- indexes that carry the filters' columns like the default order's (docs/decisions/110).
ALTER TABLE "coach_availability" ADD COLUMN "next_available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_availability" ADD COLUMN "next_available_start" text;--> statement-breakpoint
ALTER TABLE "coach_availability" ADD COLUMN "next_available_due_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "coach_availability_next_available_idx" ON "coach_availability" USING btree ("next_available_at","coach_id") WHERE "coach_availability"."next_available_at" is not null;--> statement-breakpoint
CREATE INDEX "coach_availability_due_idx" ON "coach_availability" USING btree ("next_available_due_at");--> statement-breakpoint
CREATE INDEX "coaches_active_price_asc_idx" ON "coaches" USING btree ((nullif("hourly_rate", 0)) asc nulls last,"rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate","gender","professional_type","state_code") WHERE "coaches"."is_active";--> statement-breakpoint
CREATE INDEX "coaches_active_price_desc_idx" ON "coaches" USING btree ((nullif("hourly_rate", 0)) desc nulls last,"rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("availability_lc","languages_lc","certifications_lc","insurance_lc","specializations_lc","experience","hourly_rate","gender","professional_type","state_code") WHERE "coaches"."is_active";--> statement-breakpoint
-- The public answers carry the next free time: a change of it (not of the bookkeeping around it)
-- clears every process's public cache when its transaction commits, as a change of a coach does
-- (migration 0014's function).
CREATE TRIGGER coach_availability_next_available_inserted AFTER INSERT ON coach_availability
  FOR EACH ROW WHEN (NEW.next_available_start IS NOT NULL) EXECUTE FUNCTION kindred_notify_public_content();--> statement-breakpoint
CREATE TRIGGER coach_availability_next_available_changed AFTER UPDATE OF next_available_start ON coach_availability
  FOR EACH ROW WHEN (OLD.next_available_start IS DISTINCT FROM NEW.next_available_start) EXECUTE FUNCTION kindred_notify_public_content();--> statement-breakpoint
CREATE TRIGGER coach_availability_next_available_deleted AFTER DELETE ON coach_availability
  FOR EACH ROW WHEN (OLD.next_available_start IS NOT NULL) EXECUTE FUNCTION kindred_notify_public_content();
