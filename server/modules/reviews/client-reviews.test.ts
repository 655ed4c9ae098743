// Client reviews over HTTP (docs/product/directory.md#reviews): one's own completed booking only, once (409
// for a second), clientId and coachId from the session and the booking, the exact messages, and the
// coach's rating and totalReviews changed with the review.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingReview } from "#common/reviews";
import { coaches, reviews } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, bookingInput, createBooking, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { insertCoach, insertCoachWithReviews } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
const db = app.database.db;
let admin: TestAccount;
let client: TestAccount;
let coachId: string;

beforeAll(async () => {
  admin = await adminAccount(app);
  client = await createAccount(app, { firstName: "Robin", lastName: "hart" });
  coachId = (await insertCoachWithReviews(db, [5, 4], { firstName: "Maya", lastName: "Lin" })).id;
});

async function completedBooking(owner = client, coach = coachId) {
  const booking = await createBooking(app, admin, bookingInput(coach, { email: owner.email, amount: "0" }));
  const done = await app.request(`/api/admin/bookings/${booking.id}`, asUser(admin, { method: "PATCH", json: { status: "completed" } }));
  expect(done.status).toBe(200);
  return booking;
}

const post = (who: TestAccount, json: unknown) => app.request("/api/reviews", asUser(who, { method: "POST", json }));

describe("POST /api/reviews", () => {
  it("answers 401 signed out", async () => {
    expect((await app.request("/api/reviews", { method: "POST", json: { bookingId: "x", rating: 5 } })).status).toBe(401);
    expect((await app.request("/api/reviews/booking/x")).status).toBe(401);
  });

  it("refuses a booking that is not completed yet with 409", async () => {
    const booking = await createBooking(app, admin, bookingInput(coachId, { email: client.email, amount: "0" }));
    const response = await post(client, { bookingId: booking.id, rating: 5 });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("You can review a session once it is completed.");
  });

  it("stores the review with ids from the session and the booking, and updates the coach's rating", async () => {
    const booking = await completedBooking();
    const other = await insertCoach(db);
    const response = await post(client, {
      bookingId: booking.id,
      rating: 3,
      comment: "  Kind and clear.  ",
      clientId: admin.user.id,
      coachId: other.id,
    });
    expect(response.status).toBe(201);
    const review = (await response.json()) as BookingReview;
    expect(review).toMatchObject({ bookingId: booking.id, coachId, rating: 3, comment: "Kind and clear.", clientName: "Robin H." });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row.clientId).toBe(client.user.id);
    const [coach] = await db.select().from(coaches).where(eq(coaches.id, coachId));
    // (5 + 4 + 3) / 3
    expect(coach).toMatchObject({ rating: 4, totalReviews: 3 });
    const [untouched] = await db.select().from(coaches).where(eq(coaches.id, other.id));
    expect(untouched.totalReviews).toBe(0);

    // Once: a second review of the same session is refused.
    const second = await post(client, { bookingId: booking.id, rating: 5 });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("You have already reviewed this session.");
    // The profile and the directory show the new rating at once.
    const profile = (await (await app.request(`/api/coaches/${coachId}`)).json()) as { rating: number; totalReviews: number };
    expect(profile).toMatchObject({ rating: 4, totalReviews: 3 });
  });

  it("averages to two decimals", async () => {
    const coach = await insertCoachWithReviews(db, [5, 5], {});
    await post(client, { bookingId: (await completedBooking(client, coach.id)).id, rating: 4 });
    const [row] = await db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row).toMatchObject({ rating: 4.67, totalReviews: 3 });
  });

  it("lets only one of two simultaneous reviews of a session through", async () => {
    const booking = await completedBooking();
    const statuses = (
      await Promise.all([post(client, { bookingId: booking.id, rating: 5 }), post(client, { bookingId: booking.id, rating: 1 })])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toHaveLength(1);
  });

  it("answers 404 for someone else's booking", async () => {
    const booking = await completedBooking();
    const stranger = await createAccount(app);
    expect((await post(stranger, { bookingId: booking.id, rating: 5 })).status).toBe(404);
    expect((await app.request(`/api/reviews/booking/${booking.id}`, asUser(stranger))).status).toBe(404);
  });

  it.each([
    [{ rating: 0 }, "rating", "Rating must be at least 1"],
    [{ rating: 6 }, "rating", "Rating must be at most 5"],
    [{ rating: 4, comment: "x".repeat(151) }, "comment", "Review must be 150 words or less"],
  ])("answers 400 with the specified message for %j", async (change, field, message) => {
    const booking = await completedBooking();
    const response = await post(client, { bookingId: booking.id, ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
  });
});

describe("GET /api/reviews/booking/{id}", () => {
  it("answers null before a review and the review after", async () => {
    const booking = await completedBooking();
    const before = await app.request(`/api/reviews/booking/${booking.id}`, asUser(client));
    expect(before.status).toBe(200);
    expect(await before.json()).toBeNull();
    await post(client, { bookingId: booking.id, rating: 4, comment: "Helpful." });
    const after = (await (await app.request(`/api/reviews/booking/${booking.id}`, asUser(client))).json()) as BookingReview;
    expect(after).toMatchObject({ rating: 4, comment: "Helpful.", bookingId: booking.id });
  });
});
