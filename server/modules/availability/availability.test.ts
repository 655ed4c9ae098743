// Scheduling over HTTP: a coach's hours (the coach's own and staff's routes, validated with the
// shared schema) and the free times they leave (across daylight-saving changes, without the times
// sessions take plus the buffer). A client's booking of a free time is in client-bookings.test.ts,
// double booking in double-booking.test.ts, holds and the background passes in
// holds-and-background-passes.test.ts.
import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import type { Availability, AvailabilityInput } from "#common/scheduling/availability";
import { coachAvailability, coaches } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { everyDay, schedulingSteps } from "./scheduling-test-helpers";

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

const { coachWithHours, slots, book } = schedulingSteps(app, () => admin);

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

describe("GET /api/coaches/{id}/slots across daylight-saving changes", () => {
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
});
