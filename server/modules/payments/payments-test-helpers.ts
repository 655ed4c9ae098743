// The booking, the calls and the checks shared by the payment tests: each app's admin, coach and
// client with a booking to pay, asking for an intent and confirming it, the stored booking, the
// e-mails sent, and a Stripe event carrying a PaymentIntent.
import { and, eq } from "drizzle-orm";
import { bookings, emailOutbox } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, bookingInput, createBooking } from "../../../tests/support/bookings";
import { insertCoach } from "../../../tests/support/factories";
import type { TestApp } from "../../../tests/support/test-app";

export async function bookingRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function mailCount(app: TestApp, to: string, kind: string) {
  return (
    await app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
  ).length;
}

/** Staff, the coach Maya Lin and a client on `app`; `paid(amount)` books the client a session with her. */
export async function setUp(app: TestApp) {
  const admin = await adminAccount(app);
  const coach = await insertCoach(app.database.db, { firstName: "Maya", lastName: "Lin", email: "maya.lin@example.com" });
  const client = await createAccount(app);
  const paid = async (amount = "120.00") => createBooking(app, admin, bookingInput(coach.id, { email: client.email, amount }));
  return { admin, coachId: coach.id, client, paid };
}

export function intentFor(app: TestApp, client: TestAccount, bookingId: string, amount: unknown = 1) {
  return app.request("/api/create-payment-intent", asUser(client, { method: "POST", json: { bookingId, amount } }));
}

export function confirm(app: TestApp, client: TestAccount, bookingId: string, token?: string) {
  return app.request(`/api/bookings/${bookingId}/confirm-payment`, asUser(client, { method: "POST", json: token ? { token } : {} }));
}

/** A Stripe event of `type` whose object is `intent`, as the webhook receives it. */
export const intentEvent = (id: string, type: string, intent: object) => ({
  id,
  object: "event",
  type,
  api_version: "2026-10-28.endive",
  created: Math.floor(Date.now() / 1000),
  data: { object: intent },
});
