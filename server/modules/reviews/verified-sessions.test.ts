// Reviews only of sessions that happened (docs/decisions/104): a coach completes a session only once
// it has ended (409 before; staff at any time), and a review of a session the coach arranged that was
// not paid through Kindred is kept and listed, but counts neither in the rating nor in the directory's
// order and is not labelled 'Verified session'; a paid one, or one staff arranged, does. The app runs
// behind the public answer cache, as `npm start` serves, so the numbers must be right in every answer.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CoachBookingInput, CoachBookingView } from "#common/bookings";
import type { PublicCoach, PublicReview } from "#common/coaches";
import { bookings, coaches, reviews } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, bookingInput, createBooking, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { insertCoachWithReviews } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { confirm, intentFor } from "../payments/payments-test-helpers";

const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { publicCache: true });
const db = app.database.db;
let admin: TestAccount;
let coach: CoachAccount;
let friend: TestAccount;

const TWENTY_DAYS_AHEAD = () => new Date(Date.now() + 20 * 86_400_000).toISOString();

beforeAll(async () => {
  [admin, coach, friend] = await Promise.all([adminAccount(app), coachAccount(app), createAccount(app, { firstName: "Fran" })]);
  // One review entered by staff: it counts, as staff reviews always have.
  const staffReview = { coachId: coach.coachId, rating: 4, comment: "Entered by staff.", clientName: "Sam P." };
  expect((await app.request("/api/admin/reviews", asUser(admin, { method: "POST", json: staffReview }))).status).toBe(201);
});

async function sessionByCoach(amount: string): Promise<CoachBookingView> {
  const { coachId: _none, ...input } = bookingInput("unused", { email: friend.email, amount, scheduledDate: TWENTY_DAYS_AHEAD() });
  const response = await app.request("/api/coach/bookings", asUser(coach, { method: "POST", json: input satisfies CoachBookingInput }));
  expect(response.status).toBe(201);
  return (await response.json()) as CoachBookingView;
}
const completeAsCoach = (id: string) =>
  app.request(`/api/coach/bookings/${id}`, asUser(coach, { method: "PATCH", json: { status: "completed" } }));
const review = (id: string, rating: number) =>
  app.request("/api/reviews", asUser(friend, { method: "POST", json: { bookingId: id, rating, comment: `Rated ${rating}.` } }));
/** The session's time comes and goes (it started 51 minutes ago; the sessions here last 50). */
const endSession = (id: string) =>
  db
    .update(bookings)
    .set({ scheduledDate: new Date(Date.now() - 51 * 60_000) })
    .where(eq(bookings.id, id));

/** The coach's rating as every public answer gives it: the profile, the directory and the stored row. */
async function ratingEverywhere() {
  const profile = (await (await app.request(`/api/coaches/${coach.coachId}`)).json()) as PublicCoach;
  const directory = (await (await app.request("/api/coaches?limit=100")).json()) as PublicCoach[];
  const listed = directory.find((c) => c.id === coach.coachId);
  const [row] = await db
    .select({ rating: coaches.rating, totalReviews: coaches.totalReviews })
    .from(coaches)
    .where(eq(coaches.id, coach.coachId));
  const summaries = [profile, listed, row].map((c) => ({ rating: c?.rating, totalReviews: c?.totalReviews }));
  expect(summaries[1]).toEqual(summaries[0]);
  expect(summaries[2]).toEqual(summaries[0]);
  return summaries[0];
}
const listedReviews = async () => (await (await app.request(`/api/coaches/${coach.coachId}/reviews`)).json()) as PublicReview[];

describe("reviews of sessions that happened", () => {
  it("refuses a coach completing a free session 20 days ahead; after its end the friend's review is kept but moves nothing", async () => {
    expect(await ratingEverywhere()).toEqual({ rating: 4, totalReviews: 1 });
    await listedReviews();
    const session = await sessionByCoach("0");
    const early = await completeAsCoach(session.id);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe("A session can be marked completed only once it has ended.");
    expect((await review(session.id, 5)).status).toBe(409);

    await endSession(session.id);
    expect((await completeAsCoach(session.id)).status).toBe(200);
    expect((await review(session.id, 5)).status).toBe(201);

    expect(await ratingEverywhere()).toEqual({ rating: 4, totalReviews: 1 });
    const [kept] = await db.select().from(reviews).where(eq(reviews.bookingId, session.id));
    expect(kept).toMatchObject({ rating: 5, countsInRating: false, verifiedSession: false });
    const listed = await listedReviews();
    expect(listed.map((r) => [r.comment, r.verifiedSession])).toEqual(
      expect.arrayContaining([
        ["Rated 5.", false],
        ["Entered by staff.", false],
      ]),
    );
  });

  it("counts and labels a session paid through Kindred, and one staff arranged (which staff may complete at any time)", async () => {
    const paid = await sessionByCoach("120.00");
    expect((await intentFor(app, friend, paid.id, "120.00")).status).toBe(200);
    expect((await confirm(app, friend, paid.id, "tok_visa")).status).toBe(200);
    await endSession(paid.id);
    expect((await completeAsCoach(paid.id)).status).toBe(200);
    expect((await review(paid.id, 2)).status).toBe(201);
    // (4 + 2) / 2: the unpaid one of the test before still does not count.
    expect(await ratingEverywhere()).toEqual({ rating: 3, totalReviews: 2 });

    const byStaff = await createBooking(
      app,
      admin,
      bookingInput(coach.coachId, { email: friend.email, amount: "0", scheduledDate: TWENTY_DAYS_AHEAD() }),
    );
    const done = await app.request(`/api/admin/bookings/${byStaff.id}`, asUser(admin, { method: "PATCH", json: { status: "completed" } }));
    expect(done.status).toBe(200);
    expect((await review(byStaff.id, 5)).status).toBe(201);
    // (4 + 2 + 5) / 3, to two decimals.
    expect(await ratingEverywhere()).toEqual({ rating: 3.67, totalReviews: 3 });

    const labelled = (await listedReviews()).filter((r) => r.verifiedSession).map((r) => r.comment);
    expect(labelled.sort()).toEqual(["Rated 2.", "Rated 5."]);
  });
});

describe("the migration that brought this in", () => {
  it("keeps counting only the existing reviews of sessions paid through Kindred, and recomputes those ratings", async () => {
    // Who arranged a booking made before the migration is unknown (null).
    const other = await insertCoachWithReviews(db, [4]);
    const session = (at: number, amountCents: number, paymentStatus: string) => ({
      ...bookingRowOf(other.id, at),
      amountCents,
      paymentStatus,
    });
    const [free, paid] = await db
      .insert(bookings)
      .values([session(-30, 0, "pending"), session(-20, 12_000, "succeeded")])
      .returning();
    await db.insert(reviews).values([
      { coachId: other.id, bookingId: free.id, clientId: friend.user.id, rating: 1, clientName: "Fran H." },
      { coachId: other.id, bookingId: paid.id, clientId: friend.user.id, rating: 5, clientName: "Fran H." },
    ]);
    await db.update(coaches).set({ rating: 3.33, totalReviews: 3 }).where(eq(coaches.id, other.id));

    const migration = fs.readFileSync(path.resolve("server/db/migrations/0020_reviews_of_sessions_and_shared_view_key.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint").slice(-3)) await app.database.pool.query(statement);

    const [row] = await db.select().from(coaches).where(eq(coaches.id, other.id));
    expect(row).toMatchObject({ rating: 4.5, totalReviews: 2 });
    const flags = await db
      .select({ rating: reviews.rating, countsInRating: reviews.countsInRating, verifiedSession: reviews.verifiedSession })
      .from(reviews)
      .where(eq(reviews.coachId, other.id));
    expect(flags.sort((a, b) => a.rating - b.rating)).toEqual([
      { rating: 1, countsInRating: false, verifiedSession: false },
      { rating: 4, countsInRating: true, verifiedSession: false },
      { rating: 5, countsInRating: true, verifiedSession: true },
    ]);
    // The reviews written by the code since then are as the migration would have left them.
    expect(await ratingEverywhere()).toEqual({ rating: 3.67, totalReviews: 3 });
  });
});

/** A completed session of `coachId` that started `days` from now (negative: in the past). */
function bookingRowOf(coachId: string, days: number): typeof bookings.$inferInsert {
  return {
    coachId,
    clientId: friend.user.id,
    firstName: "Fran",
    lastName: "Hart",
    email: friend.email,
    sessionType: "50-minute session",
    scheduledDate: new Date(Date.now() + days * 86_400_000),
    duration: 50,
    status: "completed",
  };
}
