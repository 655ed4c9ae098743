// Double booking made impossible by the database: 40 requests for one time, and the staff form, the
// coach workspace and the public route at once; the exclusion constraint itself, buffer included.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../db/schema";
import { asUser, bookingInput } from "../../../tests/support/bookings";
import { coachAccount } from "../../../tests/support/coach-accounts";
import { insertCoach } from "../../../tests/support/factories";
import { everyDay, startSchedulingApp } from "./scheduling-test-helpers";

const { app, db, accounts, coachWithHours, firstFreeTime, book } = await startSchedulingApp();

describe("POST /api/bookings", () => {
  it("gives a time to exactly one of 40 clients asking at once; the others get 409 and one row exists", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "10:00") });
    const start = await firstFreeTime(id, "UTC");
    // One account per request would cost 40 sign-ups (seconds each); the rule is the coach's time, not the person.
    const answers = await Promise.all(Array.from({ length: 40 }, () => book(accounts.client, id, start)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(await answer.json()).toEqual({ message: "That time was just taken. Please pick another." });
    const rows = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.coachId, id), inArray(bookings.status, ["pending", "confirmed"])));
    expect(rows).toHaveLength(1);
  });

  it("lets exactly one of the staff form, the coach workspace and the public route take overlapping times at once", async () => {
    const linked = await coachAccount(app, { hourlyRate: 100 });
    const saved = await app.request(
      "/api/coach/availability",
      asUser(linked, { method: "PUT", json: { timeZone: "UTC", weekly: everyDay("09:00", "12:00") } }),
    );
    expect(saved.status).toBe(200);
    const start = await firstFreeTime(linked.coachId, "UTC");
    const shifted = new Date(Date.parse(start) + 20 * 60_000).toISOString();
    const [staff, coachSide, publicSide] = await Promise.all([
      app.request(
        "/api/admin/bookings",
        asUser(accounts.admin, { method: "POST", json: bookingInput(linked.coachId, { scheduledDate: shifted, duration: 50 }) }),
      ),
      app.request(
        "/api/coach/bookings",
        asUser(linked, {
          method: "POST",
          json: { ...bookingInput(linked.coachId, { scheduledDate: start, duration: 50 }), coachId: undefined },
        }),
      ),
      book(accounts.client, linked.coachId, start),
    ]);
    const statuses = [staff.status, coachSide.status, publicSide.status];
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const rows = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.coachId, linked.coachId), inArray(bookings.status, ["pending", "confirmed"])));
    expect(rows).toHaveLength(1);
  });
});

describe("the database's rule", () => {
  it("refuses a second open session of one coach inside another's time plus its buffer (exclusion constraint)", async () => {
    const made = await insertCoach(db);
    const start = new Date(Date.now() + 50 * 86_400_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const row = (scheduledDate: Date, status = "confirmed") => ({
      coachId: made.id,
      firstName: "Ana",
      lastName: "Reyes",
      email: "ana@example.com",
      sessionType: "50-minute session",
      duration: 50,
      bufferMinutes: 15,
      scheduledDate,
      status,
    });
    await db.insert(bookings).values(row(start));
    // 50 minutes + 15 of buffer: a session at +60 minutes overlaps, one at +65 does not.
    const clash = await db
      .insert(bookings)
      .values(row(at(60)))
      .catch((error: { cause?: { code?: string } }) => error.cause?.code);
    expect(clash).toBe("23P01");
    await db.insert(bookings).values(row(at(65)));
    // Another coach, or a cancelled session, never clashes.
    await db.insert(bookings).values({ ...row(start), coachId: (await insertCoach(db)).id });
    await db.insert(bookings).values(row(at(10), "cancelled"));
    // An earlier session whose own buffer reaches into the new one clashes too.
    const before = await db
      .insert(bookings)
      .values(row(at(-60)))
      .catch((error: { cause?: { code?: string } }) => error.cause?.code);
    expect(before).toBe("23P01");
  });
});
