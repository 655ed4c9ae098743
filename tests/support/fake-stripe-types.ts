// The shapes of the Stripe objects the local fake keeps (as much of each as the adapter reads), and
// the handle a test gets from `startFakeStripe`.

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: "list"; data: { id: string; object: "subscription_item"; current_period_end: number; price: { id: string } }[] };
  latest_invoice: {
    id: string;
    object: "invoice";
    confirmation_secret: { client_secret: string; type: "payment_intent" };
    /** The payment intent that paid it, once paid (see paySubscription). */
    paid_by?: string;
  };
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  subscription: string;
  number: string | null;
  amount_due: number;
  amount_paid: number;
  currency: string;
  status: string;
  created: number;
  hosted_invoice_url: string | null;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
}

export interface FakeCustomer {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
}

export interface FakePrice {
  id: string;
  object: "price";
  unit_amount: number;
  currency: string;
  lookup_key: string | null;
  active: boolean;
  recurring: { interval: string };
}

/** A Connect Express account (coach payouts), with as much as the payout adapter reads. */
export interface FakeAccount {
  id: string;
  object: "account";
  type: "express";
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: { transfers?: "inactive" | "pending" | "active" };
  metadata: Record<string, string>;
  external_accounts: { object: "list"; data: FakeBankAccount[]; has_more: boolean; url: string };
  created: number;
}

export interface FakeBankAccount {
  id: string;
  object: "bank_account";
  account: string;
  bank_name: string;
  country: string;
  currency: string;
  default_for_currency: boolean;
  last4: string;
  status: string;
}

export interface FakeTransfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
  transfer_group: string | null;
  reversed: boolean;
  created: number;
}

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, FakeCustomer>;
  /** Invoices by id; tests add them (the fake bills nothing itself). */
  invoices: Map<string, FakeInvoice>;
  /** Refunds by id. */
  refunds: Map<string, FakeRefund>;
  /** Pays the subscription's first invoice (`amount` cents), as the browser's confirmation does. */
  paySubscription(subscriptionId: string, amount?: number): void;
  /** Connect Express accounts by id. */
  accounts: Map<string, FakeAccount>;
  /** Transfers to connected accounts by id, in the order they were made. */
  transfers: Map<string, FakeTransfer>;
  /** Finishes the account's onboarding: payouts enabled, transfers active, a bank account ending in `last4` ("6789" by default). */
  onboardAccount(accountId: string, last4?: string): FakeAccount;
  /** Caps what transfers may take from the platform balance (cents), or lifts the cap (null, the default). */
  setPlatformBalance(cents: number | null): void;
  /** The status new refunds answer ("succeeded" by default; "pending" as for some cards). */
  setRefundStatus(status: "succeeded" | "pending" | "failed"): void;
  /** Every request: method, path, idempotency key and the form fields. */
  requests: { method: string; path: string; idempotencyKey?: string; authorization?: string; form: Record<string, string> }[];
  close(): Promise<void>;
}
