// A signed Stripe subscription event that is not a subscription we could have made (no customer, or
// no id) is ignored with a warning in the log and answered 2xx: a 500 would have Stripe retry it for
// days. Signed with Stripe's own SDK, as Stripe signs.
import { describe, expect, it } from "vitest";
import { startStripeTestApp } from "../../../tests/support/stripe-test-app";

const { app, webhook } = await startStripeTestApp({});

const subscriptionEvent = (id: string, type: string, object: object) => ({ id, object: "event", type, data: { object } });

describe("a signed subscription event without a customer", () => {
  it("answers 2xx and is ignored with a log line: no customer, a null customer, no subscription id", async () => {
    const items = { object: "list", data: [] };
    const objects = [
      { id: "sub_stray_1", object: "subscription", status: "active", items },
      { id: "sub_stray_2", object: "subscription", status: "active", customer: null, items },
      { object: "subscription", status: "active", customer: "cus_stray", items },
    ];
    for (const [index, object] of objects.entries()) {
      const response = await webhook(subscriptionEvent(`evt_stray_${index}`, "customer.subscription.updated", object));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    }
    const ignored = app.logs.filter((line) => line.includes("stripe webhook ignored"));
    expect(ignored).toHaveLength(3);
    for (const line of ignored) expect(line).toContain("subscription event without a subscription id or customer");
    expect(app.logs.some((line) => line.includes('"level":50'))).toBe(false);
  });
});
