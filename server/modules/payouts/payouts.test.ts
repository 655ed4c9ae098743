// Earnings and payouts over real HTTP against a real PostgreSQL: a client pays (the fee is fixed on
// the booking and the money enters the ledger), the session completes, 48 hours pass, the payout run
// pays the coach's test account once; the coach reads it in Earnings and the CSV, staff in the report
// and the coach's ledger. Two runs at once in two app instances pay each coach once; a refused
// transfer returns the money and e-mails the coach; Connect events are applied once; a refund after
// the payout leaves a negative balance that later earnings repay.
import { eq, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminCoachLedger, AdminPayoutsReport, CoachEarnings } from "#common/earnings";
import { TEST_ACCOUNT_NUMBER, TEST_FAILING_ACCOUNT_NUMBER, TEST_ROUTING_NUMBER } from "#common/payout-account";
import { bookings, coaches, payouts } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, bookingInput, createBooking } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { startTestApp } from "../../../tests/support/test-app";
import { confirm, intentFor, mailCount } from "../payments/payments-test-helpers";
import type { PayoutProvider } from "./provider";
import { createTestPayoutProvider } from "./test-payouts";

const HOUR = 3_600_000;
/** The services' clock: real time, moved on by `offset` (the next payout period). */
let offset = 0;
const clock = () => Date.now() + offset;
const transfers: string[] = [];
/** The built-in test provider, counting each transfer it is asked for (by idempotency key). */
const counting = (): PayoutProvider => {
  const inner = createTestPayoutProvider();
  return { ...inner, transfer: async (input) => (transfers.push(input.idempotencyKey), inner.transfer(input)) };
};
const app = await startTestApp(
  { ADMIN_EMAILS: "staff@kindred.example", PLATFORM_FEE_PERCENT: "20" },
  { now: clock, payoutProvider: counting() },
);
const otherProcess = await startTestApp(
  { ADMIN_EMAILS: "staff@kindred.example" },
  { database: app.database, now: clock, payoutProvider: counting() },
);
const db = app.database.db;

let fixture: { admin: TestAccount; client: TestAccount };
let coach: CoachAccount;

/** A session of the coach, paid by the client through checkout with the test card. */
async function paidSession(amount: string) {
  const booking = await createBooking(app, fixture.admin, bookingInput(coach.coachId, { email: fixture.client.email, amount }));
  expect((await intentFor(app, fixture.client, booking.id)).status).toBe(200);
  expect((await confirm(app, fixture.client, booking.id, "tok_visa")).status).toBe(200);
  return booking.id;
}

/** The session happened and ended `hoursAgo` hours ago (the clock's time). */
async function endedAgo(bookingId: string, hoursAgo: number) {
  await db
    .update(bookings)
    .set({ status: "completed", scheduledDate: new Date(clock() - hoursAgo * HOUR - 50 * 60_000) })
    .where(eq(bookings.id, bookingId));
}

const earnings = async () => (await (await app.request("/api/coach/earnings", asUser(coach))).json()) as CoachEarnings;
const connect = (accountNumber = TEST_ACCOUNT_NUMBER) =>
  app.request(
    "/api/coach/payout-account",
    asUser(coach, { method: "POST", json: { accountHolderName: "Maya Lin", routingNumber: TEST_ROUTING_NUMBER, accountNumber } }),
  );

beforeAll(async () => {
  const [admin, client] = await Promise.all([adminAccount(app), createAccount(app)]);
  fixture = { admin, client };
  coach = await coachAccount(app, { firstName: "Maya", lastName: "Lin" });
});

describe("earnings and payouts", () => {
  it("fixes the fee when a session is paid, holds the share 48 hours after the session, and pays it out once", async () => {
    const bookingId = await paidSession("150.00");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row.platformFeeCents).toBe(3_000);
    let mine = await earnings();
    expect(mine).toMatchObject({ pendingCents: 12_000, availableCents: 0, feePercent: 20, payoutAccount: null });
    expect(mine.entries.map((e) => [e.kind, e.amountCents, e.booking?.id])).toEqual([
      ["session", 15_000, bookingId],
      ["fee", -3_000, bookingId],
    ]);

    // Not before 48 hours after the end.
    await endedAgo(bookingId, 47);
    expect(await app.services.payouts.releaseDue()).toBe(0);
    await endedAgo(bookingId, 49);
    expect(await app.services.payouts.releaseDue()).toBe(1);
    expect(await app.services.payouts.releaseDue()).toBe(0);
    mine = await earnings();
    expect(mine).toMatchObject({ pendingCents: 0, availableCents: 12_000 });

    // No account yet: nothing is paid; then the test account form.
    expect(await app.services.payouts.runPayouts()).toBe(0);
    const bad = await app.request(
      "/api/coach/payout-account",
      asUser(coach, { method: "POST", json: { accountHolderName: "", routingNumber: "12", accountNumber: "x" } }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      accountHolderName: "Enter the account holder's name",
      routingNumber: "A routing number has 9 digits",
    });
    const connected = await connect();
    expect(connected.status).toBe(201);
    expect(await connected.json()).toEqual({ provider: "test", payoutsEnabled: true, last4: "6789" });

    // Two runs at once (two app instances on one database): one payout, one transfer.
    transfers.length = 0;
    const [a, b] = await Promise.all([app.services.payouts.runPayouts(), otherProcess.services.payouts.runPayouts()]);
    expect(a + b).toBe(1);
    const made = await db.select().from(payouts).where(eq(payouts.coachId, coach.coachId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountCents: 12_000, status: "paid" });
    expect(new Set(transfers).size).toBe(1);
    // Again in the same period: nothing.
    expect(await app.services.payouts.runPayouts()).toBe(0);

    mine = await earnings();
    expect(mine).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(mine.entries[0]).toMatchObject({ kind: "payout", amountCents: -12_000, payoutId: made[0].id });
    expect(mine.statements[0]).toMatchObject({ grossCents: 15_000, feeCents: 3_000, refundedCents: 0, paidOutCents: 12_000 });

    const csv = await app.request("/api/coach/earnings.csv", asUser(coach));
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ["payout", "-120.00"],
      ["released", "120.00"],
      ["session", "150.00"],
      ["fee", "-30.00"],
    ]);

    const report = (await (await app.request("/api/admin/payouts", asUser(fixture.admin))).json()) as AdminPayoutsReport;
    expect(report.periods[0]).toMatchObject({ grossCents: 15_000, feeCents: 3_000, paidOutCents: 12_000, failedCents: 0 });
    expect(report.periods[0].payouts[0]).toMatchObject({ coachName: "Maya Lin", amountCents: 12_000, status: "paid" });
    expect(report.revenueByMonth.at(-1)?.feeCents).toBe(3_000);
    const ledger = (await (
      await app.request(`/api/admin/ledger?coachId=${coach.coachId}`, asUser(fixture.admin))
    ).json()) as AdminCoachLedger;
    expect(ledger).toMatchObject({ coachName: "Maya Lin", pendingCents: 0, availableCents: 0 });
    expect((await app.request("/api/admin/ledger", asUser(fixture.admin))).status).toBe(400);
    expect((await app.request("/api/admin/ledger?coachId=00000000-0000-4000-8000-000000000000", asUser(fixture.admin))).status).toBe(404);
  });

  it("takes a refund after the payout from the coach's balance (negative), repaid by the next earnings", async () => {
    const [paidOut] = await db
      .select({ id: bookings.id, paymentIntentId: bookings.paymentIntentId })
      .from(bookings)
      .where(eq(bookings.coachId, coach.coachId));
    // The payment is refunded in full at the provider (its dashboard) after the coach was paid.
    const refunded = { eventId: "evt_refund_after_payout", type: "refunded" as const, paymentIntentId: paidOut.paymentIntentId as string };
    expect(await app.services.bookings.applyPaymentReport(refunded)).toBe("applied");
    expect(await app.services.bookings.applyPaymentReport(refunded)).toBe("duplicate");
    expect(await earnings()).toMatchObject({ pendingCents: 0, availableCents: -12_000 });
    expect((await earnings()).entries.slice(0, 2).map((e) => [e.kind, e.amountCents])).toEqual([
      ["refund", -15_000],
      ["fee-refund", 3_000],
    ]);
    // Nothing is paid out of a negative balance; the next session's share repays it.
    const next = await paidSession("200.00");
    await endedAgo(next, 49);
    expect(await app.services.payouts.releaseDue()).toBe(1);
    expect((await earnings()).availableCents).toBe(-12_000 + 16_000);
  });

  it("returns a refused payout to the balance and e-mails the coach, once", async () => {
    const bookingId = await paidSession("100.00");
    await endedAgo(bookingId, 49);
    await app.services.payouts.releaseDue();
    expect((await connect(TEST_FAILING_ACCOUNT_NUMBER)).status).toBe(201);
    const before = (await earnings()).availableCents;
    offset += 8 * 24 * HOUR; // the next period
    await app.services.payouts.runPayouts();
    const [failed] = await db
      .select()
      .from(payouts)
      .where(sql`${payouts.coachId} = ${coach.coachId} and ${payouts.status} = 'failed'`);
    expect(failed.failureMessage).toBe("The bank account is closed. Add another payout account.");
    expect((await earnings()).availableCents).toBe(before);
    const [{ email }] = await db.select({ email: coaches.email }).from(coaches).where(eq(coaches.id, coach.coachId));
    expect(await mailCount(app, email, "payouts.failed")).toBe(1);
    const report = (await (await app.request("/api/admin/payouts", asUser(fixture.admin))).json()) as AdminPayoutsReport;
    expect(report.periods[0].failedCents).toBe(failed.amountCents);
  });

  it("applies Connect events once: a reversed transfer returns the money; stale account news change nothing", async () => {
    expect((await connect()).status).toBe(201);
    offset += 8 * 24 * HOUR;
    await app.services.payouts.runPayouts();
    const [paid] = await db
      .select()
      .from(payouts)
      .where(sql`${payouts.coachId} = ${coach.coachId} and ${payouts.status} = 'paid'`)
      .orderBy(sql`${payouts.createdAt} desc`)
      .limit(1);
    const before = (await earnings()).availableCents;
    const event = {
      id: "evt_reversed_1",
      type: "transfer.reversed" as const,
      transferId: paid.transferId as string,
      amountReversedCents: paid.amountCents,
    };
    expect(await app.services.payouts.handleEvent(event)).toBe("applied");
    expect(await app.services.payouts.handleEvent(event)).toBe("duplicate");
    expect((await earnings()).availableCents).toBe(before + paid.amountCents);

    const [account] = await db
      .execute<{ external_id: string }>(sql`select external_id from payout_accounts where coach_id = ${coach.coachId}`)
      .then((r) => r.rows);
    const news = (payoutsEnabled: boolean, at: number) => ({
      id: `evt_account_${at}`,
      type: "payout-account.updated" as const,
      account: { id: account.external_id, payoutsEnabled, last4: "6789" },
      occurredAt: new Date(at),
    });
    expect(await app.services.payouts.handleEvent(news(false, 2_000))).toBe("applied");
    expect(await app.services.payouts.handleEvent(news(true, 1_000))).toBe("unchanged");
    expect((await earnings()).payoutAccount).toMatchObject({ payoutsEnabled: false });
  });

  it("answers 401 signed out and 403 to an account that is not a coach", async () => {
    expect((await app.request("/api/coach/earnings")).status).toBe(401);
    expect((await app.request("/api/coach/earnings", asUser(fixture.client))).status).toBe(403);
    expect((await app.request("/api/admin/payouts", asUser(coach))).status).toBe(403);
  });
});
