// Kindred's Stripe client, for the payment adapter (server/modules/payments/stripe-provider.ts) and the
// Connect payout adapter (server/modules/payouts/stripe-payouts.ts): the same retries, time limit and
// identification, pointed at a local fake in tests; and the one reading of "no such object".
import Stripe from "stripe";

/** Tests only: where the Stripe API is (a local fake). */
export interface StripeApiLocation {
  host: string;
  port: number;
  protocol: "http" | "https";
}

export function createStripeClient(secretKey: string, api?: StripeApiLocation): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Kindred" },
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });
}

/** The answer of `work`, or null when Stripe answers that the object does not exist. */
export async function nullWhenMissing<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
    throw error;
  }
}
