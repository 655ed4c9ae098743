// Bookings for API tests: an admin and a client signed in over HTTP, bookings made the way staff make
// them (POST /api/admin/bookings), and a paid video session written straight to the database.
import type { AdminBookingInput, AdminBookingView } from "#common/bookings";
import type { DatabaseOrTransaction } from "../../server/db/client";
import { bookings } from "../../server/db/schema";
import { createAccount, uniqueEmail, type TestAccount } from "./accounts";
import type { TestApp } from "./test-app";

export const TEST_ADMIN_EMAIL = "staff@kindred.example";

const admins = new WeakMap<TestApp, Promise<TestAccount>>();

/** The account listed in ADMIN_EMAILS=staff@kindred.example, signed up and verified once per app. */
export async function adminAccount(app: TestApp): Promise<TestAccount> {
  if (!admins.has(app)) admins.set(app, createAccount(app, { email: TEST_ADMIN_EMAIL, firstName: "Avery", lastName: "Admin" }));
  return admins.get(app)!;
}

/** A session starting `hours` from now, as ISO 8601 with an offset. */
export function inHours(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

/**
 * Each booking made here starts at its own time, two hours after the previous one, so sessions of one
 * coach never overlap (the database refuses that) unless a test says when.
 */
let nextStartHours = 72;

export function bookingInput(coachId: string, overrides: Partial<AdminBookingInput> = {}): AdminBookingInput {
  return {
    coachId,
    firstName: "Robin",
    lastName: "Hart",
    email: uniqueEmail("client"),
    phoneNumber: "(555) 010-2030",
    sessionType: "50-minute session",
    sessionFormat: "video",
    scheduledDate: inHours((nextStartHours += 2)),
    timeZone: "America/New_York",
    duration: 50,
    amount: "120.00",
    notes: "",
    ...overrides,
  };
}

export async function createBooking(app: TestApp, admin: TestAccount, input: AdminBookingInput): Promise<AdminBookingView> {
  const response = await app.request("/api/admin/bookings", { method: "POST", json: input, headers: { cookie: admin.jar.header } });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as AdminBookingView;
}

export function asUser(account: TestAccount, init: RequestInit & { json?: unknown } = {}): RequestInit & { json?: unknown } {
  return { ...init, headers: { ...(init.headers as Record<string, string>), cookie: account.jar.header } };
}

/**
 * A confirmed, paid video session of `clientId` with `coachId`, written to the database as the
 * checkout leaves it (for the video room's tests, which need one at a given moment). Answers its id.
 */
export async function insertPaidVideoSession(
  db: DatabaseOrTransaction,
  values: Pick<typeof bookings.$inferInsert, "coachId" | "clientId" | "email" | "scheduledDate"> & Partial<typeof bookings.$inferInsert>,
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({
      firstName: "Robin",
      lastName: "Hart",
      sessionType: "50-minute session",
      sessionFormat: "video",
      timeZone: "America/New_York",
      duration: 50,
      status: "confirmed",
      paymentStatus: "succeeded",
      ...values,
    })
    .returning({ id: bookings.id });
  return row.id;
}
