// The test provider's subscriptions: made once per idempotency key, the first invoice paid with a
// card token, and a cancellation at the period's end that can be taken back. Their rows are the
// payments repository's.
import { randomBytes } from "node:crypto";
import { CARD_DECLINED_MESSAGE, type TestCardToken } from "#common/payments";
import type { Database } from "../../db/client";
import type { CreateSubscriptionInput, ProviderRefund, ProviderSubscription, RefundSubscriptionInput } from "./provider";
import {
  findTestSubscription,
  findTestSubscriptionByIdempotencyKey,
  insertTestSubscription,
  lockTestSubscription,
  updateTestSubscription,
  type TestSubscriptionRow,
} from "./repository";
import { checkPositiveAmount, idempotencyMismatch, PaymentProviderError, TOKEN_OUTCOMES } from "./test-cards";

/**
 * Kept in the subscription's metadata: the test provider's table has no column for it, and a
 * schema change for a stand-in provider is not worth a migration.
 */
const CANCEL_AT_PERIOD_END = "cancel_at_period_end";
/** The one refund of the first payment, kept in the metadata for the same reason. */
const REFUND_ID = "refund_id";
const REFUND_KEY = "refund_idempotency_key";

function toSubscription(row: TestSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    customerEmail: row.email,
    clientSecret: row.clientSecret,
    status: row.status as ProviderSubscription["status"],
    currentPeriodEnd: row.currentPeriodEnd ?? undefined,
    cancelAtPeriodEnd: row.metadata[CANCEL_AT_PERIOD_END] === "true",
    lastError: row.lastError ?? undefined,
  };
}

/** One month after `from`, as a billing period ends. */
function oneMonthAfter(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export async function createTestSubscription(db: Database, input: CreateSubscriptionInput): Promise<ProviderSubscription> {
  checkPositiveAmount(input.amountCents);
  const id = `sub_test_${randomBytes(12).toString("hex")}`;
  const created = await insertTestSubscription(db, {
    id,
    idempotencyKey: input.idempotencyKey,
    customerId: `cus_test_${randomBytes(8).toString("hex")}`,
    email: input.email,
    name: input.name,
    clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
    amount: input.amountCents,
    metadata: input.metadata,
  });
  if (created) return toSubscription(created);
  const existing = await findTestSubscriptionByIdempotencyKey(db, input.idempotencyKey);
  if (existing.amount !== input.amountCents || existing.email !== input.email) throw idempotencyMismatch();
  return toSubscription(existing);
}

export async function retrieveTestSubscription(db: Database, id: string): Promise<ProviderSubscription | null> {
  const row = await findTestSubscription(db, id);
  return row ? toSubscription(row) : null;
}

export async function setTestCancelAtPeriodEnd(db: Database, id: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription | null> {
  return db.transaction(async (tx) => {
    const row = await lockTestSubscription(tx, id);
    if (!row) return null;
    // As Stripe: an ended subscription cannot be changed any more.
    if (row.status === "canceled")
      throw new PaymentProviderError(
        "A canceled subscription can only update its cancellation_details and metadata.",
        "subscription_canceled",
      );
    const metadata = { ...row.metadata, [CANCEL_AT_PERIOD_END]: String(cancelAtPeriodEnd) };
    return toSubscription(await updateTestSubscription(tx, id, { metadata }));
  });
}

export async function confirmTestSubscription(db: Database, id: string, token: TestCardToken): Promise<ProviderSubscription> {
  return db.transaction(async (tx) => {
    const row = await lockTestSubscription(tx, id);
    if (!row) throw new PaymentProviderError("No such subscription.", "resource_missing");
    // The first invoice is paid once: a second click changes nothing.
    if (row.status !== "incomplete") return toSubscription(row);
    const outcome = TOKEN_OUTCOMES[token];
    const updated = await updateTestSubscription(
      tx,
      id,
      outcome.succeeds
        ? { status: "active", lastError: null, currentPeriodEnd: oneMonthAfter(new Date()) }
        : { lastError: outcome.message ?? CARD_DECLINED_MESSAGE },
    );
    return toSubscription(updated);
  });
}

/** Ends the subscription at once, as Stripe's cancel does; one already ended stays as it is. */
export async function cancelTestSubscription(db: Database, id: string): Promise<ProviderSubscription | null> {
  return db.transaction(async (tx) => {
    const row = await lockTestSubscription(tx, id);
    if (!row) return null;
    if (row.status === "canceled") return toSubscription(row);
    const metadata = { ...row.metadata, [CANCEL_AT_PERIOD_END]: "false" };
    return toSubscription(await updateTestSubscription(tx, id, { status: "canceled", metadata }));
  });
}

/** Refunds the first payment in full, once: the same key answers the same refund, another key is refused. */
export async function refundTestSubscription(db: Database, input: RefundSubscriptionInput): Promise<ProviderRefund | null> {
  return db.transaction(async (tx) => {
    const row = await lockTestSubscription(tx, input.subscriptionId);
    if (!row) throw new PaymentProviderError("No such subscription.", "resource_missing");
    const existing = row.metadata[REFUND_ID];
    if (existing) {
      if (row.metadata[REFUND_KEY] !== input.idempotencyKey) {
        throw new PaymentProviderError(`Charge for ${row.id} has already been refunded.`, "charge_already_refunded");
      }
      return { id: existing, amountCents: row.amount, status: "succeeded" as const };
    }
    // Paid once the first invoice was: the period started then (a cancelled one keeps it).
    if (!row.currentPeriodEnd) return null;
    const id = `re_test_${randomBytes(12).toString("hex")}`;
    await updateTestSubscription(tx, row.id, { metadata: { ...row.metadata, [REFUND_ID]: id, [REFUND_KEY]: input.idempotencyKey } });
    return { id, amountCents: row.amount, status: "succeeded" as const };
  });
}
