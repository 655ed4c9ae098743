// Applicants who paid at step 2, for API tests of what follows (docs/decisions/106): the subscription
// made and paid over HTTP, the links e-mailed to finish step 3 (read from the outbox as a mail
// program shows them), the pass run at a chosen moment, what staff see, and a test payment provider
// whose cancellations and refunds are counted and can be held or made to fail.
import { and, eq } from "drizzle-orm";
import type { IncompleteApplication } from "#common/incomplete-applications";
import { applicantSubscriptions, emailOutbox } from "../../server/db/schema";
import type { PaymentProvider } from "../../server/modules/payments/provider";
import { createTestPaymentProvider } from "../../server/modules/payments/test-provider";
import type { TestAccount } from "./accounts";
import { lenaSubscriptionRequest } from "./coach-application";
import type { TestApp } from "./test-app";
import type { TestDatabase } from "./test-database";

export const DAY_MS = 24 * 3_600_000;

let sequence = 0;
/** Each request from its own address: the applicant endpoints are limited per address (needs TRUST_PROXY). */
export const fromNewAddress = () => ({ "X-Forwarded-For": `10.66.${Math.floor(++sequence / 250)}.${sequence % 250}` });

/** Step 2 for Lena at `email`; paid with the test card unless `pay` is false. Answers the subscription id. */
export async function applicantSubscription(app: TestApp, email: string, pay = true): Promise<string> {
  const made = await app.request("/api/create-coach-subscription", {
    method: "POST",
    json: lenaSubscriptionRequest(email),
    headers: fromNewAddress(),
  });
  if (made.status !== 200) throw new Error(`create-coach-subscription: ${made.status} ${await made.text()}`);
  const { subscriptionId } = (await made.json()) as { subscriptionId: string };
  if (pay) {
    const paid = await app.request(`/api/coach-subscriptions/${subscriptionId}/confirm`, {
      method: "POST",
      json: { token: "tok_visa" },
      headers: fromNewAddress(),
    });
    if (paid.status !== 200) throw new Error(`confirm: ${paid.status} ${await paid.text()}`);
  }
  return subscriptionId;
}

/** The stored row of an applicant's subscription. */
export async function applicantRow(app: TestApp, subscriptionId: string) {
  const [row] = await app.database.db
    .select()
    .from(applicantSubscriptions)
    .where(eq(applicantSubscriptions.subscriptionId, subscriptionId));
  return row;
}

/** The messages of `kind` written to `to`, oldest first. */
export async function mailsTo(app: TestApp, to: string, kind: string) {
  return app.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.createdAt, emailOutbox.id);
}

/** The tokens of the links to finish step 3 in the messages of `kind` to `to`, oldest first. */
export async function finishTokens(app: TestApp, to: string, kind = "application.finish-link"): Promise<string[]> {
  const messages = await mailsTo(app, to, kind);
  return messages.map((m) => {
    const token = /\/coach-apply-step3\?resume=([\w-]+)/.exec(m.textBody)?.[1];
    if (!token) throw new Error(`No link to finish the application in ${kind} to ${to}`);
    return token;
  });
}

export function resume(app: TestApp, token: unknown) {
  return app.request("/api/coach-applications/resume", { method: "POST", json: { token }, headers: fromNewAddress() });
}

/** What staff see under 'Incomplete applications' for this subscription (undefined: not listed). */
export async function incompleteEntry(app: TestApp, staff: TestAccount, subscriptionId: string) {
  const response = await app.request("/api/admin/incomplete-applications", { headers: { cookie: staff.jar.header } });
  if (response.status !== 200) throw new Error(`incomplete-applications: ${response.status}`);
  return ((await response.json()) as IncompleteApplication[]).find((entry) => entry.subscriptionId === subscriptionId);
}

/** When the payment of this subscription was noted (the 7 days count from here). */
export async function paidAt(app: TestApp, subscriptionId: string): Promise<number> {
  const row = await applicantRow(app, subscriptionId);
  if (!row?.paidAt) throw new Error(`${subscriptionId} is not paid`);
  return row.paidAt.getTime();
}

/** The test provider's own record of a subscription: its status and the refund kept in its metadata. */
export async function testProviderSubscription(database: TestDatabase, subscriptionId: string) {
  const { rows } = await database.pool.query<{ status: string; metadata: Record<string, string> }>(
    "select status, metadata from test_subscriptions where id = $1",
    [subscriptionId],
  );
  return rows[0];
}

export interface WatchedProvider extends PaymentProvider {
  /** Every cancellation and refund asked for: subscription id and idempotency key. */
  calls: { what: "cancel" | "refund"; subscriptionId: string; key: string }[];
  /** The next cancellation waits for `release()`; `entered` resolves once it is waiting. */
  holdNextCancel(): { entered: Promise<void>; release: () => void };
  /** The next refund fails as an unreachable provider does. */
  failNextRefund(): void;
}

/** The built-in test provider on `database`, with its cancellations and refunds watched. */
export function watchedTestProvider(database: TestDatabase): WatchedProvider {
  const inner = createTestPaymentProvider(database.db);
  const calls: WatchedProvider["calls"] = [];
  let hold: { entered: () => void; released: Promise<void> } | undefined;
  let failRefund = false;
  return {
    ...inner,
    calls,
    async cancelSubscription(id, key) {
      calls.push({ what: "cancel", subscriptionId: id, key });
      const held = hold;
      hold = undefined;
      if (held) {
        held.entered();
        await held.released;
      }
      return inner.cancelSubscription(id, key);
    },
    async refundSubscriptionPayment(input) {
      calls.push({ what: "refund", subscriptionId: input.subscriptionId, key: input.idempotencyKey });
      if (failRefund) {
        failRefund = false;
        throw Object.assign(new Error("connect ECONNREFUSED"), { type: "StripeConnectionError" });
      }
      return inner.refundSubscriptionPayment(input);
    },
    holdNextCancel() {
      let entered!: () => void;
      let release!: () => void;
      const enteredPromise = new Promise<void>((resolve) => (entered = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { entered, released };
      return { entered: enteredPromise, release };
    },
    failNextRefund() {
      failRefund = true;
    },
  };
}
