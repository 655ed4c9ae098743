// The built-in test payment provider (docs/product/bookings-and-payments.md#payment-providers;
// docs/decisions/041): the embedded default, so a fresh clone takes card payments with no account anywhere.
// It behaves like Stripe where it matters: intents are made on the server with an idempotency key and a fixed
// amount, the browser confirms them with a token its card form made (the card number never leaves the
// browser), and a succeeded intent is never charged again. No money moves.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { CARD_DECLINED_MESSAGE, type TestCardToken } from "#common/payments";
import type { Database } from "../../db/client";
import { testPaymentIntents, testSubscriptions } from "../../db/schema";
import type { PaymentProvider, ProviderPaymentIntent, ProviderSubscription } from "./provider";

type IntentRow = typeof testPaymentIntents.$inferSelect;
type SubscriptionRow = typeof testSubscriptions.$inferSelect;

/** What each token does, as Stripe's test tokens do. */
const TOKEN_OUTCOMES: Record<TestCardToken, { succeeds: boolean; message?: string }> = {
  tok_visa: { succeeds: true },
  tok_chargeDeclined: { succeeds: false, message: CARD_DECLINED_MESSAGE },
  tok_chargeDeclinedInsufficientFunds: { succeeds: false, message: "Your card has insufficient funds." },
};

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

function toIntent(row: IntentRow): ProviderPaymentIntent {
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

/**
 * Kept in the subscription's metadata: the test provider's table has no column for it, and a
 * schema change for a stand-in provider is not worth a migration.
 */
const CANCEL_AT_PERIOD_END = "cancel_at_period_end";
/** A refund of a test intent, kept in its metadata for the same reason. */
const REFUND_ID = "refund_id";
const REFUND_AMOUNT = "refund_amount";
const REFUND_KEY = "refund_idempotency_key";

function toSubscription(row: SubscriptionRow): ProviderSubscription {
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

export function createTestPaymentProvider(db: Database): PaymentProvider {
  return {
    name: "test",
    browserConfig: { provider: "test" },

    async createPaymentIntent(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new PaymentProviderError("Amount must be a positive number of cents.", "amount_invalid");
      }
      const id = `pi_test_${randomBytes(12).toString("hex")}`;
      const [created] = await db
        .insert(testPaymentIntents)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
          amount: input.amountCents,
          currency: input.currency,
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      if (created) return toIntent(created);
      // The same key again: the same intent, as long as the request is the same (Stripe's rule).
      const [existing] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (existing.amount !== input.amountCents || existing.currency !== input.currency) {
        throw new PaymentProviderError(
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          "idempotency_error",
        );
      }
      return toIntent(existing);
    },

    async retrievePaymentIntent(id) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      return row ? toIntent(row) : null;
    },

    async refundPayment(input) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, input.paymentIntentId)).for("update");
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
        await tx.update(testPaymentIntents).set({ metadata }).where(eq(testPaymentIntents.id, row.id));
        return { id, amountCents: input.amountCents, status: "succeeded" as const };
      });
    },

    async confirmWithToken(intentId, token) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId)).for("update");
        if (!row) throw new PaymentProviderError("No such payment intent.", "resource_missing");
        // Paid already (a second click, a second tab): nothing is charged again.
        if (row.status === "succeeded" || row.status === "canceled") return toIntent(row);
        const outcome = TOKEN_OUTCOMES[token];
        const [updated] = await tx
          .update(testPaymentIntents)
          .set(
            outcome.succeeds
              ? { status: "succeeded", lastError: null }
              : { status: "requires_payment_method", lastError: outcome.message ?? CARD_DECLINED_MESSAGE },
          )
          .where(eq(testPaymentIntents.id, intentId))
          .returning();
        return toIntent(updated);
      });
    },

    async createSubscription(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new PaymentProviderError("Amount must be a positive number of cents.", "amount_invalid");
      }
      const id = `sub_test_${randomBytes(12).toString("hex")}`;
      const [created] = await db
        .insert(testSubscriptions)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          customerId: `cus_test_${randomBytes(8).toString("hex")}`,
          email: input.email,
          name: input.name,
          clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
          amount: input.amountCents,
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: testSubscriptions.idempotencyKey })
        .returning();
      if (created) return toSubscription(created);
      const [existing] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.idempotencyKey, input.idempotencyKey));
      if (existing.amount !== input.amountCents || existing.email !== input.email) {
        throw new PaymentProviderError(
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          "idempotency_error",
        );
      }
      return toSubscription(existing);
    },

    async retrieveSubscription(id) {
      const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
      return row ? toSubscription(row) : null;
    },

    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(testSubscriptions).where(eq(testSubscriptions.id, id)).for("update");
        if (!row) return null;
        // As Stripe: an ended subscription cannot be changed any more.
        if (row.status === "canceled")
          throw new PaymentProviderError(
            "A canceled subscription can only update its cancellation_details and metadata.",
            "subscription_canceled",
          );
        const metadata = { ...row.metadata, [CANCEL_AT_PERIOD_END]: String(cancelAtPeriodEnd) };
        const [updated] = await tx.update(testSubscriptions).set({ metadata }).where(eq(testSubscriptions.id, id)).returning();
        return toSubscription(updated);
      });
    },

    // The test provider bills nothing after the first payment, so it keeps no invoices.
    async listSubscriptionInvoices() {
      return [];
    },

    async confirmSubscriptionWithToken(id, token) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(testSubscriptions).where(eq(testSubscriptions.id, id)).for("update");
        if (!row) throw new PaymentProviderError("No such subscription.", "resource_missing");
        // The first invoice is paid once: a second click changes nothing.
        if (row.status !== "incomplete") return toSubscription(row);
        const outcome = TOKEN_OUTCOMES[token];
        const [updated] = await tx
          .update(testSubscriptions)
          .set(
            outcome.succeeds
              ? { status: "active", lastError: null, currentPeriodEnd: oneMonthAfter(new Date()) }
              : { lastError: outcome.message ?? CARD_DECLINED_MESSAGE },
          )
          .where(eq(testSubscriptions.id, id))
          .returning();
        return toSubscription(updated);
      });
    },
  };
}
