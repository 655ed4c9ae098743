// Shared by the next-free-time API tests: a test app whose scheduling clock the test holds, and the
// two answers compared everywhere — what the directory says of a coach (nextAvailableAt) and the
// first time GET /api/coaches/{id}/slots?duration=50 offers over the next 60 days.
import { expect } from "vitest";
import type { PublicCoach } from "#common/coaches";
import type { FreeSlot } from "#common/scheduling/slots";
import { TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { startTestApp, type TestApp, type TestAppOptions } from "../../../tests/support/test-app";

/** A clock tests move: frozen at the moment the file starts unless set. */
export interface TestClock {
  now: number;
}

export async function startClockedApp(options: TestAppOptions = {}): Promise<{ app: TestApp; clock: TestClock }> {
  const clock: TestClock = { now: Date.now() };
  const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { ...options, now: () => clock.now });
  return { app, clock };
}

const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** The first 50-minute time the slots route offers, asked in two requests of at most 31 days. */
export async function firstOfferedSlot(app: TestApp, clock: TestClock, coachId: string): Promise<string | null> {
  // From the day before today in UTC: every zone's today is on or after it.
  const day = 86_400_000;
  for (const [from, to] of [
    [clock.now - day, clock.now + 29 * day],
    [clock.now + 30 * day, clock.now + 60 * day],
  ]) {
    const response = await app.request(`/api/coaches/${coachId}/slots?from=${isoDate(from)}&to=${isoDate(to)}&duration=50`);
    expect(response.status).toBe(200);
    const [slot] = (await response.json()) as FreeSlot[];
    if (slot) return slot.start;
  }
  return null;
}

/** What the directory and the coach's own answer say of the coach's next free time (they must agree). */
export async function listedNextFree(app: TestApp, coachId: string): Promise<string | null | undefined> {
  const coach = (await (await app.request(`/api/coaches/${coachId}`)).json()) as PublicCoach;
  const page = (await (await app.request("/api/coaches?limit=100")).json()) as PublicCoach[];
  expect(page.find((listed) => listed.id === coachId)?.nextAvailableAt).toEqual(coach.nextAvailableAt);
  return coach.nextAvailableAt;
}

/** The directory's next free time of the coach equals the slots route's first time (and is not null). */
export async function expectListedIsFirstSlot(app: TestApp, clock: TestClock, coachId: string): Promise<string> {
  const first = await firstOfferedSlot(app, clock, coachId);
  expect(first).not.toBeNull();
  expect(await listedNextFree(app, coachId)).toBe(first);
  return first!;
}
