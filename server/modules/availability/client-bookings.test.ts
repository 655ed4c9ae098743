// A client's own booking of a free time over HTTP: pending at the coach's rate with its 15-minute
// hold, e-mails in both zones, the refusals (signed out, unconfirmed address, bad body, a time not
// offered), and a consultation request that picks a time.
import { and, eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { ClientBookingCreated } from "#common/bookings";
import { bookings, emailOutbox } from "../../db/schema";
import { createAccount } from "../../../tests/support/accounts";
import { asUser } from "../../../tests/support/bookings";
import { lenaConsultationRequest } from "../../../tests/support/consultation-requests";
import { everyDay, startSchedulingApp } from "./scheduling-test-helpers";

const { app, db, accounts, coachWithHours, slots, firstFreeTime, book } = await startSchedulingApp();

describe("POST /api/bookings", () => {
  it("books an offered time for the signed-in client: pending, the coach's rate, held 15 minutes", async () => {
    const id = await coachWithHours({ timeZone: "America/Denver", weekly: everyDay("09:00", "17:00") }, { hourlyRate: 140 });
    const start = await firstFreeTime(id, "America/Denver");
    const response = await book(accounts.client, id, start);
    expect(response.status).toBe(201);
    const created = (await response.json()) as ClientBookingCreated;
    expect(created).toMatchObject({ status: "pending", amount: "140.00", amountCents: 14000 });
    const held = Date.parse(created.holdExpiresAt) - Date.now();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(row).toMatchObject({
      clientId: accounts.client.user.id,
      email: accounts.client.email,
      duration: 50,
      timeZone: "America/Denver",
      bufferMinutes: 15,
      status: "pending",
    });
    expect(row.scheduledDate.getTime()).toBe(Date.parse(start));
    // The client sees it with 'Complete Payment', and the invitation went out.
    expect((await app.request(`/api/bookings/${created.id}`, asUser(accounts.client))).status).toBe(200);
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, accounts.client.email), eq(emailOutbox.kind, "booking.created")));
    expect(mail.some((m) => m.textBody.includes(`/checkout/${created.id}`))).toBe(true);
  });

  it("asks an account whose address is not confirmed to confirm first (403), and creates nothing", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "10:00") });
    const unconfirmed = await createAccount(app, { verified: false });
    const response = await book(unconfirmed, id, await firstFreeTime(id, "UTC"));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Please confirm your e-mail address first: open the link we sent you, then book again.",
    );
    expect(await db.select().from(bookings).where(eq(bookings.coachId, id))).toHaveLength(0);
  });

  it("answers 401 signed out, 400 for a bad body, 409 for a time not offered, and creates nothing", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "10:00") });
    const count = async () => (await db.select().from(bookings).where(eq(bookings.coachId, id))).length;
    const start = await firstFreeTime(id, "UTC");
    expect(
      (
        await app.request("/api/bookings", {
          method: "POST",
          json: { coachId: id, start, sessionType: "50-minute session", sessionFormat: "video" },
        })
      ).status,
    ).toBe(401);
    const bad = await app.request(
      "/api/bookings",
      asUser(accounts.client, {
        method: "POST",
        json: { coachId: id, start: "soon", sessionType: "Free 15 mins consultation", sessionFormat: "phone" },
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
      "sessionFormat",
      "sessionType",
      "start",
    ]);
    const offGrid = await book(accounts.client, id, start.replace(":00:00", ":07:00"));
    expect(offGrid.status).toBe(409);
    expect(await offGrid.json()).toEqual({ message: "That time was just taken. Please pick another." });
    expect(await count()).toBe(0);
  });
});

describe("POST /api/bookings from another zone than the coach's", () => {
  it("gives both zones in the e-mails when the client books from another zone than the coach's", async () => {
    const id = await coachWithHours(
      { timeZone: "America/New_York", weekly: everyDay("09:00", "17:00") },
      { email: "zones.coach@example.com", firstName: "Zoe", lastName: "Hart" },
    );
    const start = await firstFreeTime(id, "America/New_York");
    const response = await app.request(
      "/api/bookings",
      asUser(accounts.client, {
        method: "POST",
        json: { coachId: id, start, sessionType: "50-minute session", sessionFormat: "video", timeZone: "America/Los_Angeles" },
      }),
    );
    expect(response.status).toBe(201);
    const { id: bookingId } = (await response.json()) as ClientBookingCreated;
    const [toClient] = (
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, accounts.client.email), eq(emailOutbox.kind, "booking.created")))
    ).filter((m) => m.textBody.includes(`/checkout/${bookingId}`));
    // 09:00 in New York is 06:00 in Los Angeles: the client reads their own time first.
    expect(toClient.textBody).toMatch(
      /When: \w+, \w+ \d+, \d{4} at \d{1,2}:\d{2} [AP]M P[SD]T \(America\/Los_Angeles\); for Zoe Hart: .* E[SD]T \(America\/New_York\)/,
    );
    const [toCoach] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, "zones.coach@example.com"), eq(emailOutbox.kind, "booking.created.coach")));
    expect(toCoach.textBody).toMatch(/E[SD]T \(America\/New_York\); for the client: .* P[SD]T \(America\/Los_Angeles\)/);
  });
});

describe("POST /api/consultations/request with a picked time", () => {
  const request = (coachId: string, start?: string, address = "198.51.100.77") =>
    app.request("/api/consultations/request", {
      method: "POST",
      headers: { "X-Forwarded-For": address },
      json: lenaConsultationRequest(coachId, { email: "lena.picks@example.com", ...(start ? { start } : {}) }),
    });

  it("stores the request and a confirmed free 15-minute session at that time; both sides get the invitation", async () => {
    const id = await coachWithHours(
      { timeZone: "America/New_York", weekly: everyDay("09:00", "11:00") },
      { email: "picked.coach@example.com" },
    );
    const from = DateTime.now().setZone("America/New_York").plus({ days: 3 }).toISODate()!;
    const [first] = await slots(id, `from=${from}&to=${from}&duration=15`);
    const response = await request(id, first.start);
    expect(response.status).toBe(201);
    const { id: requestId, bookingId } = (await response.json()) as { id: string; bookingId: string };
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      coachId: id,
      email: "lena.picks@example.com",
      duration: 15,
      amountCents: 0,
      status: "confirmed",
      timeZone: "America/New_York",
      sessionType: "Free 15 mins consultation",
    });
    expect(booking.scheduledDate.getTime()).toBe(Date.parse(first.start));
    const toVisitor = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, "lena.picks@example.com"), eq(emailOutbox.kind, "booking.created")));
    expect(
      toVisitor.some((m) => m.attachments.some((a) => a.filename === "invitation.ics" && a.content.includes(`UID:booking-${bookingId}@`))),
    ).toBe(true);
    const toCoach = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, "picked.coach@example.com"), eq(emailOutbox.kind, "booking.created.coach")));
    expect(toCoach).toHaveLength(1);
    const [stored] = await app.database.db
      .execute<{ status: string }>(sql`select status from consultation_requests where id = ${requestId}`)
      .then((r) => r.rows);
    expect(stored.status).toBe("scheduled");
    // The time is gone from the list.
    expect((await slots(id, `from=${from}&to=${from}&duration=15`)).map((s) => s.start)).not.toContain(first.start);

    // The same time again: 409 with the words the picker shows, and no second request is stored.
    const before = (await app.database.db.execute(sql`select count(*)::int as n from consultation_requests where coach_id = ${id}`))
      .rows[0];
    const again = await request(id, first.start, "198.51.100.78");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "That time was just taken. Please pick another." });
    expect(
      (await app.database.db.execute(sql`select count(*)::int as n from consultation_requests where coach_id = ${id}`)).rows[0],
    ).toEqual(before);
    // Without a time, exactly as before: a request and no session.
    const plain = await request(id, undefined, "198.51.100.79");
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { bookingId?: string }).bookingId).toBeUndefined();
  });
});
