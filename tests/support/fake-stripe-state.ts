// What the local Stripe fake remembers between requests, and the one request an endpoint answers:
// its parsed parts and the two ways to reply (plainly, or remembered under its Idempotency-Key).
import type {
  FakeAccount,
  FakeCustomer,
  FakeIntent,
  FakeInvoice,
  FakePrice,
  FakeRefund,
  FakeStripe,
  FakeSubscription,
  FakeTransfer,
} from "./fake-stripe-types";

export interface FakeStripeState {
  intents: Map<string, FakeIntent>;
  /** The intent each Idempotency-Key created. */
  intentsByIdempotencyKey: Map<string, FakeIntent>;
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, FakeCustomer>;
  invoices: Map<string, FakeInvoice>;
  refunds: Map<string, FakeRefund>;
  prices: FakePrice[];
  accounts: Map<string, FakeAccount>;
  transfers: Map<string, FakeTransfer>;
  /** What transfers may still take from the platform balance, in cents; null: no limit. */
  platformBalance: number | null;
  /** The status new refunds answer. */
  refundStatus: string;
  /** The answer each Idempotency-Key got the first time. */
  replies: Map<string, unknown>;
  requests: FakeStripe["requests"];
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: Record<string, string>;
  idempotencyKey?: string;
  send(status: number, json: unknown): void;
  /** Answers 200 and keeps the answer for a repeat of the same Idempotency-Key. */
  remember(json: unknown): void;
}

export function createFakeStripeState(): FakeStripeState {
  return {
    intents: new Map(),
    intentsByIdempotencyKey: new Map(),
    subscriptions: new Map(),
    customers: new Map(),
    invoices: new Map(),
    refunds: new Map(),
    prices: [],
    accounts: new Map(),
    transfers: new Map(),
    platformBalance: null,
    refundStatus: "succeeded",
    replies: new Map(),
    requests: [],
  };
}

/** The `metadata[key]` form fields, as an object. */
export function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

/** Stripe's answer for an id it does not know. */
export function resourceMissing(message: string) {
  return { error: { type: "invalid_request_error", code: "resource_missing", message } };
}
