// Turns plain coach descriptions (dollars, review lists) into database rows. Shared by the demo
// seed, the benchmark generator and the tests, so all three make coaches the same way.
import type { StaffSetFieldName } from "#common/coach-fields";
import type { coaches, reviews } from "../schema";

export type CoachRow = typeof coaches.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert;

/**
 * A coach as the seed, the benchmark and the tests describe one: the names, any other field staff set
 * (common/coach-fields.ts), and the rate in whole or fractional dollars.
 */
export type CoachDescription = Pick<CoachRow, "firstName" | "lastName"> &
  Partial<Pick<CoachRow, Exclude<StaffSetFieldName, "hourlyRateCents">>> & { hourlyRate?: number };

/** What a described coach has unless it says otherwise; any other field not given takes its column's default. */
const SEED_DEFAULTS = {
  bio: "I help couples and individuals build relationships grounded in honesty, curiosity and care, with practical tools they can use the same week.",
  specializations: ["Communication Skills"],
  experience: 5,
  availability: ["weekdays"],
  sessionTypes: ["Individual"],
  languages: ["English"],
  location: "New York, NY",
  professionalType: "Certified Coach",
} satisfies Partial<CoachRow>;

export function coachRow({ hourlyRate = 120, ...given }: CoachDescription, extra: Partial<CoachRow> = {}): CoachRow {
  const described = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return {
    title: `${given.firstName} ${given.lastName}`,
    ...SEED_DEFAULTS,
    ...(described as CoachDescription),
    hourlyRateCents: Math.round(hourlyRate * 100),
    ...extra,
  };
}

/** Average of the ratings to 2 decimals and the count: what a coach row carries for its reviews. */
export function ratingSummary(ratings: readonly number[]): { rating: number; totalReviews: number } {
  if (ratings.length === 0) return { rating: 0, totalReviews: 0 };
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return { rating: Math.round(average * 100) / 100, totalReviews: ratings.length };
}
