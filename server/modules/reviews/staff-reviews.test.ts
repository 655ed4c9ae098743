// Reviews by staff (docs/product/staff-portal.md#staff-reviews): the exact
// messages, and every review updating the coach's rating (average, 2 decimals) and totalReviews in
// the same transaction, also when several arrive at once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { coaches, reviews } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { insertCoach, insertCoachWithReviews } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { addReview } from "./service";

const app = await startTestApp({ ADMIN_EMAILS: "reviews@kindred.example" });
const db = app.database.db;
let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount(app, { email: "reviews@kindred.example" });
});
const post = (json: unknown) => app.request("/api/admin/reviews", { method: "POST", json, headers: { Cookie: admin.jar.header } });

describe("POST /api/admin/reviews", () => {
  it("stores the review and updates the coach's rating and count", async () => {
    const coach = await insertCoachWithReviews(db, [5, 4]);
    const response = await post({ coachId: coach.id, rating: 2, comment: " Helpful, if brief. ", clientName: "Jo P." });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.review).toMatchObject({ coachId: coach.id, rating: 2, comment: "Helpful, if brief.", clientName: "Jo P." });
    expect(body.coach).toEqual({ id: coach.id, rating: 3.67, totalReviews: 3 });
    const [row] = await db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row).toMatchObject({ rating: 3.67, totalReviews: 3 });
    const publicReviews = await (await app.request(`/api/coaches/${coach.id}/reviews`)).json();
    expect(publicReviews[0]).toMatchObject({ rating: 2, comment: "Helpful, if brief." });
  });

  it("changes the public directory's order at once", async () => {
    const coach = await insertCoach(db, { firstName: "Orrin", lastName: "Quade" });
    await post({ coachId: coach.id, rating: 5, comment: "", clientName: "A" });
    const [listed] = await (await app.request("/api/coaches?search=Orrin")).json();
    expect(listed).toMatchObject({ rating: 5, totalReviews: 1 });
  });

  it.each([
    [{ rating: 0 }, "rating", "Rating must be at least 1"],
    [{ rating: 6 }, "rating", "Rating must be at most 5"],
    [{ comment: "x".repeat(151) }, "comment", "Review must be 150 words or less"],
    [{ clientName: " " }, "clientName", "Client name is required"],
  ])("answers 400 for %o with the exact message", async (change, field, message) => {
    const coach = await insertCoach(db);
    const response = await post({ coachId: coach.id, rating: 4, comment: "Good", clientName: "Kim", ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
    expect(await db.select().from(reviews).where(eq(reviews.coachId, coach.id))).toHaveLength(0);
  });

  it("answers 404 for an unknown coach", async () => {
    for (const coachId of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await post({ coachId, rating: 4, comment: "", clientName: "Kim" })).status).toBe(404);
    }
  });
});

describe("addReview (shared with client reviews)", () => {
  it("keeps rating and count exact under concurrent reviews", async () => {
    const coach = await insertCoach(db);
    const ratings = [5, 4, 3, 5, 2, 1, 4, 5];
    await Promise.all(
      ratings.map((rating) => db.transaction((tx) => addReview(tx, { coachId: coach.id, rating, comment: "", clientName: "C" }))),
    );
    const [row] = await db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row.totalReviews).toBe(8);
    expect(row.rating).toBe(3.63);
  });

  it("writes nothing when the surrounding transaction rolls back", async () => {
    const coach = await insertCoach(db);
    await expect(
      db.transaction(async (tx) => {
        await addReview(tx, { coachId: coach.id, rating: 1, comment: "", clientName: "C" });
        throw new Error("booking check failed");
      }),
    ).rejects.toThrow("booking check failed");
    const [row] = await db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row).toMatchObject({ rating: 0, totalReviews: 0 });
  });
});
