// Profile views (counted once per visitor per coach per day, bots never, no address kept) and the
// coach's Insights answer, against a real PostgreSQL. Visitors are told apart by the address the
// server sees (X-Forwarded-For behind the trusted proxy here) and their browser's user agent.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CoachInsights } from "#common/coach-insights";
import { PROFILE_VIEW_HEADER } from "#common/coach-insights";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { bookings, coachProfileViews, consultationRequests, profileViewVisitors } from "../../db/schema";
import { utcDay } from "./profile-views";

const app = await startTestApp({ TRUST_PROXY: "true" });
const db = app.database.db;
const DAY_MS = 86_400_000;

const CHROME = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${120 + n}.0.0.0 Safari/537.36`;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The profile page's own fetch on a client-side navigation, from this visitor. */
function viewProfile(coachId: string, visitor: { address: string; userAgent?: string }, asProfileView = true): Promise<Response> {
  return app.request(`/api/coaches/${coachId}`, {
    headers: {
      "X-Forwarded-For": visitor.address,
      ...(visitor.userAgent === undefined ? {} : { "User-Agent": visitor.userAgent }),
      ...(asProfileView ? { [PROFILE_VIEW_HEADER]: "1" } : {}),
    },
  });
}

async function viewsOn(coachId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ views: coachProfileViews.views })
    .from(coachProfileViews)
    .where(and(eq(coachProfileViews.coachId, coachId), eq(coachProfileViews.day, day)));
  return row?.views ?? 0;
}

const daysAgo = (days: number, hour = 12) => {
  const at = new Date(Date.now() - days * DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

let coach: CoachAccount;
let client: TestAccount;
beforeAll(async () => {
  [coach, client] = await Promise.all([coachAccount(app), createAccount(app)]);
});

describe("profile views", () => {
  it("counts 200 views from 20 visitors on one day as 20, and a bot's and other readers' requests as none", async () => {
    const { id } = await insertCoach(db);
    const today = utcDay(new Date());
    const visitors = Array.from({ length: 20 }, (_, i) => ({ address: `203.0.113.${i + 1}`, userAgent: CHROME(i) }));
    // Ten rounds, each with every visitor at once: repeat views race each other as well.
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(visitors.map((visitor) => viewProfile(id, visitor)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    }
    for (let i = 0; i < 30; i += 1) {
      expect((await viewProfile(id, { address: "66.249.66.1", userAgent: GOOGLEBOT })).status).toBe(200);
    }
    // No user agent at all is no browser either; nor is a fetch without the page's header.
    await viewProfile(id, { address: "198.51.100.7", userAgent: "" });
    await viewProfile(id, { address: "198.51.100.8", userAgent: CHROME(99) }, false);
    await app.services.profileViews.settled();

    expect(await viewsOn(id, today)).toBe(20);
    const hashes = await db.select().from(profileViewVisitors).where(eq(profileViewVisitors.coachId, id));
    expect(hashes).toHaveLength(20);
    // What is kept says nothing readable about the visitor, and the logs do not name them either.
    for (const row of hashes) {
      expect(row.visitorHash).toMatch(/^[\w-]{22}$/);
      expect(row.visitorHash).not.toContain("203.0.113");
    }
    expect(app.logs.join("\n")).not.toMatch(/203\.0\.113\.\d|66\.249\.66\.1/);
  });

  it("counts one visitor once a day per coach, and again for another coach", async () => {
    const [first, second] = await Promise.all([insertCoach(db), insertCoach(db)]);
    const visitor = { address: "2001:db8::42", userAgent: CHROME(1) };
    for (let i = 0; i < 5; i += 1) await viewProfile(first.id, visitor);
    await viewProfile(second.id, visitor);
    // The same address with another browser is another visitor.
    await viewProfile(first.id, { ...visitor, userAgent: CHROME(2) });
    await app.services.profileViews.settled();
    const today = utcDay(new Date());
    expect(await viewsOn(first.id, today)).toBe(2);
    expect(await viewsOn(second.id, today)).toBe(1);
    // Hashes of one visitor for two coaches differ, so they cannot be matched to each other.
    const rows = await db
      .select({ hash: profileViewVisitors.visitorHash })
      .from(profileViewVisitors)
      .where(sql`${profileViewVisitors.coachId} in (${first.id}, ${second.id})`);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(3);
  });

  it("does not count an unknown coach's page and answers it 404", async () => {
    const visitorRows = async () => (await db.select({ count: sql<number>`count(*)::int` }).from(profileViewVisitors))[0].count;
    const before = await visitorRows();
    const response = await viewProfile("00000000-0000-4000-8000-000000000000", { address: "203.0.113.200", userAgent: CHROME(3) });
    expect(response.status).toBe(404);
    await app.services.profileViews.settled();
    expect(await visitorRows()).toBe(before);
  });
});

/** A consultation request to a coach, made at `createdAt` and first answered so many hours later (null: not yet). */
const consultationRequestRow = (coachId: string, createdAt: Date, contactedAfterHours: number | null) => ({
  coachId,
  firstName: "Vera",
  lastName: "Visitor",
  email: "vera@example.com",
  phoneNumber: "5550104455",
  sessionType: "Free 15 mins consultation",
  location: "Austin",
  reasonForVisit: "We keep arguing about the same things.",
  status: contactedAfterHours === null ? "pending" : "contacted",
  createdAt,
  firstContactedAt: contactedAfterHours === null ? null : new Date(createdAt.getTime() + contactedAfterHours * 3_600_000),
});

/** Each booking a week after the one before, so none overlaps. */
let slot = 0;
const bookingRow = (coachId: string, createdAt: Date, status: string) => {
  slot += 1;
  return {
    coachId,
    firstName: "Vera",
    lastName: "Visitor",
    email: "vera@example.com",
    sessionType: "Individual",
    scheduledDate: new Date(Date.now() + slot * 7 * DAY_MS),
    duration: 60,
    status,
    createdAt,
  };
};

/** The requests, sessions and stored views of a coach over the last 120 days, and a few of another coach's. */
async function insertInsightFigures(coachId: string, otherId: string) {
  await db.insert(consultationRequests).values([
    consultationRequestRow(coachId, daysAgo(0, 1), 2),
    consultationRequestRow(coachId, daysAgo(0, 2), null),
    consultationRequestRow(coachId, daysAgo(3), 5),
    consultationRequestRow(coachId, daysAgo(10), 30),
    consultationRequestRow(coachId, daysAgo(45), 100), // only in the 90-day window
    consultationRequestRow(coachId, daysAgo(120), 1), // in neither
    consultationRequestRow(otherId, daysAgo(3), 1), // another coach's
  ]);
  await db
    .insert(bookings)
    .values([
      bookingRow(coachId, daysAgo(0, 3), "pending"),
      bookingRow(coachId, daysAgo(3), "confirmed"),
      bookingRow(coachId, daysAgo(3), "cancelled"),
      bookingRow(coachId, daysAgo(60), "completed"),
      bookingRow(otherId, daysAgo(3), "confirmed"),
    ]);
  await db.insert(coachProfileViews).values([
    { coachId, day: utcDay(daysAgo(3)), views: 7 },
    { coachId, day: utcDay(daysAgo(45)), views: 40 },
    { coachId: otherId, day: utcDay(daysAgo(3)), views: 500 },
  ]);
}

describe("GET /api/coach/insights", () => {
  const asCoach = () => ({ headers: { cookie: coach.jar.header } });

  it("answers the coach's own views, requests, sessions and median time to first contact, day by day", async () => {
    const other = await insertCoach(db);
    await insertInsightFigures(coach.coachId, other.id);
    // Today's views arrive through the counting path: three visitors.
    for (const i of [1, 2, 3]) await viewProfile(coach.coachId, { address: `198.51.100.${i}`, userAgent: CHROME(i) });
    await app.services.profileViews.settled();

    const response = await app.request("/api/coach/insights?days=30", asCoach());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const insights = (await response.json()) as CoachInsights;
    expect(insights.days).toHaveLength(30);
    expect(insights.days[29].date).toBe(utcDay(new Date()));
    expect(insights.days[0].date).toBe(utcDay(daysAgo(29)));
    expect(insights.days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.date))).toBe(true);
    const on = (date: Date) => insights.days.find((day) => day.date === utcDay(date));
    expect(on(daysAgo(0))).toEqual({ date: utcDay(daysAgo(0)), profileViews: 3, requests: 2, sessions: 1 });
    expect(on(daysAgo(3))).toEqual({ date: utcDay(daysAgo(3)), profileViews: 7, requests: 1, sessions: 1 });
    expect(on(daysAgo(10))).toEqual({ date: utcDay(daysAgo(10)), profileViews: 0, requests: 1, sessions: 0 });
    expect(insights.totals).toEqual({ profileViews: 10, requests: 4, sessions: 2, conversionRate: 0.4 });
    // Contacted after 2, 5 and 30 hours (the fourth is still pending).
    expect(insights.medianHoursToFirstContact).toBe(5);

    const ninety = (await (await app.request("/api/coach/insights?days=90", asCoach())).json()) as CoachInsights;
    expect(ninety.days).toHaveLength(90);
    expect(ninety.totals).toEqual({ profileViews: 50, requests: 5, sessions: 3, conversionRate: 0.1 });
    // 2, 5, 30 and 100 hours: the middle two average to 17.5.
    expect(ninety.medianHoursToFirstContact).toBe(17.5);
  });

  it("answers zeros and nulls for a coach without any figures", async () => {
    const fresh = await app.services.coachInsights.forCoach((await insertCoach(db)).id, 30);
    expect(fresh.days).toHaveLength(30);
    expect(fresh.days.every((day) => day.profileViews === 0 && day.requests === 0 && day.sessions === 0)).toBe(true);
    expect(fresh.totals).toEqual({ profileViews: 0, requests: 0, sessions: 0, conversionRate: null });
    expect(fresh.medianHoursToFirstContact).toBeNull();
  });

  it("defaults to 30 days and refuses any other window, naming days", async () => {
    const answer = (await (await app.request("/api/coach/insights", asCoach())).json()) as CoachInsights;
    expect(answer.days).toHaveLength(30);
    for (const query of ["days=7", "days=abc", "days=30&days=90", "days="]) {
      const response = await app.request(`/api/coach/insights?${query}`, asCoach());
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors.days, query).toBe("days must be 30 or 90");
      expect(body.message).toContain("days");
    }
  });

  it("answers 401 signed out and 403 for an account without a coach", async () => {
    const signedOut = await app.request("/api/coach/insights?days=30");
    expect(signedOut.status).toBe(401);
    const notCoach = await app.request("/api/coach/insights?days=30", { headers: { cookie: client.jar.header } });
    expect(notCoach.status).toBe(403);
    expect(((await notCoach.json()) as { message: string }).message).toMatch(/not linked to a coach/);
  });
});
