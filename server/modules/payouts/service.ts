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
import type { PayoutAccountView } from "#common/earnings";
import type { TestPayoutAccountForm } from "#common/payout-account";
import type { PayoutSettings } from "../../config";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { MailService } from "../mail/service";
import { recordProviderEventOnce } from "../provider-events/service";
import { bankPayoutFailedEmail } from "./emails";
import { recordRelease } from "./ledger";
import type { PayoutEvent, PayoutProvider } from "./provider";
import { createPayoutRun } from "./payout-run";
import { accountView, createEarningsReports } from "./reports";
import * as repository from "./repository";

export { platformFeeCents, recordRefund, recordSessionPaid, recordSubscriptionPaid } from "./ledger";
export type { PayoutEvent, PayoutProvider } from "./provider";

/** A session's share becomes available this long after its end (unless a refund is open). */
export const RELEASE_HOLD_MS = 48 * 60 * 60_000;
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

export type PayoutsService = ReturnType<typeof createPayoutsService>;

export function createPayoutsService(deps: PayoutsDeps) {
  const { db, provider, mail, logger, settings } = deps;
  const now = deps.now ?? Date.now;
  const reports = createEarningsReports({ db, settings, now });
  const { runPayouts, returnPayout } = createPayoutRun({ db, provider, mail, logger, settings, now });

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
      if (!(await recordProviderEventOnce(tx, event.id, event.type))) return "duplicate";
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
    ...reports,
    runPayouts,
    releaseDue,
    connectTestAccount,
    onboardingLink,
    handleEvent,
  };
}
