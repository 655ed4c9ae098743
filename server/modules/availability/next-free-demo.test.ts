// The next free time the directory shows (nextAvailableAt) is the first time the slots route offers,
// for every coach of the demo content, and it follows the changes people make: a booking, a
// cancellation, new hours, a day off (docs/decisions/109). The scheduling clock is held still, so
// both answers are computed at the same moment.
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientBookingCreated } from "#common/bookings";
import type { PublicCoach } from "#common/coaches";
import type { Availability } from "#common/scheduling/availability";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser } from "../../../tests/support/bookings";
import { seedDemoContentIfEmpty } from "../../db/seed/seed-demo";
import { createLogger } from "../../lib/logger";
import { expectListedIsFirstSlot, firstOfferedSlot, listedNextFree, startClockedApp } from "./next-free-test-helpers";

const { app, clock } = await startClockedApp();
let staff: TestAccount;
let client: TestAccount;
let directory: PublicCoach[];

beforeAll(async () => {
  await seedDemoContentIfEmpty(app.database, createLogger("silent"), () => new Date(clock.now));
  [staff, client] = await Promise.all([adminAccount(app), createAccount(app)]);
  directory = (await (await app.request("/api/coaches?limit=100")).json()) as PublicCoach[];
});

const hoursOf = async (coachId: string) =>
  (await (await app.request(`/api/admin/coaches/${coachId}/availability`, asUser(staff))).json()) as Availability | null;
const saveHours = (coachId: string, hours: Availability) =>
  app.request(`/api/admin/coaches/${coachId}/availability`, asUser(staff, { method: "PUT", json: hours }));

describe("nextAvailableAt of the demo content", () => {
  it("is the first time GET /api/coaches/{id}/slots?duration=50 offers, for every coach; null without hours", async () => {
    let withTime = 0;
    for (const coach of directory) {
      const first = await firstOfferedSlot(app, clock, coach.id);
      expect(coach.nextAvailableAt, `${coach.firstName} ${coach.lastName}`).toBe(first);
      expect((await (await app.request(`/api/coaches/${coach.id}`)).json()) as PublicCoach).toMatchObject({ nextAvailableAt: first });
      if ((await hoursOf(coach.id)) === null) expect(coach.nextAvailableAt).toBeNull();
      if (first) withTime += 1;
    }
    expect(withTime).toBeGreaterThanOrEqual(20);
  });
});

describe("nextAvailableAt follows", () => {
  const coachWithTime = (index: number) => directory.filter((coach) => coach.nextAvailableAt)[index];

  it("a new booking of that time, and its cancellation", async () => {
    const coach = coachWithTime(0);
    const before = await expectListedIsFirstSlot(app, clock, coach.id);
    const booked = await app.request(
      "/api/bookings",
      asUser(client, {
        method: "POST",
        json: { coachId: coach.id, start: before, sessionType: "50-minute session", sessionFormat: "video" },
      }),
    );
    expect(booked.status).toBe(201);
    const after = await expectListedIsFirstSlot(app, clock, coach.id);
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));

    const { id } = (await booked.json()) as ClientBookingCreated;
    expect((await app.request(`/api/bookings/${id}/cancel`, asUser(client, { method: "POST" }))).status).toBe(200);
    expect(await expectListedIsFirstSlot(app, clock, coach.id)).toBe(before);
  });

  it("a change of hours", async () => {
    const coach = coachWithTime(1);
    const hours = (await hoursOf(coach.id))!;
    const late = [{ start: "19:00", end: "21:00" }];
    const weekly = { mon: late, tue: late, wed: late, thu: late, fri: late, sat: late, sun: late };
    expect((await saveHours(coach.id, { ...hours, weekly })).status).toBe(200);
    const after = DateTime.fromISO(await expectListedIsFirstSlot(app, clock, coach.id), { zone: hours.timeZone });
    // Inside the new hours: from 19:00, ending by 21:00 (today's earlier times may be under the notice).
    expect(after.toFormat("HH:mm") >= "19:00" && after.plus({ minutes: 50 }).toFormat("HH:mm") <= "21:00").toBe(true);
  });

  it("a day off on the day of that time", async () => {
    const coach = coachWithTime(2);
    const hours = (await hoursOf(coach.id))!;
    const before = await expectListedIsFirstSlot(app, clock, coach.id);
    const day = DateTime.fromISO(before, { zone: hours.timeZone }).toISODate()!;
    const overrides = [...hours.overrides.filter((o) => o.date !== day), { date: day, intervals: [] }];
    expect((await saveHours(coach.id, { ...hours, overrides })).status).toBe(200);
    const after = await expectListedIsFirstSlot(app, clock, coach.id);
    expect(DateTime.fromISO(after, { zone: hours.timeZone }).toISODate()! > day).toBe(true);
  });

  it("a staff booking and a staff cancellation of it", async () => {
    const coach = coachWithTime(3);
    const before = await expectListedIsFirstSlot(app, clock, coach.id);
    const created = await app.request(
      "/api/admin/bookings",
      asUser(staff, {
        method: "POST",
        json: {
          coachId: coach.id,
          firstName: "Robin",
          lastName: "Hart",
          email: "robin.hart@example.com",
          phoneNumber: "(555) 010-2030",
          sessionType: "50-minute session",
          sessionFormat: "video",
          scheduledDate: before,
          timeZone: "America/New_York",
          duration: 50,
          amount: "0.00",
          notes: "",
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(await listedNextFree(app, coach.id)).not.toBe(before);
    await expectListedIsFirstSlot(app, clock, coach.id);
    const { id } = (await created.json()) as { id: string };
    const cancelled = await app.request(`/api/admin/bookings/${id}`, asUser(staff, { method: "PATCH", json: { status: "cancelled" } }));
    expect(cancelled.status).toBe(200);
    expect(await expectListedIsFirstSlot(app, clock, coach.id)).toBe(before);
  });
});
