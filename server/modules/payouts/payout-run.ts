// The payout run (docs/product/earnings-and-payouts.md#payouts): every coach whose available balance
// is above the minimum and whose payout account is enabled is paid that balance once per period. The
// payout's row (unique per coach and period) and its ledger entries are written under an advisory
// lock per coach before the provider is asked, with one idempotency key per payout; a run that dies in
// between leaves the payout pending, and the next run asks again under the same key. A refused or
// reversed transfer returns the money to the available balance and e-mails the coach.
import type { PayoutSettings } from "../../config";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { MailService } from "../mail/service";
import { payoutFailedEmail } from "./emails";
import { recordPayout, recordPayoutReturned } from "./ledger";
import type { PayoutProvider } from "./provider";
import { MINIMUM_PAYOUT_CENTS } from "./reports";
import * as repository from "./repository";
import { payoutPeriod } from "./schedule";

export function createPayoutRun(deps: {
  db: Database;
  provider: PayoutProvider;
  mail: MailService;
  logger: Logger;
  settings: PayoutSettings;
  now: () => number;
}) {
  const { db, provider, mail, logger, settings, now } = deps;

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
  async function returnPayout(tx: DatabaseOrTransaction, payout: repository.PayoutRow, reason: string, amountCents = payout.amountCents) {
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

  return { runPayouts, returnPayout };
}
