// The only SQL of earnings and payouts: ledger transactions and their entries (append-only, balanced
// at commit by the database), balances, the coaches' payout accounts and payouts.
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import {
  bookings,
  coaches,
  ledgerEntries,
  ledgerTransactions,
  payoutAccounts,
  payouts,
  type LedgerAccount,
  type LedgerKind,
} from "../../db/schema";

export interface LedgerLine {
  account: LedgerAccount;
  coachId?: string | null;
  amountCents: number;
}

export interface NewLedgerTransaction {
  kind: LedgerKind;
  idempotencyKey: string;
  coachId: string | null;
  bookingId?: string | null;
  payoutId?: string | null;
  occurredAt: Date;
  description: string;
  lines: LedgerLine[];
}

/**
 * Writes a transaction and its entries, once per idempotency key: false (and nothing written) when
 * the key was recorded before. Zero lines are left out; the database refuses an unbalanced one at commit.
 */
export async function insertLedgerTransaction(tx: DatabaseOrTransaction, entry: NewLedgerTransaction): Promise<boolean> {
  const lines = entry.lines.filter((line) => line.amountCents !== 0);
  if (lines.length === 0) return false;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: entry.kind,
      idempotencyKey: entry.idempotencyKey,
      coachId: entry.coachId,
      bookingId: entry.bookingId ?? null,
      payoutId: entry.payoutId ?? null,
      occurredAt: entry.occurredAt,
      description: entry.description,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx
    .insert(ledgerEntries)
    .values(
      lines.map((line) => ({ transactionId: row.id, account: line.account, coachId: line.coachId ?? null, amountCents: line.amountCents })),
    );
  return true;
}

/** The sum of a booking's entries per account (and whether its share was released). */
export async function bookingLedger(
  tx: DatabaseOrTransaction,
  bookingId: string,
): Promise<{ kinds: Set<LedgerKind>; byAccount: Map<LedgerAccount, number>; coachId: string | null }> {
  const rows = await tx
    .select({
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      coachId: ledgerTransactions.coachId,
      amount: ledgerEntries.amountCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(eq(ledgerTransactions.bookingId, bookingId));
  const byAccount = new Map<LedgerAccount, number>();
  const kinds = new Set<LedgerKind>();
  for (const row of rows) {
    kinds.add(row.kind as LedgerKind);
    byAccount.set(row.account as LedgerAccount, (byAccount.get(row.account as LedgerAccount) ?? 0) + row.amount);
  }
  return { kinds, byAccount, coachId: rows[0]?.coachId ?? null };
}

/** The booking's payment transaction's lines (amount paid, fee, share), when it was paid through Kindred. */
export async function paidTransactionOf(tx: DatabaseOrTransaction, bookingId: string) {
  return tx
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amountCents, coachId: ledgerTransactions.coachId })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.bookingId, bookingId), eq(ledgerTransactions.kind, "session-paid")));
}

/** A coach's pending and available balances (what Kindred owes: minus the sum of their entries). */
export async function coachBalances(db: DatabaseOrTransaction, coachId: string): Promise<{ pendingCents: number; availableCents: number }> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.coachId, coachId))
    .groupBy(ledgerEntries.account);
  const of = (account: LedgerAccount) => 0 - (rows.find((row) => row.account === account)?.total ?? 0);
  return { pendingCents: of("coach_pending"), availableCents: of("coach_available") };
}

/** Coaches whose available balance is above `minimumCents` and whose payout account takes payouts. */
export async function coachesToPay(db: DatabaseOrTransaction, minimumCents: number) {
  return db
    .select({
      coachId: ledgerEntries.coachId,
      availableCents: sql<number>`(-sum(${ledgerEntries.amountCents}))::int`,
      provider: payoutAccounts.provider,
      accountId: payoutAccounts.externalId,
    })
    .from(ledgerEntries)
    .innerJoin(payoutAccounts, eq(payoutAccounts.coachId, ledgerEntries.coachId))
    .where(and(eq(ledgerEntries.account, "coach_available"), eq(payoutAccounts.payoutsEnabled, true)))
    .groupBy(ledgerEntries.coachId, payoutAccounts.provider, payoutAccounts.externalId)
    .having(sql`-sum(${ledgerEntries.amountCents}) > ${minimumCents}`);
}

/** Serialises the ledger writes about one key (a coach's payouts, a booking's money) until the transaction ends. */
export async function lockLedgerKey(tx: DatabaseOrTransaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger:${key}`}, 0))`);
}

/**
 * Paid sessions with a share still pending (not refunded in full, not released) whose end was at
 * least `holdMs` before `now`, completed or a no-show.
 */
export async function sessionsToRelease(db: DatabaseOrTransaction, now: Date, holdMs: number, limit = 500) {
  const pending = db
    .select({ bookingId: ledgerTransactions.bookingId })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerEntries.account, "coach_pending"), sql`${ledgerTransactions.bookingId} is not null`))
    .groupBy(ledgerTransactions.bookingId)
    .having(sql`sum(${ledgerEntries.amountCents}) < 0`)
    .as("pending");
  return db
    .select({ id: bookings.id })
    .from(pending)
    .innerJoin(bookings, eq(bookings.id, pending.bookingId))
    .where(
      and(
        inArray(bookings.status, ["completed", "no-show"]),
        sql`${bookings.scheduledDate} + make_interval(mins => ${bookings.duration}) <= ${new Date(now.getTime() - holdMs)}`,
      ),
    )
    .orderBy(asc(bookings.scheduledDate))
    .limit(limit);
}

/** The booking row, locked, with what the release needs. */
export async function lockBookingForLedger(tx: DatabaseOrTransaction, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      refundStatus: bookings.refundStatus,
      scheduledDate: bookings.scheduledDate,
      duration: bookings.duration,
      coachId: bookings.coachId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return row;
}

// Payout accounts.
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function findPayoutAccount(db: DatabaseOrTransaction, coachId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coachId));
  return row;
}

export async function savePayoutAccount(
  db: DatabaseOrTransaction,
  values: { coachId: string; provider: "test" | "stripe"; externalId: string; payoutsEnabled: boolean; last4: string | null },
): Promise<PayoutAccountRow> {
  const [row] = await db
    .insert(payoutAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: payoutAccounts.coachId,
      set: { provider: values.provider, externalId: values.externalId, payoutsEnabled: values.payoutsEnabled, last4: values.last4 },
    })
    .returning();
  return row;
}

/** The provider's news about an account, unless newer news was applied already; false when nothing changed. */
export async function updatePayoutAccountFromProvider(
  db: DatabaseOrTransaction,
  externalId: string,
  values: { payoutsEnabled: boolean; last4: string | null; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(payoutAccounts)
    .set({ payoutsEnabled: values.payoutsEnabled, last4: values.last4, providerUpdatedAt: values.at })
    .where(
      and(
        eq(payoutAccounts.externalId, externalId),
        sql`(${payoutAccounts.providerUpdatedAt} is null or ${payoutAccounts.providerUpdatedAt} < ${values.at})`,
      ),
    )
    .returning({ coachId: payoutAccounts.coachId });
  return updated.length > 0;
}

// Payouts.
export type PayoutRow = typeof payouts.$inferSelect;

/** A coach's payout for a period, unless one exists: null when another run made it first. */
export async function insertPayout(
  tx: DatabaseOrTransaction,
  values: { coachId: string; period: Date; amountCents: number; provider: string; accountId: string },
): Promise<PayoutRow | null> {
  const [row] = await tx.insert(payouts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function pendingPayouts(db: DatabaseOrTransaction): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.status, "pending")).orderBy(asc(payouts.createdAt));
}

/** Moves a pending payout to paid or failed; null when it was not pending any more (another run settled it). */
export async function settlePayout(
  tx: DatabaseOrTransaction,
  id: string,
  values: { status: "paid" | "failed"; transferId?: string | null; failureMessage?: string | null },
): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set(values)
    .where(and(eq(payouts.id, id), eq(payouts.status, "pending")))
    .returning();
  return row ?? null;
}

/** A paid payout whose transfer was taken back: failed now; null when it was not paid. */
export async function reversePaidPayout(tx: DatabaseOrTransaction, transferId: string, failureMessage: string): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set({ status: "failed", failureMessage })
    .where(and(eq(payouts.transferId, transferId), eq(payouts.status, "paid")))
    .returning();
  return row ?? null;
}

export async function listPayouts(db: DatabaseOrTransaction, options: { coachId?: string; limit?: number } = {}) {
  return db
    .select({ payout: payouts, firstName: coaches.firstName, lastName: coaches.lastName })
    .from(payouts)
    .leftJoin(coaches, eq(coaches.id, payouts.coachId))
    .where(options.coachId ? eq(payouts.coachId, options.coachId) : undefined)
    .orderBy(desc(payouts.period), asc(coaches.lastName))
    .limit(options.limit ?? 1000);
}

/** A coach's ledger lines (their own entries and their transactions' platform entries), newest first. */
export async function coachLedgerRows(db: DatabaseOrTransaction, coachId: string, limit = 1000) {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      occurredAt: ledgerTransactions.occurredAt,
      description: ledgerTransactions.description,
      payoutId: ledgerTransactions.payoutId,
      bookingId: ledgerTransactions.bookingId,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      scheduledDate: bookings.scheduledDate,
      clientFirstName: bookings.firstName,
      clientLastName: bookings.lastName,
      sessionType: bookings.sessionType,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .leftJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
    .where(eq(ledgerTransactions.coachId, coachId))
    .orderBy(desc(ledgerTransactions.occurredAt), desc(ledgerTransactions.createdAt), asc(ledgerEntries.account))
    .limit(limit);
}

/** Sums per account of the transactions that occurred in [from, to), by kind: the report's figures. */
export async function ledgerTotals(db: DatabaseOrTransaction, range: { from?: Date; to?: Date } = {}) {
  return db
    .select({
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      total: sql<number>`sum(${ledgerEntries.amountCents})::int`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        range.from ? gte(ledgerTransactions.occurredAt, range.from) : undefined,
        range.to ? lt(ledgerTransactions.occurredAt, range.to) : undefined,
      ),
    )
    .groupBy(ledgerTransactions.kind, ledgerEntries.account);
}

/** Platform revenue per UTC month: fees (net of fee refunds) and subscriptions. */
export async function revenueByMonth(db: DatabaseOrTransaction) {
  const month = sql<string>`to_char(${ledgerTransactions.occurredAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, account: ledgerEntries.account, total: sql<number>`(-sum(${ledgerEntries.amountCents}))::int` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(inArray(ledgerEntries.account, ["fee_revenue", "subscription_revenue"]))
    .groupBy(month, ledgerEntries.account)
    .orderBy(asc(month));
}

export async function coachName(db: DatabaseOrTransaction, coachId: string): Promise<string | null> {
  const [row] = await db.select({ firstName: coaches.firstName, lastName: coaches.lastName }).from(coaches).where(eq(coaches.id, coachId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/** Where a coach's e-mails go. */
export async function coachContact(db: DatabaseOrTransaction, coachId: string): Promise<{ email: string; firstName: string } | null> {
  const [row] = await db.select({ email: coaches.email, firstName: coaches.firstName }).from(coaches).where(eq(coaches.id, coachId));
  return row ?? null;
}

/** The coach whose payout account this is. */
export async function coachOfAccount(db: DatabaseOrTransaction, externalId: string): Promise<string | null> {
  const [row] = await db.select({ coachId: payoutAccounts.coachId }).from(payoutAccounts).where(eq(payoutAccounts.externalId, externalId));
  return row?.coachId ?? null;
}
