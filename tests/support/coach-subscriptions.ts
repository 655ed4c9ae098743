// A coach who came in through the application: an account (verified), the $49/month subscription
// made and paid with the configured provider, the application submitted with it, and staff
// publishing it, and the account opening the invitation that publishing e-mails (which links it to
// the new coach). For
// tests of the Coach Workspace's Subscription part.
import type { FakeStripe } from "./fake-stripe";
import { createAccount, uniqueEmail, type TestAccount } from "./accounts";
import { adminAccount } from "./bookings";
import { invitationTokenFor } from "./coach-invitations";
import type { TestApp } from "./test-app";
import { lenaApplication, lenaSubscriptionRequest } from "./coach-application";

export interface SubscribedCoach {
  account: TestAccount;
  coachId: string;
  applicationId: string;
  subscriptionId: string;
}

let sequence = 0;
/** Each request from its own address: the subscription and application endpoints are limited per address. */
const from = () => ({ "X-Forwarded-For": `10.77.${Math.floor(++sequence / 250)}.${sequence % 250}` });

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Needs ADMIN_EMAILS to include staff@kindred.example and TRUST_PROXY=true. With Stripe, pass the
 * fake: the first payment is marked paid there, as the browser's confirmation would.
 */
export async function subscribedCoach(app: TestApp, options: { stripe?: FakeStripe } = {}): Promise<SubscribedCoach> {
  const email = uniqueEmail("subscriber");
  const account = await createAccount(app, { email, firstName: "Lena", lastName: "Ortiz" });
  const created = await expectStatus(
    await app.request("/api/create-coach-subscription", { method: "POST", json: lenaSubscriptionRequest(email), headers: from() }),
    200,
    "create-coach-subscription",
  );
  const { subscriptionId } = (await created.json()) as { subscriptionId: string };
  if (options.stripe) {
    options.stripe.subscriptions.get(subscriptionId)!.status = "active";
  } else {
    await expectStatus(
      await app.request(`/api/coach-subscriptions/${subscriptionId}/confirm`, {
        method: "POST",
        json: { token: "tok_visa" },
        headers: from(),
      }),
      200,
      "confirm",
    );
  }
  const submitted = await expectStatus(
    await app.request("/api/coach-applications", {
      method: "POST",
      headers: from(),
      json: lenaApplication(email, { subscriptionId }),
    }),
    201,
    "application",
  );
  const { id: applicationId } = (await submitted.json()) as { id: string };
  const staff = await adminAccount(app);
  const published = await expectStatus(
    await app.request(`/api/admin/publish-coach/${applicationId}`, { method: "POST", headers: { cookie: staff.jar.header } }),
    200,
    "publish",
  );
  const { coachId } = (await published.json()) as { coachId: string };
  const token = await invitationTokenFor(app, account.email);
  await expectStatus(
    await app.request("/api/coach-invitations/accept", { method: "POST", json: { token }, headers: { cookie: account.jar.header } }),
    200,
    "accept the invitation",
  );
  return { account: { ...account, user: { ...account.user, coachId } }, coachId, applicationId, subscriptionId };
}
