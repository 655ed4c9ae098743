// Test data made the way the demo seed makes it (server/db/seed/coach-factory.ts).
import type { DatabaseOrTransaction } from "../../server/db/client";
import { coaches, reviews } from "../../server/db/schema";
import { coachRow, ratingSummary, type CoachDescription, type CoachRow } from "../../server/db/seed/coach-factory";

let counter = 0;

export async function insertCoach(
  db: DatabaseOrTransaction,
  description: Partial<CoachDescription> = {},
  extra: Partial<CoachRow> = {},
): Promise<typeof coaches.$inferSelect> {
  counter += 1;
  const [row] = await db
    .insert(coaches)
    .values(coachRow({ firstName: `Test${counter}`, lastName: "Coach", ...description }, extra))
    .returning();
  return row;
}

/** Adds reviews and keeps the coach's rating and count consistent with them. */
export async function insertCoachWithReviews(
  db: DatabaseOrTransaction,
  ratings: number[],
  description: Partial<CoachDescription> = {},
  extra: Partial<CoachRow> = {},
) {
  const summary = ratingSummary(ratings);
  const coach = await insertCoach(db, description, { ...summary, ...extra });
  if (ratings.length > 0) {
    await db
      .insert(reviews)
      .values(ratings.map((rating, i) => ({ coachId: coach.id, rating, comment: `Review ${i + 1}`, clientName: "Test C." })));
  }
  return coach;
}
