// A local stand-in for the few Stripe API endpoints the adapter uses (PaymentIntents; and for coach
// subscriptions: customers, prices by lookup key, subscriptions, their cancellation at the period's
// end or at once, invoices listed by subscription and an invoice's payments; refunds; and for coach
// payouts through Connect: Express accounts, onboarding links and transfers), honouring
// Idempotency-Key as Stripe does. The real SDK talks to it through its
// host/port/protocol settings, so the adapter's requests are the real ones.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  cancelSubscription,
  createCustomer,
  createPrice,
  createSubscription,
  listInvoices,
  listInvoicePayments,
  listPrices,
  paySubscription,
  retrieveSubscription,
  updateSubscription,
} from "./fake-stripe-billing";
import { createAccount, createAccountLink, createTransfer, onboardAccount, retrieveAccount } from "./fake-stripe-connect";
import { createPaymentIntent, createRefund, listRefunds, retrievePaymentIntent } from "./fake-stripe-payment-intents";
import { createFakeStripeState, type FakeStripeRequest, type FakeStripeState } from "./fake-stripe-state";
import type { FakeStripe } from "./fake-stripe-types";

export type {
  FakeAccount,
  FakeCustomer,
  FakeIntent,
  FakeInvoice,
  FakeRefund,
  FakeStripe,
  FakeSubscription,
  FakeTransfer,
} from "./fake-stripe-types";

interface Endpoint {
  method: "GET" | "POST" | "DELETE";
  /** Matches the whole path; its first group, if any, is the object's id. */
  path: RegExp;
  answer(state: FakeStripeState, request: FakeStripeRequest, id: string): void;
}

/** The endpoints that come after the idempotent replay, in the order they are tried. */
const endpoints: Endpoint[] = [
  { method: "POST", path: /^\/v1\/customers$/, answer: createCustomer },
  { method: "GET", path: /^\/v1\/prices$/, answer: listPrices },
  { method: "POST", path: /^\/v1\/prices$/, answer: createPrice },
  { method: "POST", path: /^\/v1\/subscriptions$/, answer: createSubscription },
  { method: "GET", path: /^\/v1\/subscriptions\/([\w]+)$/, answer: retrieveSubscription },
  { method: "POST", path: /^\/v1\/subscriptions\/([\w]+)$/, answer: updateSubscription },
  { method: "DELETE", path: /^\/v1\/subscriptions\/([\w]+)$/, answer: cancelSubscription },
  { method: "GET", path: /^\/v1\/invoice_payments$/, answer: listInvoicePayments },
  { method: "POST", path: /^\/v1\/refunds$/, answer: createRefund },
  { method: "GET", path: /^\/v1\/refunds$/, answer: listRefunds },
  { method: "GET", path: /^\/v1\/invoices$/, answer: listInvoices },
  { method: "GET", path: /^\/v1\/payment_intents\/([\w]+)$/, answer: retrievePaymentIntent },
  { method: "POST", path: /^\/v1\/accounts$/, answer: createAccount },
  { method: "GET", path: /^\/v1\/accounts\/([\w]+)$/, answer: retrieveAccount },
  { method: "POST", path: /^\/v1\/account_links$/, answer: createAccountLink },
  { method: "POST", path: /^\/v1\/transfers$/, answer: createTransfer },
];

function answer(state: FakeStripeState, request: FakeStripeRequest) {
  // PaymentIntents keep their own record of Idempotency-Keys.
  if (request.method === "POST" && request.path === "/v1/payment_intents") return createPaymentIntent(state, request);
  // Idempotent POSTs and DELETEs answer what they answered the first time.
  const replay = request.method !== "GET" && request.idempotencyKey ? state.replies.get(request.idempotencyKey) : undefined;
  if (replay) return request.send(200, replay);
  for (const endpoint of endpoints) {
    const match = endpoint.method === request.method ? endpoint.path.exec(request.path) : null;
    if (match) return endpoint.answer(state, request, match[1]);
  }
  request.send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.path})` } });
}

/** The request's parts, recorded in `requests`, with its ways to reply. */
function readRequest(state: FakeStripeState, req: http.IncomingMessage, res: http.ServerResponse, body: string): FakeStripeRequest {
  const form = Object.fromEntries(new URLSearchParams(body));
  const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
  const [path, search] = (req.url ?? "").split("?");
  state.requests.push({ method: req.method ?? "", path, idempotencyKey, authorization: req.headers.authorization, form });
  const send = (status: number, json: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
    res.end(JSON.stringify(json));
  };
  const remember = (json: unknown) => {
    if (idempotencyKey) state.replies.set(idempotencyKey, json);
    return send(200, json);
  };
  return { method: req.method ?? "", path, query: new URLSearchParams(search ?? ""), form, idempotencyKey, send, remember };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const state = createFakeStripeState();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => answer(state, readRequest(state, req, res, body)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    intents: state.intents,
    subscriptions: state.subscriptions,
    customers: state.customers,
    invoices: state.invoices,
    refunds: state.refunds,
    accounts: state.accounts,
    transfers: state.transfers,
    onboardAccount: (accountId, last4 = "6789") => onboardAccount(state, accountId, last4),
    setPlatformBalance: (cents) => {
      state.platformBalance = cents;
    },
    paySubscription: (subscriptionId, amount = 4900) => paySubscription(state, subscriptionId, amount),
    setRefundStatus: (status) => {
      state.refundStatus = status;
    },
    requests: state.requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
