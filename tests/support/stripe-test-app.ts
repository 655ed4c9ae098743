// An API test app whose payments go through Stripe's real SDK to the local fake (fake-stripe.ts),
// with the test keys; and its webhook, to which an event is posted signed as Stripe signs it.
import Stripe from "stripe";
import { afterAll } from "vitest";
import { createStripePaymentProvider } from "../../server/modules/payments/stripe-provider";
import { createStripePayoutProvider } from "../../server/modules/payouts/stripe-payouts";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";
import { startTestApp, type TestApp } from "./test-app";

export const STRIPE_TEST_KEYS = {
  secretKey: "sk_test_kindredfake",
  publishableKey: "pk_test_kindredfake",
  webhookSecret: "whsec_kindredtestsecret",
  /** The Connect endpoint's secret (events on coaches' connected accounts). */
  connectWebhookSecret: "whsec_kindredconnectsecret",
};

export interface StripeTestApp {
  app: TestApp;
  fake: FakeStripe;
  keys: typeof STRIPE_TEST_KEYS;
  /** Posts `event` to the webhook signed with the webhook secret (or another `secret`, or a given `signature`). */
  webhook(event: object, options?: { secret?: string; signature?: string }): Promise<Response>;
}

/** Starts the fake (closed after the file's tests) and an app configured for Stripe with `env` besides. */
export async function startStripeTestApp(env: Record<string, string>): Promise<StripeTestApp> {
  const fake = await startFakeStripe();
  afterAll(() => fake.close());
  const keys = STRIPE_TEST_KEYS;
  const api = { host: "127.0.0.1", port: fake.port, protocol: "http" as const };
  const app = await startTestApp(
    {
      ...env,
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_CONNECT_WEBHOOK_SECRET: keys.connectWebhookSecret,
    },
    {
      paymentProvider: createStripePaymentProvider({ ...keys, api }),
      payoutProvider: createStripePayoutProvider({ secretKey: keys.secretKey, api }),
    },
  );
  const stripe = new Stripe(keys.secretKey);
  const webhook: StripeTestApp["webhook"] = (event, options = {}) => {
    const payload = JSON.stringify(event);
    const signature =
      options.signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? keys.webhookSecret });
    return app.request("/api/webhooks/stripe", {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
  };
  return { app, fake, keys, webhook };
}
