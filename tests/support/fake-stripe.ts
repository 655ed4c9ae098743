// A local stand-in for the few Stripe API endpoints the adapter uses (create and retrieve a
// PaymentIntent), honouring Idempotency-Key as Stripe does. The real SDK talks to it through its
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

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  /** Every request: method, path, idempotency key and the form fields. */
  requests: { method: string; path: string; idempotencyKey?: string; authorization?: string; form: Record<string, string> }[];
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
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
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
