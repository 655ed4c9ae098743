// The fake's PaymentIntent endpoints (create, retrieve) and refunds of a paid intent (made, listed).
import { randomBytes } from "node:crypto";
import type { FakeIntent, FakeRefund } from "./fake-stripe-types";
import { metadataOf, resourceMissing, type FakeStripeRequest, type FakeStripeState } from "./fake-stripe-state";

/** A repeated Idempotency-Key answers the intent it created the first time. */
export function createPaymentIntent(state: FakeStripeState, { form, idempotencyKey, send }: FakeStripeRequest) {
  const existing = idempotencyKey ? state.intentsByIdempotencyKey.get(idempotencyKey) : undefined;
  if (existing) return send(200, existing);
  const id = `pi_${randomBytes(12).toString("hex")}`;
  const intent: FakeIntent = {
    id,
    object: "payment_intent",
    amount: Number(form.amount),
    currency: form.currency,
    status: "requires_payment_method",
    client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
    description: form.description ?? null,
    metadata: metadataOf(form),
    last_payment_error: null,
  };
  state.intents.set(id, intent);
  if (idempotencyKey) state.intentsByIdempotencyKey.set(idempotencyKey, intent);
  return send(200, intent);
}

export function retrievePaymentIntent(state: FakeStripeState, { send }: FakeStripeRequest, intentId: string) {
  const intent = state.intents.get(intentId);
  if (intent) return send(200, intent);
  return send(404, resourceMissing("No such payment_intent"));
}

/** A refund of a succeeded intent (at most what was paid, once per intent, as Stripe does). */
export function createRefund(state: FakeStripeState, { form, send, remember }: FakeStripeRequest) {
  const intent = state.intents.get(form.payment_intent);
  if (!intent) return send(404, resourceMissing("No such payment_intent"));
  if (intent.status !== "succeeded") {
    return send(400, {
      error: {
        type: "invalid_request_error",
        code: "charge_not_paid",
        message: "This PaymentIntent does not have a successful charge to refund.",
      },
    });
  }
  if ([...state.refunds.values()].some((r) => r.payment_intent === intent.id)) {
    return send(400, {
      error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge has already been refunded." },
    });
  }
  const amount = form.amount ? Number(form.amount) : intent.amount;
  const refund: FakeRefund = {
    id: `re_${randomBytes(10).toString("hex")}`,
    object: "refund",
    amount,
    currency: intent.currency,
    payment_intent: intent.id,
    status: state.refundStatus,
    metadata: {},
  };
  state.refunds.set(refund.id, refund);
  return remember(refund);
}

/** The refunds of a payment intent (GET /v1/refunds?payment_intent=…), newest first. */
export function listRefunds(state: FakeStripeState, { query, send }: FakeStripeRequest) {
  const data = [...state.refunds.values()].filter((r) => r.payment_intent === query.get("payment_intent")).reverse();
  return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
}
