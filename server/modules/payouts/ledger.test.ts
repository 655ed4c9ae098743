// The ledger's rules against a real PostgreSQL, on random sequences of money events: sessions paid,
// refunds in full and in part (before and after the share was released and paid out), releases,
// payouts, returned payouts and replays of any of them. Every transaction balances, a replay writes
// nothing, and each coach's balance is their share of what was paid, less the shares refunded, less
// what was paid out and not returned. The database itself refuses a change or an unbalanced write.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions } from "../../db/schema";
import { createTestDatabase } from "../../../tests/support/test-database";
import { platformFeeCents, recordPayout, recordPayoutReturned, recordRefund, recordRelease, recordSessionPaid } from "./ledger";
import { coachBalances } from "./repository";

const database = await createTestDatabase();
const { db } = database;

type Op =
  | { kind: "pay"; booking: number; amountCents: number; feePercent: number }
  | { kind: "refund"; booking: number; amountCents: number; key: number }
  | { kind: "release"; booking: number }
  | { kind: "payout"; coach: number }
  | { kind: "return"; payout: number }
  | { kind: "replay"; back: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("pay" as const),
    booking: fc.nat(5),
    amountCents: fc.integer({ min: 1, max: 30_000 }),
    feePercent: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({ kind: fc.constant("refund" as const), booking: fc.nat(5), amountCents: fc.integer({ min: 1, max: 35_000 }), key: fc.nat(2) }),
  fc.record({ kind: fc.constant("release" as const), booking: fc.nat(5) }),
  fc.record({ kind: fc.constant("payout" as const), coach: fc.nat(1) }),
  fc.record({ kind: fc.constant("return" as const), payout: fc.nat(3) }),
  fc.record({ kind: fc.constant("replay" as const), back: fc.nat(4) }),
);

describe("the ledger", () => {
  it("keeps every transaction balanced, never counts twice, and owes each coach their share less refunds and payouts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        // Six bookings of two coaches; ids fresh for each run.
        const coaches = [randomUUID(), randomUUID()];
        const bookings = Array.from({ length: 6 }, (_, index) => ({ id: randomUUID(), coachId: coaches[index % 2] }));
        // The model: what was paid per booking, what was refunded, released, paid out and returned.
        const paid = new Map<number, { amount: number; fee: number }>();
        const refunded = new Map<number, number>();
        const refundKeys = new Set<string>();
        const released = new Set<number>();
        const payouts: { id: string; coach: number; amount: number; returned: boolean }[] = [];
        const done: Op[] = [];

        const apply = async (step: Op): Promise<void> => {
          await db.transaction(async (tx) => {
            if (step.kind === "pay") {
              const booking = bookings[step.booking];
              const fee = platformFeeCents(step.amountCents, step.feePercent);
              const wrote = await recordSessionPaid(tx, {
                bookingId: booking.id,
                coachId: booking.coachId,
                paymentId: `pi_${booking.id}`,
                amountCents: step.amountCents,
                feeCents: fee,
                occurredAt: new Date(),
                description: "Session",
              });
              expect(wrote).toBe(!paid.has(step.booking));
              if (!paid.has(step.booking)) paid.set(step.booking, { amount: step.amountCents, fee });
            } else if (step.kind === "refund") {
              const booking = bookings[step.booking];
              const key = `${booking.id}:${step.key}`;
              const wrote = await recordRefund(tx, {
                bookingId: booking.id,
                refundKey: key,
                amountCents: step.amountCents,
                occurredAt: new Date(),
                description: "Refund",
              });
              const payment = paid.get(step.booking);
              const before = refunded.get(step.booking) ?? 0;
              const expected = payment !== undefined && !refundKeys.has(key) && before < payment.amount;
              expect(wrote).toBe(expected);
              if (expected) {
                refundKeys.add(key);
                refunded.set(step.booking, Math.min(payment.amount, before + step.amountCents));
              }
            } else if (step.kind === "release") {
              const booking = bookings[step.booking];
              const wrote = await recordRelease(tx, { bookingId: booking.id, occurredAt: new Date(), description: "Released" });
              const payment = paid.get(step.booking);
              const pending = payment ? shareOf(payment) - shareBack(payment, refunded.get(step.booking) ?? 0) : 0;
              expect(wrote).toBe(payment !== undefined && !released.has(step.booking) && pending > 0);
              if (wrote) released.add(step.booking);
            } else if (step.kind === "payout") {
              const coachId = coaches[step.coach];
              const { availableCents } = await coachBalances(tx, coachId);
              if (availableCents > 100) {
                const payout = { id: randomUUID(), coach: step.coach, amount: availableCents, returned: false };
                expect(await recordPayout(tx, { id: payout.id, coachId, amountCents: availableCents, occurredAt: new Date() })).toBe(true);
                payouts.push(payout);
              }
            } else if (step.kind === "return") {
              const payout = payouts[step.payout];
              if (!payout) return;
              const wrote = await recordPayoutReturned(tx, {
                id: payout.id,
                coachId: coaches[payout.coach],
                amountCents: payout.amount,
                occurredAt: new Date(),
                description: "Returned",
              });
              expect(wrote).toBe(!payout.returned);
              payout.returned = true;
            }
          });
        };

        for (const step of ops) {
          if (step.kind === "replay") {
            const earlier = done[done.length - 1 - step.back];
            // A replayed payout is a new payout (new id); replaying the others must change nothing.
            if (earlier && earlier.kind !== "payout") await apply(earlier);
            continue;
          }
          await apply(step);
          done.push(step);
        }

        // Every transaction sums to zero.
        const unbalanced = await db.execute(sql`
          select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`);
        expect(unbalanced.rows).toEqual([]);
        // Each coach is owed their share less the shares refunded and the payouts not returned.
        for (const [index, coachId] of coaches.entries()) {
          let owed = 0;
          for (const [b, payment] of paid)
            if (bookings[b].coachId === coachId) owed += shareOf(payment) - shareBack(payment, refunded.get(b) ?? 0);
          for (const payout of payouts) if (payout.coach === index && !payout.returned) owed -= payout.amount;
          const { pendingCents, availableCents } = await coachBalances(db, coachId);
          expect(pendingCents + availableCents).toBe(owed);
          // Pending is exactly the unreleased bookings' remaining shares.
          let pending = 0;
          for (const [b, payment] of paid)
            if (bookings[b].coachId === coachId && !released.has(b)) pending += shareOf(payment) - shareBack(payment, refunded.get(b) ?? 0);
          expect(pendingCents).toBe(pending);
        }
        // Kindred's cash is what came in less what went out.
        const cash = await db.execute<{ total: number }>(sql`
          select coalesce(sum(e.amount_cents), 0)::int as total from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account = 'cash' and (t.coach_id = ${coaches[0]} or t.coach_id = ${coaches[1]})`);
        const paidIn = [...paid.values()].reduce((total, p) => total + p.amount, 0);
        const refundedOut = [...refunded.values()].reduce((total, r) => total + r, 0);
        const paidOut = payouts.filter((p) => !p.returned).reduce((total, p) => total + p.amount, 0);
        expect(cash.rows[0].total).toBe(paidIn - refundedOut - paidOut);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses to change or delete a written transaction, and to commit one that does not balance", async () => {
    const coachId = randomUUID();
    await db.transaction((tx) =>
      recordSessionPaid(tx, {
        bookingId: randomUUID(),
        coachId,
        paymentId: `pi_${coachId}`,
        amountCents: 10_000,
        feeCents: 1_500,
        occurredAt: new Date(),
        description: "Session",
      }),
    );
    expect(await refusal(db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.coachId, coachId)))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.delete(ledgerEntries).where(eq(ledgerEntries.coachId, coachId)))).toMatch(/append-only/);
    expect(
      await refusal(db.update(ledgerTransactions).set({ description: "changed" }).where(eq(ledgerTransactions.coachId, coachId))),
    ).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate ledger_entries, ledger_transactions`))).toMatch(/append-only/);
    const unbalanced = db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: "payout", idempotencyKey: `bad:${coachId}`, coachId, occurredAt: new Date(), description: "Bad" })
        .returning();
      await tx.insert(ledgerEntries).values({ transactionId: row.id, account: "cash", amountCents: -500 });
    });
    expect(await refusal(unbalanced)).toMatch(/does not balance/);
    const written = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bad:${coachId}`));
    expect(written).toEqual([]);
    expect((await coachBalances(db, coachId)).pendingCents).toBe(8_500);
  });
});

const shareOf = (payment: { amount: number; fee: number }) => payment.amount - payment.fee;
/** The share reversed by refunds adding up to `refunded`, as the ledger rounds it. */
const shareBack = (payment: { amount: number; fee: number }, refunded: number) =>
  Math.round((shareOf(payment) * refunded) / payment.amount);

/** The database's message refusing a statement (Drizzle wraps it as the cause of its own error). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return "(no refusal)";
}
