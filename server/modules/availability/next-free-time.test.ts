// The next free time as time passes and people book at once: the background pass computes only the
// coaches that are due (the first time slipped under the minimum notice, a hold ran out), the public
// cache lets go of the old answer, and two bookings of one coach at once leave the right answer.
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ClientBookingCreated } from "#common/bookings";
import type { PublicCoach } from "#common/coaches";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser } from "../../../tests/support/bookings";
import { insertCoach } from "../../../tests/support/factories";
import { bookings, coachAvailability } from "../../db/schema";
import { expireHolds } from "../bookings/jobs";
import { everyDay } from "./scheduling-test-helpers";
import { expectListedIsFirstSlot, firstOfferedSlot, listedNextFree, startClockedApp } from "./next-free-test-helpers";

const { app, clock } = await startClockedApp({ publicCache: true });
const db = app.database.db;
let staff: TestAccount;
let clients: TestAccount[];

beforeAll(async () => {
  [staff, ...clients] = await Promise.all([adminAccount(app), createAccount(app), createAccount(app)]);
});
// Each test starts at the real time (holds run out by the database's clock).
beforeEach(() => {
  clock.now = Date.now();
});

async function coachWithHours(hours = everyDay("09:00", "17:00"), timeZone = "America/Chicago"): Promise<string> {
  const { id } = await insertCoach(db, { hourlyRate: 90 });
  const saved = await app.request(
    `/api/admin/coaches/${id}/availability`,
    asUser(staff, { method: "PUT", json: { timeZone, weekly: hours } }),
  );
  expect(saved.status).toBe(200);
  return id;
}

const book = (who: TestAccount, coachId: string, start: string) =>
  app.request(
    "/api/bookings",
    asUser(who, { method: "POST", json: { coachId, start, sessionType: "50-minute session", sessionFormat: "video" } }),
  );

const dueOf = async (coachId: string) =>
  Date.parse((await db.select().from(coachAvailability).where(eq(coachAvailability.coachId, coachId)))[0].nextAvailableDueAt);

/** Asks until the cached public answer shows `expected` (the pass's change reaches the cache by NOTIFY). */
async function listedWithin(coachId: string, expected: string, withinMs = 2_000): Promise<void> {
  const started = Date.now();
  const shown = async () => ((await (await app.request(`/api/coaches/${coachId}`)).json()) as PublicCoach).nextAvailableAt;
  while ((await shown()) !== expected) {
    if (Date.now() - started > withinMs) throw new Error(`still not ${expected} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Cleared together: the directory's answer agrees.
  expect(await listedNextFree(app, coachId)).toBe(expected);
}

describe("as time passes", () => {
  it("the pass computes a coach again once the first time slips under the minimum notice, and the cached answers follow", async () => {
    const coachId = await coachWithHours();
    const before = await expectListedIsFirstSlot(app, clock, coachId);
    // Cached now: the next answers come from the public cache.
    await listedNextFree(app, coachId);
    expect((await app.request(`/api/coaches/${coachId}`)).headers.get("x-cache")).toBe("HIT");
    const due = await dueOf(coachId);
    expect(due).toBe(Date.parse(before) - 12 * 3_600_000 + 1);

    clock.now = due - 1;
    expect(await app.services.nextFreeTimes.runDuePass()).toBe(0);
    clock.now = due;
    expect(await app.services.nextFreeTimes.runDuePass()).toBeGreaterThanOrEqual(1);
    const after = (await firstOfferedSlot(app, clock, coachId))!;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    await listedWithin(coachId, after);
  });

  it("a hold that runs out frees its time, and the coach is due when it does", async () => {
    const coachId = await coachWithHours();
    const first = await expectListedIsFirstSlot(app, clock, coachId);
    const hold = (await (await book(clients[0], coachId, first)).json()) as ClientBookingCreated;
    expect(await expectListedIsFirstSlot(app, clock, coachId)).not.toBe(first);
    expect(await dueOf(coachId)).toBeLessThanOrEqual(Date.parse(hold.holdExpiresAt));

    await db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, hold.id));
    expect(await expireHolds(db, app.services.availability)).toBe(1);
    await listedWithin(coachId, first);
  });
});

describe("two bookings of one coach at once", () => {
  it("leave the next free time the slots route offers after both", async () => {
    for (let round = 0; round < 3; round += 1) {
      const coachId = await coachWithHours(everyDay("09:00", "12:00"));
      const first = await expectListedIsFirstSlot(app, clock, coachId);
      // The first free time of the day after, so both can be booked.
      const nextDay = await app.request(
        `/api/coaches/${coachId}/slots?from=${first.slice(0, 10)}&to=${new Date(Date.parse(first) + 4 * 86_400_000).toISOString().slice(0, 10)}&duration=50`,
      );
      const other = ((await nextDay.json()) as { start: string }[]).find((slot) => slot.start.slice(0, 10) !== first.slice(0, 10))!;
      const answers = await Promise.all([book(clients[0], coachId, first), book(clients[1], coachId, other.start)]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const after = await expectListedIsFirstSlot(app, clock, coachId);
      expect([first, other.start]).not.toContain(after);
    }
  });
});
