// What coaches and staff read of the ledger (docs/product/earnings-and-payouts.md#earnings-coach-workspace):
// a coach's balances, entries as lines they recognise (the session's price and the fee, a refund and
// the fee it gives back, a release, a payout), monthly statements and CSV; staff's report per payout
// period with the platform's revenue per month, and any coach's ledger.
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
import type { PayoutSettings } from "../../config";
import type { Database } from "../../db/client";
import * as repository from "./repository";
import { nextPayoutAt, payoutPeriod } from "./schedule";

/** Balances at or below this are carried to the next payout. */
export const MINIMUM_PAYOUT_CENTS = 100;

export const accountView = (row: repository.PayoutAccountRow | undefined): PayoutAccountView | null =>
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

export function createEarningsReports(deps: { db: Database; settings: PayoutSettings; now: () => number }) {
  const { db, settings, now } = deps;

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

  return {
    forCoach,
    coachLedger,
    payoutsReport,
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
