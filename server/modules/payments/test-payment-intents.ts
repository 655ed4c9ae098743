// The test provider's payment intents: made once per idempotency key, confirmed with a card token,
// refunded once. Their rows are the payments repository's.
import { randomBytes } from "node:crypto";
import { CARD_DECLINED_MESSAGE, type TestCardToken } from "#common/payments";
import type { Database } from "../../db/client";
import type { CreatePaymentIntentInput, CreateRefundInput, ProviderPaymentIntent, ProviderRefund } from "./provider";
import {
  findTestIntent,
  findTestIntentByIdempotencyKey,
  insertTestIntent,
  lockTestIntent,
  setTestIntentMetadata,
  updateTestIntent,
  type TestIntentRow,
} from "./repository";
import { checkPositiveAmount, idempotencyMismatch, PaymentProviderError, TOKEN_OUTCOMES } from "./test-cards";

function toIntent(row: TestIntentRow): ProviderPaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amount,
    currency: row.currency,
    status: row.status as ProviderPaymentIntent["status"],
    metadata: row.metadata,
    lastError: row.lastError ?? undefined,
  };
}

/** A refund of a test intent, kept in its metadata: the test provider's table has no column for it. */
const REFUND_ID = "refund_id";
const REFUND_AMOUNT = "refund_amount";
const REFUND_KEY = "refund_idempotency_key";

export async function createTestIntent(db: Database, input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
  checkPositiveAmount(input.amountCents);
  const id = `pi_test_${randomBytes(12).toString("hex")}`;
  const created = await insertTestIntent(db, {
    id,
    idempotencyKey: input.idempotencyKey,
    clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
    amount: input.amountCents,
    currency: input.currency,
    metadata: input.metadata,
  });
  if (created) return toIntent(created);
  // The same key again: the same intent, as long as the request is the same (Stripe's rule).
  const existing = await findTestIntentByIdempotencyKey(db, input.idempotencyKey);
  if (existing.amount !== input.amountCents || existing.currency !== input.currency) throw idempotencyMismatch();
  return toIntent(existing);
}

export async function retrieveTestIntent(db: Database, id: string): Promise<ProviderPaymentIntent | null> {
  const row = await findTestIntent(db, id);
  return row ? toIntent(row) : null;
}

export async function refundTestIntent(db: Database, input: CreateRefundInput): Promise<ProviderRefund> {
  return db.transaction(async (tx) => {
    const row = await lockTestIntent(tx, input.paymentIntentId);
    if (!row) throw new PaymentProviderError("No such payment intent.", "resource_missing");
    // Kept in the intent's metadata, as the cancel-at-period-end flag is: one refund per intent.
    const existing = row.metadata[REFUND_ID];
    if (existing) {
      if (row.metadata[REFUND_KEY] !== input.idempotencyKey) {
        throw new PaymentProviderError(`Charge for ${row.id} has already been refunded.`, "charge_already_refunded");
      }
      return { id: existing, amountCents: Number(row.metadata[REFUND_AMOUNT]), status: "succeeded" as const };
    }
    if (row.status !== "succeeded")
      throw new PaymentProviderError("This payment intent has not been paid, so it cannot be refunded.", "charge_not_paid");
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > row.amount) {
      throw new PaymentProviderError("Refund amount must be positive and at most the amount paid.", "amount_invalid");
    }
    const id = `re_test_${randomBytes(12).toString("hex")}`;
    const metadata = {
      ...row.metadata,
      [REFUND_ID]: id,
      [REFUND_AMOUNT]: String(input.amountCents),
      [REFUND_KEY]: input.idempotencyKey,
    };
    await setTestIntentMetadata(tx, row.id, metadata);
    return { id, amountCents: input.amountCents, status: "succeeded" as const };
  });
}

export async function confirmTestIntent(db: Database, intentId: string, token: TestCardToken): Promise<ProviderPaymentIntent> {
  return db.transaction(async (tx) => {
    const row = await lockTestIntent(tx, intentId);
    if (!row) throw new PaymentProviderError("No such payment intent.", "resource_missing");
    // Paid already (a second click, a second tab): nothing is charged again.
    if (row.status === "succeeded" || row.status === "canceled") return toIntent(row);
    const outcome = TOKEN_OUTCOMES[token];
    const updated = await updateTestIntent(
      tx,
      intentId,
      outcome.succeeds
        ? { status: "succeeded", lastError: null }
        : { status: "requires_payment_method", lastError: outcome.message ?? CARD_DECLINED_MESSAGE },
    );
    return toIntent(updated);
  });
}
