// Time running out on bookings: a hold that ran out frees its time (offered and bookable again, the
// old booking unpayable), and the background passes that release such holds and complete sessions.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ClientBookingCreated } from "#common/bookings";
import { bookings, emailOutbox } from "../../db/schema";
import { createAccount } from "../../../tests/support/accounts";
import { asUser } from "../../../tests/support/bookings";
import { insertCoach } from "../../../tests/support/factories";
import { completeSessions, expireHolds } from "../bookings/jobs";
import { everyDay, startSchedulingApp } from "./scheduling-test-helpers";

const { app, db, accounts, coachWithHours, slots, firstFreeTime, book } = await startSchedulingApp();

const ownView = async (bookingId: string) => (await app.request(`/api/bookings/${bookingId}`, asUser(accounts.client))).json();

describe("POST /api/bookings", () => {
  it("frees a time whose hold ran out: it is offered again, can be booked, and the old booking cannot be paid", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "10:00") });
    const start = await firstFreeTime(id, "UTC");
    const first = (await (await book(accounts.client, id, start)).json()) as ClientBookingCreated;
    // The client's own view of it says until when the time is held (what checkout counts down).
    expect(await ownView(first.id)).toMatchObject({ holdExpiresAt: first.holdExpiresAt, holdReleased: false });
    expect((await slots(id, `from=${start.slice(0, 10)}&to=${start.slice(0, 10)}&duration=50`)).map((s) => s.start)).not.toContain(start);
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.id));
    expect((await slots(id, `from=${start.slice(0, 10)}&to=${start.slice(0, 10)}&duration=50`)).map((s) => s.start)).toContain(start);
    const other = await createAccount(app);
    expect((await book(other, id, start)).status).toBe(201);
    const [expired] = await db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(expired).toMatchObject({ status: "cancelled", cancelledBy: "system" });
    expect(await ownView(first.id)).toMatchObject({ status: "cancelled", holdExpiresAt: null, holdReleased: true });
    const pay = await app.request("/api/create-payment-intent", asUser(accounts.client, { method: "POST", json: { bookingId: first.id } }));
    expect(pay.status).toBe(409);
    expect(((await pay.json()) as { message: string }).message).toMatch(/held for this booking has run out/);
  });

  it("holds nothing once paid", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "10:00") });
    const held = (await (await book(accounts.client, id, await firstFreeTime(id, "UTC"))).json()) as ClientBookingCreated;
    const pay = (path: string, json: unknown) => app.request(path, asUser(accounts.client, { method: "POST", json }));
    expect((await pay("/api/create-payment-intent", { bookingId: held.id })).status).toBe(200);
    expect((await pay(`/api/bookings/${held.id}/confirm-payment`, { token: "tok_visa" })).status).toBe(200);
    expect(await ownView(held.id)).toMatchObject({ status: "confirmed", holdExpiresAt: null, holdReleased: false });
  });
});

describe("the background passes", () => {
  it("release holds that ran out (and only those)", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "12:00") });
    const day = (await firstFreeTime(id, "UTC")).slice(0, 10);
    const a = (await (await book(accounts.client, id, `${day}T09:00:00+00:00`)).json()) as ClientBookingCreated;
    const b = (await (await book(accounts.client, id, `${day}T10:30:00+00:00`)).json()) as ClientBookingCreated;
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, a.id));
    // Two passes at once (two processes): the hold is released once.
    const released = await Promise.all([expireHolds(db, app.services.availability), expireHolds(db, app.services.availability)]);
    expect(released.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [a.id, b.id]));
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ status: "cancelled", cancelledBy: "system" });
    expect(rows.find((r) => r.id === b.id)).toMatchObject({ status: "pending" });
  });

  it("complete confirmed sessions an hour after their end, once, and e-mail the review invitation", async () => {
    const made = await insertCoach(db);
    const ended = new Date(Date.now() - 2 * 3_600_000);
    const recent = new Date(Date.now() - 30 * 60_000);
    const email = `completed-${Date.now()}@example.com`;
    const base = {
      coachId: made.id,
      firstName: "Ana",
      lastName: "Reyes",
      email,
      sessionType: "50-minute session",
      duration: 50,
      status: "confirmed",
    };
    const [old] = await db
      .insert(bookings)
      .values({ ...base, scheduledDate: ended })
      .returning();
    const [fresh] = await db
      .insert(bookings)
      .values({ ...base, scheduledDate: recent })
      .returning();
    const [noShow] = await db
      .insert(bookings)
      .values({ ...base, scheduledDate: new Date(Date.now() - 5 * 3_600_000), status: "no-show" })
      .returning();
    const passes = await Promise.all([
      completeSessions({ db, mail: app.deps.mail, availability: app.services.availability }),
      completeSessions({ db, mail: app.deps.mail, availability: app.services.availability }),
    ]);
    expect(passes.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [old.id, fresh.id, noShow.id]));
    expect(rows.find((r) => r.id === old.id)?.status).toBe("completed");
    expect(rows.find((r) => r.id === fresh.id)?.status).toBe("confirmed");
    expect(rows.find((r) => r.id === noShow.id)?.status).toBe("no-show");
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "booking.completed")));
    expect(mails).toHaveLength(1);
  });
});
