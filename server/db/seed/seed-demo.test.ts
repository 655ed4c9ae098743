// The demo content: enough coaches to exercise every directory filter, ratings consistent with
// the reviews, published posts, the same data on every fresh start, and no second seeding.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { createLogger } from "../../lib/logger";
import { blogPosts, coachAvailability, coaches, reviews } from "../schema";
import {
  AVAILABILITY_FILTER_OPTIONS,
  BUDGET_TIERS,
  CERTIFICATIONS,
  EXPERIENCE_FILTER_OPTIONS,
  GENDERS,
  INSURERS,
  LANGUAGE_FILTER_OPTIONS,
  LOCATION_FILTER_OPTIONS,
  PROFESSIONAL_TYPES,
} from "#common/catalogue/coach-options";
import { TOPIC_GROUPS } from "#common/catalogue/topics";
import { findUsState } from "#common/catalogue/us-states";
import { availabilitySchema } from "#common/scheduling/availability";
import { computeFreeSlots } from "#common/scheduling/slots";
import { seedDemoContentIfEmpty } from "./seed-demo";

const logger = createLogger("silent");
const first = await createTestDatabase();
const second = await createTestDatabase();

/** At least one of `list` passes `test`; `label` names the filter value when none does. */
function expectSomeCoach(list: (typeof coaches.$inferSelect)[], test: (coach: typeof coaches.$inferSelect) => boolean, label: string) {
  expect(list.some(test), label).toBe(true);
}

describe("the demo seed", () => {
  it("loads coaches, reviews and published posts into an empty database, once", async () => {
    expect(await seedDemoContentIfEmpty(first, logger)).toBe(true);
    expect(await seedDemoContentIfEmpty(first, logger)).toBe(false);
    const all = await first.db.select().from(coaches);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.filter((c) => !c.isActive)).toHaveLength(3);
    const posts = await first.db.select().from(blogPosts).where(eq(blogPosts.isPublished, true));
    expect(posts.length).toBeGreaterThanOrEqual(6);
  });

  it("gives realistic profiles", async () => {
    const all = await first.db.select().from(coaches);
    for (const coach of all) {
      expect(coach.bio.length, coach.lastName).toBeGreaterThanOrEqual(100);
      expect(coach.experience).toBeGreaterThanOrEqual(1);
      expect(coach.experience).toBeLessThanOrEqual(25);
      expect(coach.hourlyRateCents).toBeGreaterThanOrEqual(0);
      expect(coach.hourlyRateCents).toBeLessThanOrEqual(25_000);
    }
  });

  it("covers every directory filter value with at least one active coach", async () => {
    const active = (await first.db.select().from(coaches)).filter((c) => c.isActive);
    const lower = (list: string[]) => list.map((v) => v.toLowerCase());
    for (const option of EXPERIENCE_FILTER_OPTIONS) expect(active.some((c) => c.experience >= Number(option.value))).toBe(true);
    for (const tier of BUDGET_TIERS) {
      expectSomeCoach(active, (c) => c.hourlyRateCents >= tier.minRate * 100 && c.hourlyRateCents <= tier.maxRate * 100, tier.label);
    }
    expect(active.some((c) => c.hourlyRateCents === 0)).toBe(true);
    for (const { value } of AVAILABILITY_FILTER_OPTIONS) expectSomeCoach(active, (c) => lower(c.availability).includes(value), value);
    for (const language of LANGUAGE_FILTER_OPTIONS) expectSomeCoach(active, (c) => c.languages.includes(language), language);
    for (const state of LOCATION_FILTER_OPTIONS) {
      const code = findUsState(state)!.code;
      expectSomeCoach(active, (c) => c.location.endsWith(`, ${code}`) || c.location.includes(state), state);
    }
    for (const certification of CERTIFICATIONS) expectSomeCoach(active, (c) => c.certifications.includes(certification), certification);
    for (const insurer of INSURERS) expectSomeCoach(active, (c) => c.insuranceAccepted.includes(insurer), insurer);
    for (const gender of GENDERS) expectSomeCoach(active, (c) => c.gender === gender, gender);
    for (const type of PROFESSIONAL_TYPES) expectSomeCoach(active, (c) => c.professionalType === type, type);
    for (const group of TOPIC_GROUPS) {
      const topics = group.topics.map((t) => t.label);
      expectSomeCoach(active, (c) => c.specializations.some((s) => topics.includes(s)), group.name);
    }
  });

  it("keeps each coach's rating and review count consistent with its reviews", async () => {
    const rows = await first.db.execute<{ id: string; rating: string; total_reviews: number; average: string | null; count: number }>(sql`
      select c.id, c.rating::text as rating, c.total_reviews, round(avg(r.rating), 2)::text as average, count(r.id)::int as count
      from coaches c left join reviews r on r.coach_id = c.id group by c.id`);
    for (const row of rows.rows) {
      expect(row.total_reviews).toBe(row.count);
      expect(Number(row.rating)).toBe(row.count === 0 ? 0 : Number(row.average));
    }
    const withReviews = rows.rows.filter((r) => r.count > 0);
    expect(withReviews.length).toBeGreaterThan(20);
  });

  it("makes the same data on every fresh start", async () => {
    await seedDemoContentIfEmpty(second, logger);
    const snapshot = async (handle: typeof first) => ({
      coaches: await handle.db.select().from(coaches).orderBy(coaches.id),
      reviews: await handle.db.select().from(reviews).orderBy(reviews.id),
      posts: await handle.db.select().from(blogPosts).orderBy(blogPosts.id),
    });
    expect(await snapshot(second)).toEqual(await snapshot(first));
  });
});

describe("the demo coaches' hours", () => {
  it("gives most active coaches weekly hours, in several zones, some with evenings and weekends and days off", async () => {
    const active = (await first.db.select().from(coaches)).filter((c) => c.isActive);
    const hours = await first.db.select().from(coachAvailability);
    const byCoach = new Map(hours.map((row) => [row.coachId, row]));
    expect(hours.length).toBeGreaterThan(active.length * 0.75);
    expect(hours.length).toBeLessThan(active.length);
    expect(hours.every((row) => active.some((c) => c.id === row.coachId))).toBe(true);
    for (const row of hours) {
      const { timeZone, weekly, bufferMinutes, minimumNoticeHours, horizonDays, overrides } = row;
      const stored = { timeZone, weekly, bufferMinutes, minimumNoticeHours, horizonDays, overrides };
      expect(availabilitySchema.safeParse(stored).success, row.coachId).toBe(true);
    }
    expect(new Set(hours.map((row) => row.timeZone)).size).toBeGreaterThanOrEqual(4);
    expect(hours.some((row) => row.weekly.sat.length > 0 || row.weekly.sun.length > 0)).toBe(true);
    expect(hours.some((row) => Object.values(row.weekly).some((day) => day.some((interval) => interval.end > "18:00")))).toBe(true);
    const daysOff = hours.flatMap((row) => row.overrides.filter((override) => override.intervals.length === 0));
    expect(daysOff.length).toBeGreaterThanOrEqual(4);
    expect(daysOff.every((override) => override.date > new Date().toISOString().slice(0, 10))).toBe(true);
    // Free times to book right away: every coach with hours has a 50-minute time within two weeks.
    const today = new Date().toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    for (const coach of active.filter((c) => byCoach.has(c.id))) {
      const row = byCoach.get(coach.id)!;
      const slots = computeFreeSlots({ availability: row, busy: [], from: today, to: inTwoWeeks, durationMinutes: 50, now: new Date() });
      expect(slots.length, coach.lastName).toBeGreaterThan(0);
    }
  });
});
