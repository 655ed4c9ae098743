// A local stand-in for the few Stripe API endpoints the adapter uses (PaymentIntents; and for coach
// subscriptions: customers, prices by lookup key, subscriptions and their cancellation at the
// period's end, invoices listed by subscription; refunds), honouring Idempotency-Key as
// Stripe does. The real SDK talks to it through its
// host/port/protocol settings, so the adapter's requests are the real ones.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

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
  latest_invoice: { id: string; object: "invoice"; confirmation_secret: { client_secret: string; type: "payment_intent" } };
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

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, FakeCustomer>;
  /** Invoices by id; tests add them (the fake bills nothing itself). */
  invoices: Map<string, FakeInvoice>;
  /** Refunds by id. */
  refunds: Map<string, FakeRefund>;
  /** The status new refunds answer ("succeeded" by default; "pending" as for some cards). */
  setRefundStatus(status: "succeeded" | "pending" | "failed"): void;
  /** Every request: method, path, idempotency key and the form fields. */
  requests: { method: string; path: string; idempotencyKey?: string; authorization?: string; form: Record<string, string> }[];
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Map<string, FakeCustomer>();
  const invoices = new Map<string, FakeInvoice>();
  const refunds = new Map<string, FakeRefund>();
  let refundStatus = "succeeded";
  const replies = new Map<string, unknown>();
  const prices: {
    id: string;
    object: "price";
    unit_amount: number;
    currency: string;
    lookup_key: string | null;
    active: boolean;
    recurring: { interval: string };
  }[] = [];
  const requests: FakeStripe["requests"] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      const path = (req.url ?? "").split("?")[0];
      requests.push({ method: req.method ?? "", path, idempotencyKey, authorization: req.headers.authorization, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === "POST" && path === "/v1/payment_intents") {
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, existing);
        const id = `pi_${randomBytes(12).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]] = value;
        }
        const intent: FakeIntent = {
          id,
          object: "payment_intent",
          amount: Number(form.amount),
          currency: form.currency,
          status: "requires_payment_method",
          client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
          description: form.description ?? null,
          metadata,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, intent);
        return send(200, intent);
      }
      // Idempotent POSTs answer what they answered the first time.
      const replay = req.method === "POST" && idempotencyKey ? replies.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      const remember = (json: unknown) => {
        if (idempotencyKey) replies.set(idempotencyKey, json);
        return send(200, json);
      };
      if (req.method === "POST" && path === "/v1/customers") {
        const customer: FakeCustomer = {
          id: `cus_${randomBytes(8).toString("hex")}`,
          object: "customer",
          email: form.email ?? null,
          name: form.name ?? null,
        };
        customers.set(customer.id, customer);
        return remember(customer);
      }
      if (req.method === "GET" && path === "/v1/prices") {
        const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
        const keys = [...query.entries()].filter(([k]) => k.startsWith("lookup_keys")).map(([, v]) => v);
        return send(200, {
          object: "list",
          data: prices.filter((p) => p.active && p.lookup_key && keys.includes(p.lookup_key)),
          has_more: false,
        });
      }
      if (req.method === "POST" && path === "/v1/prices") {
        const price = {
          id: `price_${randomBytes(8).toString("hex")}`,
          object: "price" as const,
          unit_amount: Number(form.unit_amount),
          currency: form.currency,
          lookup_key: form.lookup_key ?? null,
          active: true,
          recurring: { interval: form["recurring[interval]"] },
        };
        prices.push(price);
        return remember(price);
      }
      if (req.method === "POST" && path === "/v1/subscriptions") {
        const id = `sub_${randomBytes(10).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]] = value;
        }
        const subscription: FakeSubscription = {
          id,
          object: "subscription",
          customer: form.customer,
          status: "incomplete",
          cancel_at_period_end: false,
          metadata,
          items: {
            object: "list",
            data: [
              {
                id: `si_${randomBytes(6).toString("hex")}`,
                object: "subscription_item",
                current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
                price: { id: form["items[0][price]"] },
              },
            ],
          },
          latest_invoice: {
            id: `in_${randomBytes(6).toString("hex")}`,
            object: "invoice",
            confirmation_secret: {
              client_secret: `pi_${randomBytes(8).toString("hex")}_secret_${randomBytes(8).toString("hex")}`,
              type: "payment_intent",
            },
          },
        };
        subscriptions.set(id, subscription);
        return remember(subscription);
      }
      const retrieveSubscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      if (req.method === "GET" && retrieveSubscription) {
        const subscription = subscriptions.get(retrieveSubscription[1]);
        // `expand[]=customer` answers the customer object in place of its id, as Stripe does.
        const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
        const expanded = [...query.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v);
        const customer =
          expanded.includes("customer") && subscription
            ? (customers.get(subscription.customer) ?? subscription.customer)
            : subscription?.customer;
        if (subscription) return send(200, { ...subscription, customer, latest_invoice: subscription.latest_invoice.id });
        return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" } });
      }
      // Only the cancellation at the period's end is changed here; an ended subscription is refused as Stripe does.
      if (req.method === "POST" && retrieveSubscription) {
        const subscription = subscriptions.get(retrieveSubscription[1]);
        if (!subscription)
          return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" } });
        if (subscription.status === "canceled") {
          return send(400, {
            error: {
              type: "invalid_request_error",
              message: "A canceled subscription can only update its cancellation_details and metadata.",
            },
          });
        }
        if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
        const customer = Object.entries(form).some(([k, v]) => k.startsWith("expand") && v === "customer")
          ? (customers.get(subscription.customer) ?? subscription.customer)
          : subscription.customer;
        return remember({ ...subscription, customer, latest_invoice: subscription.latest_invoice.id });
      }
      // A refund of a succeeded intent (at most what was paid, once per intent, as Stripe does).
      if (req.method === "POST" && path === "/v1/refunds") {
        const intent = intents.get(form.payment_intent);
        if (!intent)
          return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } });
        if (intent.status !== "succeeded") {
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "charge_not_paid",
              message: "This PaymentIntent does not have a successful charge to refund.",
            },
          });
        }
        if ([...refunds.values()].some((r) => r.payment_intent === intent.id)) {
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
          status: refundStatus,
          metadata: {},
        };
        refunds.set(refund.id, refund);
        return remember(refund);
      }
      if (req.method === "GET" && path === "/v1/invoices") {
        const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
        const limit = Number(query.get("limit") ?? 10);
        const listed = [...invoices.values()]
          .filter((i) => i.subscription === query.get("subscription"))
          .sort((a, b) => b.created - a.created);
        return send(200, { object: "list", data: listed.slice(0, limit), has_more: listed.length > limit, url: "/v1/invoices" });
      }
      const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (req.method === "GET" && retrieve) {
        const intent = intents.get(retrieve[1]);
        if (intent) return send(200, intent);
        return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    intents,
    subscriptions,
    customers,
    invoices,
    refunds,
    setRefundStatus: (status) => {
      refundStatus = status;
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
