// Steps the Coach Workspace's browser tests share: a name for the arranged coach, the paid
// subscription its application carries, the bio and rate typed into the Profile form, and a
// visitor's look at the public profile afterwards.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { assertNoPageProblems, gotoHydrated, hydrated, openPage, type ViewportName, type WatchedPage } from "./browser";

/** `prefix` and random letters: letters only, as the surname also searches the directory and names buttons. */
export function lettersOnlySurname(prefix: string, randomByteCount: number): string {
  return `${prefix}${randomBytes(randomByteCount)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
}

/** A $49/month subscription the test provider holds as active (paid) until `periodEnd`; answers its id. */
export async function insertActiveTestSubscription(
  client: pg.Client,
  subscription: { email: string; name: string; customerId: string; periodEnd: Date },
): Promise<string> {
  const subscriptionId = `sub_test_${randomBytes(12).toString("hex")}`;
  await client.query(
    `insert into test_subscriptions (id, idempotency_key, customer_id, email, name, client_secret, amount, status, current_period_end)
     values ($1, $1, $2, $3, $4, $1 || '_secret', 4900, 'active', $5)`,
    [subscriptionId, subscription.customerId, subscription.email, subscription.name, subscription.periodEnd],
  );
  return subscriptionId;
}

/**
 * On /coach/profile before anything is touched: the form is still the server's HTML (its code loads on
 * first use) and each labelled field already shows the saved value.
 */
export async function expectSavedValuesBeforeUse(page: Page, saved: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(saved)) {
    const field = page.getByLabel(label, { exact: true });
    const live = await field.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));
    expect(live, `${label} is still the server's HTML`).toBe(false);
    expect(await field.inputValue(), label).toBe(value);
  }
}

/** On /coach/profile: a new bio and hourly rate typed in (not saved yet). */
export async function fillBioAndRate(page: Page, bio: string, rate: string) {
  // The form's code loads on first focus (a deferred island); edit once it is live.
  await page.getByLabel("Bio").focus();
  await hydrated(page.getByLabel("Bio"));
  await page.getByLabel("Bio").fill(bio);
  await page.getByLabel("Hourly rate ($)").fill(rate);
}

/**
 * A visitor opens the coach's public profile and sees each of `texts` there, with no page problems;
 * answers the visitor's page for later checks.
 */
export async function expectPublicProfileShows(
  browser: Browser,
  viewport: ViewportName,
  coachId: string,
  texts: readonly string[],
): Promise<WatchedPage> {
  const visitor = await openPage(browser, viewport);
  await gotoHydrated(visitor.page, `/coaches/${coachId}`);
  for (const text of texts) await visitor.page.getByText(text).filter({ visible: true }).first().waitFor();
  assertNoPageProblems(visitor.problems);
  return visitor;
}
