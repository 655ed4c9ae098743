// Earnings and payouts (docs/product/earnings-and-payouts.md, docs/decisions/130): the ledger's rules
// for the other modules (ledger.ts: the bookings module records payments and refunds, the
// subscriptions module coaches' payments, each inside its own transaction), the release of each
// session's share 48 hours after its end, the weekly payout run, coaches' payout accounts, the
// provider's Connect events, and what coaches and staff read.
//
// A payout run pays each coach once per period: the period is the schedule's latest tick, and the
// payout's row (unique per coach and period) is written with its ledger entries before the provider is
// asked, under one idempotency key per payout; a run that dies between the two leaves the payout
// pending and the next run asks the provider again under the same key.
import { CronExpressionParser } from "cron-parser";
import { stringify } from "csv-stringify/sync";
import type {
  AdminCoachLedger,
  AdminPayoutsReport,
  CoachEarnings,
  EarningEntry,
  MonthlyStatement,
  PayoutAccountView,
  PayoutPeriodReport,
} from "#common/earnings";
import type { TestPayoutAccountForm } from "#common/payout-account";
import type { PayoutSettings } from "../../config";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { MailService } from "../mail/service";
import { payoutFailedEmail, bankPayoutFailedEmail } from "./emails";
import { recordPayout, recordPayoutReturned, recordRelease } from "./ledger";
import type { PayoutEvent, PayoutProvider } from "./provider";
import * as repository from "./repository";

export { platformFeeCents, recordRefund, recordSessionPaid, recordSubscriptionPaid } from "./ledger";
export type { PayoutEvent, PayoutProvider } from "./provider";

/** A session's share becomes available this long after its end (unless a refund is open). */
export const RELEASE_HOLD_MS = 48 * 60 * 60_000;
/** Balances at or below this are carried to the next payout. */
export const MINIMUM_PAYOUT_CENTS = 100;

export type PayoutEventResult = "applied" | "duplicate" | "unchanged" | "unknown";

export interface PayoutsDeps {
  db: Database;
  provider: PayoutProvider;
  mail: MailService;
  logger: Logger;
  settings: PayoutSettings;
  /** Where the Stripe onboarding returns to. */
  siteUrl: string;
  now?: () => number;
}

/** The schedule's latest tick at or before `at`: the period a run at `at` pays for. */
export function payoutPeriod(schedule: string, at: number): Date {
  return CronExpressionParser.parse(schedule, { currentDate: new Date(at + 1), tz: "UTC" })
    .prev()
    .toDate();
}

/** The schedule's next tick after `at`. */
export function nextPayoutAt(schedule: string, at: number): Date {
  return CronExpressionParser.parse(schedule, { currentDate: new Date(at), tz: "UTC" })
    .next()
    .toDate();
}

const accountView = (row: repository.PayoutAccountRow | undefined): PayoutAccountView | null =>
  row ? { provider: row.provider as PayoutAccountView["provider"], payoutsEnabled: row.payoutsEnabled, last4: row.last4 } : null;

type LedgerRow = Awaited<ReturnType<typeof repository.coachLedgerRows>>[number];

/** A coach's ledger rows as the lines they read: the session's price and the fee, a refund and the fee it gives back… */
function earningEntries(rows: LedgerRow[]): EarningEntry[] {
  const byTransaction = new Map<string, LedgerRow[]>();
  for (const row of rows) byTransaction.set(row.transactionId, [...(byTransaction.get(row.transactionId) ?? []), row]);
  const entries: EarningEntry[] = [];
  for (const [transactionId, lines] of byTransaction) {
    const [first] = lines;
    const amountOf = (account: string) => lines.find((line) => line.account === account)?.amountCents ?? 0;
    const coachAccount = lines.find((line) => line.account.startsWith("coach_"));
    const balance: EarningEntry["balance"] = coachAccount?.account === "coach_available" ? "available" : "pending";
    const booking =
      first.bookingId && first.scheduledDate
        ? {
            id: first.bookingId,
            scheduledDate: first.scheduledDate.toISOString(),
            clientName: `${first.clientFirstName ?? ""} ${first.clientLastName ?? ""}`.trim(),
            sessionType: first.sessionType ?? "",
          }
        : null;
    const line = (kind: EarningEntry["kind"], amountCents: number, description: string, on = balance): EarningEntry => ({
      id: `${transactionId}:${kind}`,
      kind,
      amountCents,
      balance: on,
      occurredAt: first.occurredAt.toISOString(),
      booking,
      payoutId: first.payoutId,
      description,
    });
    const add = (entry: EarningEntry) => entry.amountCents !== 0 && entries.push(entry);
    switch (first.kind) {
      case "session-paid":
        add(line("session", amountOf("cash"), first.description));
        add(line("fee", amountOf("fee_revenue"), "Kindred's platform fee"));
        break;
      case "refund":
        add(line("refund", amountOf("cash"), first.description));
        add(line("fee-refund", amountOf("fee_revenue"), "Platform fee given back with the refund"));
        break;
      case "session-released":
        add(line("released", amountOf("coach_pending"), "Available: 48 hours after the session", "available"));
        break;
      case "payout":
        add(line("payout", amountOf("cash"), first.description, "available"));
        break;
      case "payout-returned":
        add(line("payout-returned", amountOf("cash"), first.description, "available"));
        break;
    }
  }
  return entries;
}

/** Per UTC month, newest first: what the coach's sessions made, the fees, refunds and payouts. */
function statementsOf(entries: EarningEntry[]): MonthlyStatement[] {
  const months = new Map<string, MonthlyStatement>();
  for (const entry of entries) {
    const month = entry.occurredAt.slice(0, 7);
    const statement = months.get(month) ?? { month, grossCents: 0, feeCents: 0, refundedCents: 0, paidOutCents: 0 };
    if (entry.kind === "session") statement.grossCents += entry.amountCents;
    if (entry.kind === "fee" || entry.kind === "fee-refund") statement.feeCents -= entry.amountCents;
    if (entry.kind === "refund") statement.refundedCents -= entry.amountCents;
    if (entry.kind === "payout" || entry.kind === "payout-returned") statement.paidOutCents -= entry.amountCents;
    months.set(month, statement);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

const CSV_COLUMNS = ["date", "kind", "description", "balance", "amount", "booking_id", "session_date", "client", "payout_id"];

function entriesCsv(entries: EarningEntry[]): string {
  return stringify(
    entries.map((entry) => [
      entry.occurredAt,
      entry.kind,
      entry.description,
      entry.balance,
      (entry.amountCents / 100).toFixed(2),
      entry.booking?.id ?? "",
      entry.booking?.scheduledDate ?? "",
      entry.booking?.clientName ?? "",
      entry.payoutId ?? "",
    ]),
    { header: true, columns: CSV_COLUMNS },
  );
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

export function createPayoutsService(deps: PayoutsDeps) {
  const { db, provider, mail, logger, settings } = deps;
  const now = deps.now ?? Date.now;

  async function forCoach(coachId: string): Promise<CoachEarnings> {
    const [balances, account, rows] = await Promise.all([
      repository.coachBalances(db, coachId),
      repository.findPayoutAccount(db, coachId),
      repository.coachLedgerRows(db, coachId),
    ]);
    const entries = earningEntries(rows);
    return {
      ...balances,
      nextPayoutAt: nextPayoutAt(settings.schedule, now()).toISOString(),
      feePercent: settings.feePercent,
      minimumPayoutCents: MINIMUM_PAYOUT_CENTS,
      payoutAccount: accountView(account),
      entries,
      statements: statementsOf(entries),
    };
  }

  async function coachLedger(coachId: string): Promise<AdminCoachLedger | null> {
    const name = await repository.coachName(db, coachId);
    if (name === null) return null;
    const [balances, rows] = await Promise.all([repository.coachBalances(db, coachId), repository.coachLedgerRows(db, coachId)]);
    return { coachId, coachName: name, ...balances, entries: earningEntries(rows) };
  }

  async function payoutsReport(): Promise<AdminPayoutsReport> {
    const rows = await repository.listPayouts(db);
    const byPeriod = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = row.payout.period.toISOString();
      byPeriod.set(key, [...(byPeriod.get(key) ?? []), row]);
    }
    // A period runs from one scheduled payout to the next: the money that came in and went back
    // during it, and the payouts of its run. The current period is always there.
    const periodKeys = [...new Set([...byPeriod.keys(), payoutPeriod(settings.schedule, now()).toISOString()])].sort().slice(-52);
    const periods: PayoutPeriodReport[] = [];
    for (const key of periodKeys) {
      const totals = await repository.ledgerTotals(db, { from: new Date(key), to: nextPayoutAt(settings.schedule, Date.parse(key)) });
      const sum = (kind: string, account: string) =>
        totals.filter((t) => t.kind === kind && t.account === account).reduce((total, t) => total + t.total, 0);
      const payoutsOfPeriod = byPeriod.get(key) ?? [];
      const statusSum = (status: string) =>
        payoutsOfPeriod.filter((row) => row.payout.status === status).reduce((total, row) => total + row.payout.amountCents, 0);
      periods.push({
        period: key,
        grossCents: sum("session-paid", "cash"),
        feeCents: -(sum("session-paid", "fee_revenue") + sum("refund", "fee_revenue")),
        refundedCents: -sum("refund", "cash"),
        paidOutCents: statusSum("paid"),
        failedCents: statusSum("failed"),
        payouts: payoutsOfPeriod.map(({ payout, firstName, lastName }) => ({
          id: payout.id,
          coachId: payout.coachId,
          coachName: `${firstName ?? ""} ${lastName ?? ""}`.trim() || "Former coach",
          amountCents: payout.amountCents,
          status: payout.status as "pending" | "paid" | "failed",
          failureMessage: payout.failureMessage,
          createdAt: payout.createdAt.toISOString(),
        })),
      });
    }
    const revenue = new Map<string, { month: string; feeCents: number; subscriptionCents: number }>();
    for (const row of await repository.revenueByMonth(db)) {
      const month = revenue.get(row.month) ?? { month: row.month, feeCents: 0, subscriptionCents: 0 };
      if (row.account === "fee_revenue") month.feeCents += row.total;
      else month.subscriptionCents += row.total;
      revenue.set(row.month, month);
    }
    return { periods: periods.reverse(), revenueByMonth: [...revenue.values()] };
  }

  /** Asks the provider for a payout's transfer (again, under the same key) and records the answer. */
  async function transferPayout(payout: repository.PayoutRow): Promise<"paid" | "failed" | "pending"> {
    let result;
    try {
      result = await provider.transfer({
        accountId: payout.accountId,
        amountCents: payout.amountCents,
        currency: "usd",
        idempotencyKey: `kindred-payout-${payout.id}`,
        metadata: { payoutId: payout.id, coachId: payout.coachId },
      });
    } catch (error) {
      // Unreachable or failing: the payout stays pending and the next run asks again under the same key.
      logger.error({ payoutId: payout.id, err: error instanceof Error ? error.message : error }, "payout transfer could not be made yet");
      return "pending";
    }
    return db.transaction(async (tx) => {
      if (result.status === "paid") {
        await repository.settlePayout(tx, payout.id, { status: "paid", transferId: result.id });
        return "paid" as const;
      }
      const failed = await repository.settlePayout(tx, payout.id, { status: "failed", failureMessage: result.failureMessage ?? null });
      if (failed) await returnPayout(tx, failed, result.failureMessage ?? "The payout could not be made.");
      return "failed" as const;
    });
  }

  /** A failed or reversed payout: the money is available again, and the coach hears why. */
  async function returnPayout(
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    payout: repository.PayoutRow,
    reason: string,
    amountCents = payout.amountCents,
  ) {
    await recordPayoutReturned(tx, {
      id: payout.id,
      coachId: payout.coachId,
      amountCents,
      occurredAt: new Date(now()),
      description: `Payout returned to your balance: ${reason}`,
    });
    const contact = await repository.coachContact(tx, payout.coachId);
    if (contact) await mail.enqueue(tx, payoutFailedEmail(mail, contact, { amountCents, reason }));
  }

  /** The payout run: every coach with an available balance above the minimum, once per period. */
  async function runPayouts(): Promise<number> {
    for (const pending of await repository.pendingPayouts(db)) await transferPayout(pending);
    const period = payoutPeriod(settings.schedule, now());
    let paid = 0;
    for (const candidate of await repository.coachesToPay(db, MINIMUM_PAYOUT_CENTS)) {
      if (!candidate.coachId) continue;
      const coachId = candidate.coachId;
      const payout = await db.transaction(async (tx) => {
        await repository.lockLedgerKey(tx, `coach:${coachId}`);
        const { availableCents } = await repository.coachBalances(tx, coachId);
        if (availableCents <= MINIMUM_PAYOUT_CENTS) return null;
        const row = await repository.insertPayout(tx, {
          coachId,
          period,
          amountCents: availableCents,
          provider: candidate.provider,
          accountId: candidate.accountId,
        });
        if (row) await recordPayout(tx, { id: row.id, coachId, amountCents: row.amountCents, occurredAt: new Date(now()) });
        return row;
      });
      if (payout && (await transferPayout(payout)) === "paid") paid += 1;
    }
    return paid;
  }

  /** Moves to available the shares of sessions that ended 48 hours ago, unless a refund is open. */
  async function releaseDue(): Promise<number> {
    let released = 0;
    for (const { id } of await repository.sessionsToRelease(db, new Date(now()), RELEASE_HOLD_MS)) {
      const done = await db.transaction(async (tx) => {
        const booking = await repository.lockBookingForLedger(tx, id);
        if (!booking || booking.refundStatus === "pending" || booking.refundStatus === "failed") return false;
        await repository.lockLedgerKey(tx, `booking:${id}`);
        return recordRelease(tx, { bookingId: id, occurredAt: new Date(now()), description: "Session share available" });
      });
      if (done) released += 1;
    }
    return released;
  }

  async function connectTestAccount(coachId: string, input: TestPayoutAccountForm): Promise<PayoutAccountView> {
    if (!provider.createTestAccount)
      throw new AppError(409, "stripe_payouts", "Payouts go through Stripe: use 'Set up payouts with Stripe'.");
    const account = await provider.createTestAccount(input);
    const row = await repository.savePayoutAccount(db, {
      coachId,
      provider: "test",
      externalId: account.id,
      payoutsEnabled: account.payoutsEnabled,
      last4: account.last4,
    });
    return accountView(row) as PayoutAccountView;
  }

  async function onboardingLink(coachId: string): Promise<{ url: string }> {
    if (!provider.createOnboardingLink) throw notFound("Not found");
    const [existing, contact] = await Promise.all([repository.findPayoutAccount(db, coachId), repository.coachContact(db, coachId)]);
    const returnUrl = new URL("/coach/earnings", deps.siteUrl).toString();
    const link = await provider.createOnboardingLink({
      accountId: existing?.provider === "stripe" ? existing.externalId : null,
      email: contact?.email ?? "",
      returnUrl,
      refreshUrl: returnUrl,
      idempotencyKey: `kindred-connect-${coachId}`,
    });
    if (!existing || existing.externalId !== link.accountId) {
      await repository.savePayoutAccount(db, {
        coachId,
        provider: "stripe",
        externalId: link.accountId,
        payoutsEnabled: false,
        last4: null,
      });
    }
    return { url: link.url };
  }

  /** A verified Connect event, applied once: stale and replayed ones change nothing. */
  async function handleEvent(event: PayoutEvent): Promise<PayoutEventResult> {
    if (event.type === "payout-account.updated") {
      const changed = await repository.updatePayoutAccountFromProvider(db, event.account.id, {
        payoutsEnabled: event.account.payoutsEnabled,
        last4: event.account.last4,
        at: event.occurredAt ?? new Date(now()),
      });
      return changed ? "applied" : "unchanged";
    }
    return db.transaction(async (tx) => {
      if (!(await repository.recordProviderEvent(tx, event.id, event.type))) return "duplicate";
      if (event.type === "transfer.reversed") {
        const reversed = await repository.reversePaidPayout(tx, event.transferId, "The transfer was reversed.");
        if (!reversed) return "unchanged";
        await returnPayout(tx, reversed, "the transfer was reversed", Math.min(event.amountReversedCents, reversed.amountCents));
        return "applied";
      }
      const coachId = await repository.coachOfAccount(tx, event.accountId);
      if (!coachId) return "unknown";
      const contact = await repository.coachContact(tx, coachId);
      if (contact)
        await mail.enqueue(tx, bankPayoutFailedEmail(mail, contact, { amountCents: event.amountCents, reason: event.failureMessage }));
      return "applied";
    });
  }

  return {
    forCoach,
    coachLedger,
    payoutsReport,
    runPayouts,
    releaseDue,
    connectTestAccount,
    onboardingLink,
    handleEvent,
    async coachCsv(coachId: string): Promise<string> {
      return entriesCsv((await forCoach(coachId)).entries);
    },
    async payoutsCsv(): Promise<string> {
      const report = await payoutsReport();
      return stringify(
        report.periods.flatMap((period) =>
          period.payouts.map((p) => [
            period.period,
            p.coachName,
            p.coachId,
            (p.amountCents / 100).toFixed(2),
            p.status,
            p.failureMessage ?? "",
            p.createdAt,
          ]),
        ),
        { header: true, columns: ["period", "coach", "coach_id", "amount", "status", "failure", "created_at"] },
      );
    },
  };
}
