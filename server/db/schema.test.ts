// The constraints the data demands, checked against a real PostgreSQL with the committed migrations.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { coachRow } from "./seed/coach-factory";
import { blogPosts, bookings, coaches, consultationRequests, reviews } from "./schema";

const { db, pool } = await createTestDatabase();

async function insertCoach(overrides: Partial<typeof coaches.$inferInsert> = {}) {
  const [coach] = await db
    .insert(coaches)
    .values(coachRow({ firstName: "Ada", lastName: "Lovelace" }, overrides))
    .returning();
  return coach;
}

function constraintOf(error: unknown): string | undefined {
  const cause = (error as { cause?: { constraint?: string } }).cause;
  return cause?.constraint ?? (error as { constraint?: string }).constraint;
}

describe("the data model: stored values, search words and indexes", () => {
  it("keeps a coach's rate as integer cents in its cents column, and booking amounts as numeric(10,2)", async () => {
    const coach = await insertCoach({ hourlyRateCents: 12_550 });
    expect(coach.hourlyRateCents).toBe(12_550);
    const raw = await pool.query("select hourly_rate_cents, public_json::json ->> 'hourlyRate' as public_rate from coaches where id = $1", [
      coach.id,
    ]);
    expect(raw.rows[0]).toEqual({ hourly_rate_cents: 12_550, public_rate: "125.50" });
    const type = await pool.query(
      "select numeric_precision, numeric_scale from information_schema.columns where table_name = 'bookings' and column_name = 'amount'",
    );
    expect(type.rows[0]).toEqual({ numeric_precision: 10, numeric_scale: 2 });
  });

  it("builds the search words from name, title, bio and specializations, and lower-cased lists", async () => {
    const coach = await insertCoach({
      title: "Certified Coach",
      bio: "Warm AND direct.",
      specializations: ["Boundary Setting"],
      languages: ["English", "Spanish"],
    });
    const [row] = await db
      .select({ words: sql<string>`${coaches.searchVector}::text`, languages: coaches.languagesLc })
      .from(coaches)
      .where(eq(coaches.id, coach.id));
    for (const word of ["'ada'", "'lovelace'", "'certified'", "'warm'", "'direct'", "'boundary'", "'setting'"])
      expect(row.words).toContain(word);
    expect(row.languages).toEqual(["english", "spanish"]);
  });

  it("has the indexes the directory filters use", async () => {
    const result = await db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'coaches'`,
    );
    const byName = new Map(result.rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get("coaches_search_vector_idx")).toMatch(/USING gin \(search_vector\)/);
    for (const name of ["specializations", "availability", "languages", "certifications", "insurance"]) {
      expect(byName.get(`coaches_${name}_idx`)).toMatch(new RegExp(`USING gin \\(${name}_lc\\)`));
    }
  });
});

describe("the data model: what goes with a coach, and what is unique", () => {
  it("deletes consultation requests with their coach", async () => {
    const coach = await insertCoach();
    await db.insert(consultationRequests).values({
      coachId: coach.id,
      firstName: "Sam",
      lastName: "Lee",
      email: "sam@example.com",
      phoneNumber: "5550100100",
      sessionType: "Free 15 mins consultation",
      location: "Austin",
      reasonForVisit: "We keep having the same argument.",
    });
    await db.delete(coaches).where(eq(coaches.id, coach.id));
    const left = await db.select().from(consultationRequests).where(eq(consultationRequests.coachId, coach.id));
    expect(left).toHaveLength(0);
  });

  it("allows one review per booking", async () => {
    const coach = await insertCoach();
    const [booking] = await db
      .insert(bookings)
      .values({
        coachId: coach.id,
        firstName: "Sam",
        lastName: "Lee",
        email: "sam@example.com",
        sessionType: "50-minute session",
        scheduledDate: new Date("2026-12-01T15:00:00Z"),
        duration: 50,
        amountCents: 12_000,
      })
      .returning();
    await db.insert(reviews).values({ coachId: coach.id, bookingId: booking.id, rating: 4 });
    const error = await db
      .insert(reviews)
      .values({ coachId: coach.id, bookingId: booking.id, rating: 5 })
      .catch((e: unknown) => e);
    expect(constraintOf(error)).toBe("reviews_booking_id_unique");
  });

  it("keeps blog slugs unique", async () => {
    const post = {
      title: "T",
      description: "D",
      content: "<p>C</p>",
      author: "Dr. Maya Chen",
      category: "Dating Tips",
      readTime: "5 min read",
    };
    await db.insert(blogPosts).values({ ...post, slug: "same-slug" });
    const error = await db
      .insert(blogPosts)
      .values({ ...post, slug: "same-slug" })
      .catch((e: unknown) => e);
    expect(constraintOf(error)).toBe("blog_posts_slug_unique");
  });
});

describe("the data model: values outside their allowed range", () => {
  it("refuses a rating outside 1–5", async () => {
    const coach = await insertCoach();
    for (const rating of [0, 6]) {
      const error = await db
        .insert(reviews)
        .values({ coachId: coach.id, rating, comment: "" })
        .catch((e: unknown) => e);
      expect(constraintOf(error)).toBe("reviews_rating_check");
    }
    await expect(db.insert(reviews).values({ coachId: coach.id, rating: 5, comment: "Great" })).resolves.toBeDefined();
  });

  it("refuses booking states outside the state machine's", async () => {
    const coach = await insertCoach();
    const error = await db
      .insert(bookings)
      .values({
        coachId: coach.id,
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        sessionType: "x",
        scheduledDate: new Date(),
        duration: 50,
        status: "lost",
      })
      .catch((e: unknown) => e);
    expect(constraintOf(error)).toBe("bookings_status_check");
  });
});

describe("kindred_state_code", () => {
  it.each([
    ["Austin, TX", "TX"],
    ["Brooklyn, ny", "NY"],
    ["Hartford, Connecticut", "CT"],
    ["New York", "NY"],
    ["Kansas City, MO 64105", "MO"],
    ["West Virginia", "WV"],
    ["Indianapolis, IN", "IN"],
    ["Online only", null],
    ["Paris, FR", null],
    ["", null],
  ])("reads %j as %j", async (location, code) => {
    const result = await pool.query("select kindred_state_code($1) as code", [location]);
    expect(result.rows[0].code).toBe(code);
  });
});
