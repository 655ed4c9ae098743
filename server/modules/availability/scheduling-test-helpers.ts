// Steps shared by the scheduling API tests: the same hours every day, a live coach whose hours staff
// set, the free times the public route offers, and a client's booking of one of them; and the test
// app most of them start, with a staff account and a client account.
import { DateTime } from "luxon";
import { beforeAll, expect } from "vitest";
import type { AvailabilityInput } from "#common/scheduling/availability";
import type { FreeSlot } from "#common/scheduling/slots";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

export const everyDay = (start: string, end: string) => {
  const hours = [{ start, end }];
  return { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours };
};

/** The scheduling steps against one test app; `staff` answers the admin account once it exists. */
export function schedulingSteps(app: TestApp, staff: () => TestAccount) {
  const db = app.database.db;

  /** A live coach with these hours, stored through the staff route. */
  async function coachWithHours(hours: AvailabilityInput, description: Parameters<typeof insertCoach>[1] = {}): Promise<string> {
    const made = await insertCoach(db, { hourlyRate: 95, ...description });
    const saved = await app.request(`/api/admin/coaches/${made.id}/availability`, asUser(staff(), { method: "PUT", json: hours }));
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

  const book = (who: TestAccount, coachId: string, start: string) =>
    app.request(
      "/api/bookings",
      asUser(who, { method: "POST", json: { coachId, start, sessionType: "50-minute session", sessionFormat: "video" } }),
    );

  return { coachWithHours, slots, firstFreeTime, book };
}

/** A test app with staff in ADMIN_EMAILS; `accounts` holds the staff and one client once the tests run. */
export async function startSchedulingApp() {
  const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
  const accounts = {} as { admin: TestAccount; client: TestAccount };
  beforeAll(async () => {
    accounts.admin = await adminAccount(app);
    accounts.client = await createAccount(app);
  });
  return { app, db: app.database.db, accounts, ...schedulingSteps(app, () => accounts.admin) };
}
