// Scheduling over HTTP: a coach's hours (the coach's own and staff's routes, validated with the
// shared schema), the free times they leave (across daylight-saving changes, without the times
// sessions take plus the buffer), a client's own booking with its 15-minute hold, and double booking
// made impossible by the database — 40 requests for one time, and the staff form, the coach
// workspace and the public route at once.
import { and, eq, inArray, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientBookingCreated } from "#common/bookings";
import type { Availability, AvailabilityInput } from "#common/scheduling/availability";
import type { FreeSlot } from "#common/scheduling/slots";
import { bookings, coachAvailability, coaches, emailOutbox } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, bookingInput, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { completeSessions, expireHolds } from "../bookings/jobs";

const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
const db = app.database.db;
let admin: TestAccount;
let coach: CoachAccount;
let client: TestAccount;

beforeAll(async () => {
  admin = await adminAccount(app);
  coach = await coachAccount(app, { hourlyRate: 120 });
  client = await createAccount(app);
});

const everyDay = (start: string, end: string) => {
  const hours = [{ start, end }];
  return { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours };
};

/** A live coach with these hours, stored through the staff route. */
async function coachWithHours(hours: AvailabilityInput, description: Parameters<typeof insertCoach>[1] = {}): Promise<string> {
  const made = await insertCoach(db, { hourlyRate: 95, ...description });
  const saved = await app.request(`/api/admin/coaches/${made.id}/availability`, asUser(admin, { method: "PUT", json: hours }));
  expect(saved.status).toBe(200);
  return made.id;
}

async function slots(coachId: string, query: string): Promise<FreeSlot[]> {
  const response = await app.request(`/api/coaches/${coachId}/slots?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FreeSlot[];
}

/** The first free 50-minute time of a coach, from tomorrow on, as its ISO string. */
async function firstFreeTime(coachId: string, zone: string): Promise<string> {
  const from = DateTime.now().setZone(zone).plus({ days: 2 }).toISODate()!;
  const to = DateTime.now().setZone(zone).plus({ days: 9 }).toISODate()!;
  const free = await slots(coachId, `from=${from}&to=${to}&duration=50`);
  expect(free.length).toBeGreaterThan(0);
  return free[0].start;
}

/**
 * The next change of the clocks in New York after tomorrow (the US rule: the second Sunday of March,
 * the first Sunday of November), and the day before it, so the tests keep working as time passes.
 */
function nextChange(month: 3 | 11): { before: string; day: string } {
  const sundayNumber = month === 3 ? 2 : 1;
  const tomorrow = DateTime.now().setZone("America/New_York").plus({ days: 1 }).startOf("day");
  for (let year = tomorrow.year; ; year += 1) {
    const first = DateTime.fromObject({ year, month, day: 1 }, { zone: "America/New_York" });
    const day = first.plus({ days: ((7 - first.weekday) % 7) + (sundayNumber - 1) * 7 });
    if (day > tomorrow) return { before: day.minus({ days: 1 }).toISODate()!, day: day.toISODate()! };
  }
}
const MARCH = nextChange(3);
const NOVEMBER = nextChange(11);

const book = (who: TestAccount, coachId: string, start: string) =>
  app.request(
    "/api/bookings",
    asUser(who, { method: "POST", json: { coachId, start, sessionType: "50-minute session", sessionFormat: "video" } }),
  );

describe("a coach's hours", () => {
  const hours: AvailabilityInput = {
    timeZone: "America/Chicago",
    weekly: {
      mon: [
        { start: "13:00", end: "17:00" },
        { start: "09:00", end: "12:00" },
      ],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
    },
    bufferMinutes: 10,
    minimumNoticeHours: 24,
    horizonDays: 30,
    overrides: [{ date: "2026-12-24", intervals: [] }],
  };

  it("are null until set, then stored as sent (intervals sorted) through the coach's own route", async () => {
    const empty = await app.request("/api/coach/availability", asUser(coach));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toBeNull();
    const saved = await app.request("/api/coach/availability", asUser(coach, { method: "PUT", json: hours }));
    expect(saved.status).toBe(200);
    const stored = (await saved.json()) as Availability;
    expect(stored.weekly.mon).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]);
    expect(await (await app.request("/api/coach/availability", asUser(coach))).json()).toEqual(stored);
    // Staff read the same through the admin route.
    expect(await (await app.request(`/api/admin/coaches/${coach.coachId}/availability`, asUser(admin))).json()).toEqual(stored);
  });

  it("refuse a bad body with 400 naming each field, and store nothing", async () => {
    const before = await db.select().from(coachAvailability).where(eq(coachAvailability.coachId, coach.coachId));
    const bad = await app.request(
      "/api/coach/availability",
      asUser(coach, {
        method: "PUT",
        json: {
          ...hours,
          timeZone: "Mars/Olympus",
          bufferMinutes: "15",
          weekly: { ...hours.weekly, mon: [{ start: "10:00", end: "09:00" }] },
        },
      }),
    );
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(errors.timeZone).toBe("Time zone must be a known IANA time zone, such as America/New_York");
    expect(errors.bufferMinutes).toMatch(/^Buffer must be a number of minutes/);
    expect(errors["weekly.mon.0.end"] ?? errors["weekly.mon.0"] ?? errors["weekly.mon"]).toMatch(/Monday/);
    expect(await db.select().from(coachAvailability).where(eq(coachAvailability.coachId, coach.coachId))).toEqual(before);
  });

  it("answer 401 signed out, 403 for an account without a coach, and 404 for an unknown coach (staff)", async () => {
    expect((await app.request("/api/coach/availability")).status).toBe(401);
    expect((await app.request("/api/coach/availability", asUser(client, { method: "PUT", json: hours }))).status).toBe(403);
    expect(
      (await app.request(`/api/admin/coaches/${coach.coachId}/availability`, asUser(client, { method: "PUT", json: hours }))).status,
    ).toBe(403);
    expect((await app.request("/api/admin/coaches/00000000-0000-4000-8000-000000000000/availability", asUser(admin))).status).toBe(404);
    expect(
      (
        await app.request(
          "/api/admin/coaches/00000000-0000-4000-8000-000000000000/availability",
          asUser(admin, { method: "PUT", json: hours }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("GET /api/coaches/{id}/slots", () => {
  it("answers 400 naming the parameter, 404 for an unknown or hidden coach, and [] for a coach without hours", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "17:00") });
    for (const [query, field] of [
      ["from=2026-13-01&to=2026-12-02&duration=50", "from"],
      ["from=2026-12-01&to=2027-01-15&duration=50", "to"], // 45 days: more than 31
      ["from=2026-12-01&to=2026-12-02&duration=30", "duration"],
    ]) {
      const response = await app.request(`/api/coaches/${id}/slots?${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: Record<string, string> }).errors)).toContain(field);
    }
    expect(
      (await app.request("/api/coaches/00000000-0000-4000-8000-000000000000/slots?from=2026-12-01&to=2026-12-02&duration=50")).status,
    ).toBe(404);
    const hidden = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "17:00") });
    await db.update(coaches).set({ isActive: false }).where(eq(coaches.id, hidden));
    expect((await app.request(`/api/coaches/${hidden}/slots?from=2026-12-01&to=2026-12-02&duration=50`)).status).toBe(404);
    const withoutHours = await insertCoach(db);
    expect(await slots(withoutHours.id, "from=2026-12-01&to=2026-12-02&duration=15")).toEqual([]);
  });

  it("keeps wall-clock hours across the March and November changes in New York, with the coach's offset", async () => {
    const id = await coachWithHours({
      timeZone: "America/New_York",
      weekly: everyDay("09:00", "10:00"),
      horizonDays: 365,
      minimumNoticeHours: 0,
    });
    // The March Sunday: clocks go forward at 02:00 (EST -05:00 → EDT -04:00).
    const march = await slots(id, `from=${MARCH.before}&to=${MARCH.day}&duration=50`);
    expect(march.map((s) => s.start)).toEqual([`${MARCH.before}T09:00:00-05:00`, `${MARCH.day}T09:00:00-04:00`]);
    expect(march[1].end).toBe(`${MARCH.day}T09:50:00-04:00`);
    // The November Sunday: clocks go back at 02:00 (EDT → EST).
    const november = await slots(id, `from=${NOVEMBER.before}&to=${NOVEMBER.day}&duration=15`);
    expect(november.filter((s) => s.start.startsWith(`${NOVEMBER.before}T09:00`))[0].start).toBe(`${NOVEMBER.before}T09:00:00-04:00`);
    expect(november.filter((s) => s.start.startsWith(`${NOVEMBER.day}T09:00`))[0].start).toBe(`${NOVEMBER.day}T09:00:00-05:00`);
    expect(november).toHaveLength(8);
  });

  it("offers the skipped and repeated night hours exactly once on the change nights", async () => {
    const id = await coachWithHours({
      timeZone: "America/New_York",
      weekly: everyDay("00:30", "03:30"),
      horizonDays: 365,
      minimumNoticeHours: 0,
    });
    const march = (await slots(id, `from=${MARCH.day}&to=${MARCH.day}&duration=15`)).map((s) => s.start);
    expect(march.some((s) => s.includes("T02:"))).toBe(false);
    expect(new Set(march).size).toBe(march.length);
    // 00:30–03:30 on the March night is two real hours: 8 consultations.
    expect(march).toHaveLength(8);
    const november = (await slots(id, `from=${NOVEMBER.day}&to=${NOVEMBER.day}&duration=15`)).map((s) => s.start);
    // Four real hours, 01:00–02:00 twice (EDT, then EST): 16 consultations, none twice.
    expect(november).toHaveLength(16);
    expect(november).toContain(`${NOVEMBER.day}T01:00:00-04:00`);
    expect(november).toContain(`${NOVEMBER.day}T01:00:00-05:00`);
  });

  it("has no change at all in a zone without daylight saving (Asia/Kolkata, +05:30)", async () => {
    const id = await coachWithHours({
      timeZone: "Asia/Kolkata",
      weekly: everyDay("10:00", "11:00"),
      horizonDays: 365,
      minimumNoticeHours: 0,
    });
    // The days around the March change elsewhere: nothing moves here.
    const after = DateTime.fromISO(MARCH.day).plus({ days: 1 }).toISODate()!;
    const found = await slots(id, `from=${MARCH.before}&to=${after}&duration=50`);
    expect(found.map((s) => s.start)).toEqual([`${MARCH.before}T10:00:00+05:30`, `${MARCH.day}T10:00:00+05:30`, `${after}T10:00:00+05:30`]);
  });

  it("leaves out a booked time with its buffer, and respects notice and horizon", async () => {
    const id = await coachWithHours({
      timeZone: "UTC",
      weekly: everyDay("09:00", "13:00"),
      bufferMinutes: 15,
      minimumNoticeHours: 0,
      horizonDays: 365,
    });
    const day = DateTime.utc().plus({ days: 10 }).toISODate()!;
    const before = (await slots(id, `from=${day}&to=${day}&duration=50`)).map((s) => s.start);
    expect(before).toEqual([
      `${day}T09:00:00+00:00`,
      `${day}T09:30:00+00:00`,
      `${day}T10:00:00+00:00`,
      `${day}T10:30:00+00:00`,
      `${day}T11:00:00+00:00`,
      `${day}T11:30:00+00:00`,
      `${day}T12:00:00+00:00`,
    ]);
    const made = await book(client, id, `${day}T10:30:00+00:00`);
    expect(made.status).toBe(201);
    // 10:30–11:20 taken, 15 minutes either side: 09:00 and 09:30 (ends 10:20, +15 = 10:35 > 10:30 → no) …
    const after = (await slots(id, `from=${day}&to=${day}&duration=50`)).map((s) => s.start);
    expect(after).toEqual([`${day}T09:00:00+00:00`, `${day}T12:00:00+00:00`]);
    // The coach drops the buffer: new sessions get none, but the one made keeps its 15 minutes after it
    // (10:30–11:20, then until 11:35, as the database's rule has it): 09:30 now fits before it, 11:30 still does not.
    const saved = await app.request(
      `/api/admin/coaches/${id}/availability`,
      asUser(admin, {
        method: "PUT",
        json: { timeZone: "UTC", weekly: everyDay("09:00", "13:00"), bufferMinutes: 0, minimumNoticeHours: 0, horizonDays: 365 },
      }),
    );
    expect(saved.status).toBe(200);
    const unbuffered = (await slots(id, `from=${day}&to=${day}&duration=50`)).map((s) => s.start);
    expect(unbuffered).toEqual([`${day}T09:00:00+00:00`, `${day}T09:30:00+00:00`, `${day}T12:00:00+00:00`]);
    // Beyond the horizon: nothing.
    const far = DateTime.utc().plus({ days: 400 }).toISODate()!;
    expect(await slots(id, `from=${far}&to=${far}&duration=50`)).toEqual([]);
  });
});

describe("POST /api/bookings", () => {
  it("books an offered time for the signed-in client: pending, the coach's rate, held 15 minutes", async () => {
    const id = await coachWithHours({ timeZone: "America/Denver", weekly: everyDay("09:00", "17:00") }, { hourlyRate: 140 });
    const start = await firstFreeTime(id, "America/Denver");
    const response = await book(client, id, start);
    expect(response.status).toBe(201);
    const created = (await response.json()) as ClientBookingCreated;
    expect(created).toMatchObject({ status: "pending", amount: "140.00", amountCents: 14000 });
    const held = Date.parse(created.holdExpiresAt) - Date.now();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(row).toMatchObject({
      clientId: client.user.id,
      email: client.email,
      duration: 50,
      timeZone: "America/Denver",
      bufferMinutes: 15,
      status: "pending",
    });
    expect(row.scheduledDate.getTime()).toBe(Date.parse(start));
    // The client sees it with 'Complete Payment', and the invitation went out.
    expect((await app.request(`/api/bookings/${created.id}`, asUser(client))).status).toBe(200);
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, client.email), eq(emailOutbox.kind, "booking.created")));
    expect(mail.some((m) => m.textBody.includes(`/checkout/${created.id}`))).toBe(true);
  });

  it("gives both zones in the e-mails when the client books from another zone than the coach's", async () => {
    const id = await coachWithHours(
      { timeZone: "America/New_York", weekly: everyDay("09:00", "17:00") },
      { email: "zones.coach@example.com", firstName: "Zoe", lastName: "Hart" },
    );
    const start = await firstFreeTime(id, "America/New_York");
    const response = await app.request(
      "/api/bookings",
      asUser(client, {
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
        .where(and(eq(emailOutbox.toAddress, client.email), eq(emailOutbox.kind, "booking.created")))
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
      asUser(client, {
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
    const offGrid = await book(client, id, start.replace(":00:00", ":07:00"));
    expect(offGrid.status).toBe(409);
    expect(await offGrid.json()).toEqual({ message: "That time was just taken. Please pick another." });
    expect(await count()).toBe(0);
  });

  it("gives a time to exactly one of 40 clients asking at once; the others get 409 and one row exists", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "10:00") });
    const start = await firstFreeTime(id, "UTC");
    // One account per request would cost 40 sign-ups (seconds each); the rule is the coach's time, not the person.
    const answers = await Promise.all(Array.from({ length: 40 }, () => book(client, id, start)));
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
        asUser(admin, { method: "POST", json: bookingInput(linked.coachId, { scheduledDate: shifted, duration: 50 }) }),
      ),
      app.request(
        "/api/coach/bookings",
        asUser(linked, {
          method: "POST",
          json: { ...bookingInput(linked.coachId, { scheduledDate: start, duration: 50 }), coachId: undefined },
        }),
      ),
      book(client, linked.coachId, start),
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

  it("frees a time whose hold ran out: it is offered again, can be booked, and the old booking cannot be paid", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "10:00") });
    const start = await firstFreeTime(id, "UTC");
    const first = (await (await book(client, id, start)).json()) as ClientBookingCreated;
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
    const pay = await app.request("/api/create-payment-intent", asUser(client, { method: "POST", json: { bookingId: first.id } }));
    expect(pay.status).toBe(409);
    expect(((await pay.json()) as { message: string }).message).toMatch(/held for this booking has run out/);
  });
});

describe("POST /api/consultations/request with a picked time", () => {
  const request = (coachId: string, start?: string, address = "198.51.100.77") =>
    app.request("/api/consultations/request", {
      method: "POST",
      headers: { "X-Forwarded-For": address },
      json: {
        firstName: "Lena",
        lastName: "Visitor",
        email: "lena.picks@example.com",
        phoneNumber: "5550109988",
        sessionType: "Free 15 mins consultation",
        location: "Denver 80202",
        sessionFormat: "virtual",
        reasonForVisit: "We keep drifting apart and want to reconnect.",
        coachId,
        ...(start ? { start } : {}),
      },
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

describe("the background passes", () => {
  it("release holds that ran out (and only those)", async () => {
    const id = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "12:00") });
    const day = (await firstFreeTime(id, "UTC")).slice(0, 10);
    const a = (await (await book(client, id, `${day}T09:00:00+00:00`)).json()) as ClientBookingCreated;
    const b = (await (await book(client, id, `${day}T10:30:00+00:00`)).json()) as ClientBookingCreated;
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, a.id));
    // Two passes at once (two processes): the hold is released once.
    const released = await Promise.all([expireHolds(db), expireHolds(db)]);
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
    const passes = await Promise.all([completeSessions({ db, mail: app.deps.mail }), completeSessions({ db, mail: app.deps.mail })]);
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
